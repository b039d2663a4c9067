import * as v from 'valibot';

/**
 * The Availability response of SPEC 3.2, the answer of GET {getAvailability}?pid={pid}&Quantity={n}
 * (SPEC 7.5): `{ levels: { IN_STOCK, PREORDER, BACKORDER, NOT_AVAILABLE }, inStockMsg,
 * preOrderMsg, backOrderMsg, inStockDate }`, each level the part of the quantity asked for. `null`,
 * or an object without `levels`, is the answer "missing" of SPEC 8 (ITEM_STATUS_NOTAVAILABLE);
 * anything else that does not fit is unparseable. <lto-availability> reads it; the demo's product
 * routes and the stories' handlers answer it.
 */

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

export const AvailabilityAnswerSchema = v.nullable(
  v.object({
    levels: v.optional(Levels),
    inStockMsg: Text,
    preOrderMsg: Text,
    backOrderMsg: Text,
    inStockDate: Text,
  }),
);

/** What a server sends. */
export type AvailabilityAnswer = v.InferInput<typeof AvailabilityAnswerSchema>;
