/**
 * Where the shopper is (SPEC 3.1 User: zip, storeId). The page starts from what the server put in
 * the config block (page.zip, page.storeId); this slice holds what changed on the page since, and
 * whether the zip modal is open.
 */
export interface LocationSlice {
  /** Set once the shopper changed the zip on this page. */
  zip?: string;
  /** Set once the shopper chose a preferred store on this page. */
  storeId?: string;
  zipModalOpen: boolean;
  /** Callers of askForZip() waiting for the modal to close: with the new zip, or undefined. */
  zipWaiters: ((zip: string | undefined) => void)[];
}

export function initialLocation(): LocationSlice {
  return { zipModalOpen: false, zipWaiters: [] };
}
