import { en } from './en.js';
import type { Text } from './types.js';

/** Canada: Canadian spelling, and shoppers give postal codes, not ZIP codes. */
export const enCA: Text = {
  ...en,
  colorCount: (n) => `${n} ${n === 1 ? 'colour' : 'colours'}`,
  colorsHeading: 'Colours',
  newColor: 'New colour',
  zipBanner: (code) => `Postal code: ${code}`,
  zipBannerUnset: 'Set your postal code',
  checkoutZip: 'Postal code',
  defaultLocationNote: 'Enter your postal code to see the stores nearest you.',
  zipLabel: 'Postal code',
  zipNotFound: "We couldn't find any stores for that postal code. Check it and try again.",
  noStoresNear: 'There are no stores within 80 km of this postal code.',
  locationNote: 'Delivery options and store availability depend on your postal code.',
};
