import { listingHash } from './listing-hash';

/**
 * Loaded by the autoloader after the page's load event. Previous and next come from the listing
 * the shopper left, which only the address's hash names (never sent to the server): with it the
 * navigation is drawn at once; without it the server's link back to the category is all there is.
 */
export default function wake(element: HTMLElement): boolean {
  return listingHash(element.ownerDocument.defaultView?.location.hash ?? '') !== null;
}
