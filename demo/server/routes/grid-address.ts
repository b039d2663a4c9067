import type { DataAccess } from '../data/index.js';
import { MAX_QUERY_LENGTH } from '../data/search.js';
import { searchWords, type ListingQuery } from '../data/listing-query.js';
import type { Currency } from '../site.js';
import { readListingState } from '../views/listing-address.js';

/**
 * The listing a grid address shows (a category, a search or a brand page, with its refinements
 * and order), as the listing routes read it; null for an address that is not one of them. For
 * the grid address the listing's tile wrote in lastVisitedGridUrl (SPEC 2.6), which another page
 * sends back: only its path and query are read, whatever host it names.
 */
export function listingOfAddress(data: DataAccess, address: string, currency: Currency): ListingQuery | null {
  let url: URL;
  try {
    url = new URL(address, 'http://listing.invalid');
  } catch {
    return null;
  }
  const { listing, products } = data;
  const known = listing.refinementValues();
  const [, kind, key, ...rest] = url.pathname.split('/');
  let scope: ListingQuery['scope'];
  let q = '';
  if (kind === 'c' && key && rest.length === 0 && products.listCategories().some((category) => category.key === key)) scope = { category: key };
  else if (kind === 'brand' && key && rest.length === 0) {
    const brand = listing.brandNamed(key);
    if (!brand) return null;
    scope = { brand };
  } else if (kind === 'showsearch' && key === undefined) {
    q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    scope = { words: searchWords(q), match: data.search.matchOf(q) };
  } else return null;
  const state = readListingState(url, q, known, { brandPage: 'brand' in scope });
  return { scope, refinements: state.refinements, sort: state.sort, currency };
}
