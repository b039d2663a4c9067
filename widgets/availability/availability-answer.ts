import * as v from 'valibot';
import { getJSON } from '../../src/core/api';

/** A level is a quantity; SFCC-style platforms may send it as a number or numeric text. */
const Level = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
);

const Levels = v.object({
  IN_STOCK: v.optional(Level, 0),
  PREORDER: v.optional(Level, 0),
  BACKORDER: v.optional(Level, 0),
  NOT_AVAILABLE: v.optional(Level, 0),
});

const Text = v.optional(v.nullable(v.string()), '');

/**
 * The Availability response of SPEC 3.2. `null`, or an object without `levels`, is the answer
 * "missing" of SPEC 8 (ITEM_STATUS_NOTAVAILABLE); anything else that does not fit is unparseable.
 */
export const AvailabilityAnswer = v.nullable(
  v.object({
    levels: v.optional(Levels),
    inStockMsg: Text,
    preOrderMsg: Text,
    backOrderMsg: Text,
    inStockDate: Text,
  }),
);

export type AvailabilityAnswer = v.InferOutput<typeof AvailabilityAnswer>;

/** GET {getAvailability}?pid={pid}&Quantity={n} (SPEC 7.5). */
export function fetchAvailability(url: string, pid: string, quantity: number): Promise<AvailabilityAnswer> {
  return getJSON(url, { pid, Quantity: quantity }, AvailabilityAnswer);
}
