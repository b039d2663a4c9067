import type { MessageKey } from './en';

/**
 * Canadian English: the texts that differ from the US English catalogue. Canada has postal codes,
 * not zip codes.
 */
export const enCA: Partial<Record<MessageKey, string>> = {
  INVALID_ZIP: "We couldn't find any stores near that postal code. Please try another one.",
  VALIDATE_ZIP_REGEX: 'Please enter a valid postal code, like A1A 1A1.',
  'location.zipLabel': 'Postal code',
  'stores.zipPromptLabel': 'Postal or zip code',
  'location.banner': 'Postal code: {zip}',
  'location.bannerEmpty': 'Set your postal code',
  'location.bannerLabel': 'Change your postal code, now {zip}',
};
