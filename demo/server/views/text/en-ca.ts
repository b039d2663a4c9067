import { en } from './en.js';
import type { Text } from './types.js';

/** Canada: Canadian spelling, and shoppers give postal codes, not ZIP codes. */
export const enCA: Text = {
  ...en,
  colorCount: (n) => `${n} ${n === 1 ? 'colour' : 'colours'}`,
  colorsHeading: 'Colours',
  newColor: 'New colour',
  locationNote: 'Delivery options and store availability depend on your postal code.',
};
