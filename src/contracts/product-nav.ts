import * as v from 'valibot';

/**
 * The answer of GET {productNav}?{listing hash}&pid={pid} (SPEC 2.8, 7.5; the shape is ours, SPEC
 * names only the call): the product's neighbours in the listing the shopper came from,
 *   { previous: { pid, name, url } | null, next: … | null, position?: n | null, total?: n | null }
 * each neighbour's url carrying the listing hash on for the next step. <lto-product-nav> reads it;
 * the demo server answers it.
 */
const Neighbour = v.nullable(
  v.object({
    pid: v.string(),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  }),
);

const Count = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);

export const ProductNavAnswerSchema = v.object({
  previous: v.optional(Neighbour, null),
  next: v.optional(Neighbour, null),
  position: Count,
  total: Count,
});

/** What a server sends. */
export type ProductNavAnswer = v.InferInput<typeof ProductNavAnswerSchema>;
