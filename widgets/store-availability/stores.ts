import * as v from 'valibot';
import { getJSON, postForm } from '../../src/core/api';

/** A store of the inventory answer (SPEC 3.1). Extra fields the platform sends are ignored. */
export const StoreSchema = v.object({
  storeId: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()),
  address1: v.string(),
  city: v.string(),
  stateCode: v.optional(v.string(), ''),
  postalCode: v.optional(v.string(), ''),
  status: v.optional(v.string(), ''),
  statusclass: v.optional(v.string(), ''),
});

export type Store = v.InferOutput<typeof StoreSchema>;

/** SPEC 4.2: only a store that has the product can be chosen. */
export const IN_STOCK = 'store-in-stock';

export const storeName = (store: Store) => `${store.address1}, ${store.city}`;

/** GET {storesInventory}?pid=&zipCode=: the stores near the zip with the product's status at each, nearest first. */
export function storesInventory(url: string, pid: string, zip: string): Promise<Store[]> {
  return getJSON(url, { pid, zipCode: zip }, v.array(StoreSchema));
}

const Ignored = v.unknown();

/** POST {setZipCode} and {setPreferredStore}: SPEC 7.2 shows no answer, so a failure changes nothing on the page. */
export function saveZip(url: string | undefined, zip: string): void {
  if (url) postForm(url, { zipCode: zip }, Ignored).catch(() => {});
}

export function savePreferredStore(url: string | undefined, storeId: string): void {
  if (url) postForm(url, { storeId }, Ignored).catch(() => {});
}

/** The store details page of a store, from the configured pattern ('/stores/{storeId}'). */
export function storeDetailsUrl(pattern: string | undefined, storeId: string): string | undefined {
  return pattern ? pattern.replace('{storeId}', encodeURIComponent(storeId)) : undefined;
}
