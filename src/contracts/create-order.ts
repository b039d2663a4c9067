import * as v from 'valibot';

const optionalText = v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? value.trim() : ''))), '');

/**
 * The answer of POST {createOrder}, JSON { productId, storeId, zipCode } with an Idempotency-Key
 * header (SPEC 7.5): `{ success, orderID }`, and what a platform may add for the order cookies
 * (SPEC 3.5), as the demo does: `storeId`, the shopper's store (the preferred one, else the nearest
 * to the zip), and `stateCode`, the state or province of the zip the order was made with.
 * <lto-start-lease> reads it; the demo server and the stories' handlers answer it.
 */
export const CreateOrderAnswerSchema = v.object({
  success: v.boolean(),
  orderID: v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))),
  storeId: optionalText,
  stateCode: optionalText,
});

/** What a server sends. */
export type CreateOrderAnswer = v.InferInput<typeof CreateOrderAnswerSchema>;
