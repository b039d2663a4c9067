/**
 * Which phone numbers the demo's text-message service takes (SPEC 8, footer SMS rows). Fixed,
 * so tests and demo/README.md can name them: the demo's SMS provider does not service the area
 * codes of Alaska and Hawaii, and one demo number has to opt in by texting JOIN itself.
 */
export const UNSERVICED_AREA_CODES: readonly string[] = ['907', '808'];
export const MANUAL_OPT_IN_NUMBERS: readonly string[] = ['3125550199'];
/** The number a shopper texts JOIN to when they must opt in by hand. */
export const JOIN_NUMBER = '1-844-555-0142';

export type SmsCoverage = 'serviced' | 'unserviced-area' | 'manual-opt-in';

/** `phone` is 10 digits (validated before). */
export function smsCoverage(phone: string): SmsCoverage {
  if (UNSERVICED_AREA_CODES.includes(phone.slice(0, 3))) return 'unserviced-area';
  if (MANUAL_OPT_IN_NUMBERS.includes(phone)) return 'manual-opt-in';
  return 'serviced';
}
