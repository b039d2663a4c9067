import * as v from 'valibot';

/**
 * The compare list (SPEC 3.3, 4.4, 7.5): what a compared product is wherever it crosses a
 * boundary (the `items` attribute the platform writes on <lto-compare-bar>, the detail of
 * lto:compare-change), and the answer of GET {compareAdd} / {compareRemove}?pid=&category=:
 *   { success: true }                      done (an add of a product already listed too)
 *   { success: false, error?: '...' }      refused: the list stays as it was
 * Any other field is ignored.
 */
export const CompareItemSchema = v.object({
  pid: v.pipe(v.string(), v.nonEmpty()),
  uuid: v.optional(v.string(), ''),
  name: v.optional(v.string(), ''),
  img: v.optional(v.string(), ''),
  category: v.optional(v.string(), ''),
});

export type CompareItem = v.InferOutput<typeof CompareItemSchema>;

export const CompareAnswerSchema = v.looseObject({ success: v.boolean() });

/** What a server sends. */
export type CompareAnswer = v.InferInput<typeof CompareAnswerSchema>;
