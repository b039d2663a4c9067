import * as v from 'valibot';
import { StoresInventoryAnswerSchema, StoreSchema } from '../../src/contracts/location';
import { getJSON, postForm } from '../../src/core/api';

/** The store of the inventory answer (a contract: src/contracts/location.ts); the `inventory` attribute lists the same. */
export { StoreSchema };

export type Store = v.InferOutput<typeof StoreSchema>;

/** SPEC 4.2: only a store that has the product can be chosen. */
export const IN_STOCK = 'store-in-stock';

export const storeName = (store: Store) => `${store.address1}, ${store.city}`;

/** GET {storesInventory}?pid=&zipCode=: the stores near the zip with the product's status at each, nearest first. */
export function storesInventory(url: string, pid: string, zip: string): Promise<Store[]> {
  return getJSON(url, { pid, zipCode: zip }, StoresInventoryAnswerSchema);
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
