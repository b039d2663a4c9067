import * as v from 'valibot';

/**
 * The answer of POST {addFavProduct} and POST {removeFavProduct}?doAction=remove&productID={pid}
 * (SPEC 7.5; form pid, Quantity, uuid): any JSON object; an `error` field with a value (anything
 * but null, false or '') means the server refused, and the favourite stays as it was. The demo
 * adds the saved ids (`items`); the widgets do not read them.
 */
export const FavoriteAnswerSchema = v.looseObject({ error: v.optional(v.unknown()) });

/** What a server sends. */
export type FavoriteAnswer = v.InferInput<typeof FavoriteAnswerSchema>;
