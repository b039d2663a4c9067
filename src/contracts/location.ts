import * as v from 'valibot';

/**
 * The answers of the location and store calls (SPEC 3.1, 7.2). <lto-zip-modal> and
 * <lto-store-availability> read them with these schemas; the demo server and the stories'
 * handlers answer them. Extra fields a platform sends are ignored.
 *
 * POST {zipcodeSearch}, form zipcodesearch_zipcode, the submit button's name (confirm or
 * setlocation) and format=ajax:
 *   { success, zipcode, numberOfStoresFound }   success false, or no store found: STORES_NOTFOUND
 */
export const ZipSearchAnswerSchema = v.object({
  success: v.boolean(),
  zipcode: v.optional(v.nullable(v.string())),
  numberOfStoresFound: v.optional(v.nullable(v.number())),
});

export type ZipSearchAnswer = v.InferInput<typeof ZipSearchAnswerSchema>;

/**
 * POST {findstorebylatlang}?format=ajax&latitude=&longitude=&… (the browser gave a location) and
 * POST {findstoresfallbackfunction}?… (it gave none): { success, headerzipcode }, the zip the
 * server now holds for the shopper.
 */
export const StoresByLocationAnswerSchema = v.object({ success: v.boolean(), headerzipcode: v.optional(v.nullable(v.string())) });

export type StoresByLocationAnswer = v.InferInput<typeof StoresByLocationAnswerSchema>;

/**
 * A store of GET {storesInventory}?pid=&zipCode= (SPEC 3.1 Store), with the product's status
 * there: `statusclass` is store-in-stock (only such a store can be chosen, SPEC 4.2),
 * store-limited or store-out-of-stock, `status` its text in the page's language.
 */
export const StoreSchema = v.object({
  storeId: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()),
  address1: v.string(),
  city: v.string(),
  stateCode: v.optional(v.string(), ''),
  postalCode: v.optional(v.string(), ''),
  status: v.optional(v.string(), ''),
  statusclass: v.optional(v.string(), ''),
});

/** The stores near the zip, nearest first; none near it (or an unknown zip): an empty array. */
export const StoresInventoryAnswerSchema = v.array(StoreSchema);

export type StoresInventoryAnswer = v.InferInput<typeof StoresInventoryAnswerSchema>;
