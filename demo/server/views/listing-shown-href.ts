import { listingHref, type ListingState } from './listing-address.js';

/**
 * The address of the listing as it is shown (its page included) with one more parameter: a result
 * tab's or a layout's link, which shows the same products another way.
 */
export function shownListingHref(state: ListingState, name: string, value: string): string {
  const href = listingHref(state, { start: state.start });
  return `${href}${href.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}
