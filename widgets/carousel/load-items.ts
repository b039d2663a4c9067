import { endpoint } from '../../src/core/config';
import { getSafeFragment } from '../../src/ui/safe-fragment';
import { readRecentlyViewed, recordViewed } from './recently-viewed';

/** The product tiles endpoint of the config block: GET {productTiles}?pids=P1,P2&format=ajax -> HTML. */
export const TILES_ENDPOINT = 'productTiles';

/**
 * The recently viewed products' tiles, newest first, without the product on the page (`current`),
 * which is then remembered as viewed. Each top-level element of the answer is one item; the
 * fragment is sanitized first (our tags kept, so the tiles become islands). No products viewed
 * before, or no endpoint: no request, no items.
 */
export async function loadRecentlyViewed(current: string): Promise<Element[]> {
  const pids = readRecentlyViewed().filter((pid) => pid !== current);
  if (current) recordViewed(current);
  if (pids.length === 0) return [];
  const url = endpoint(TILES_ENDPOINT);
  if (!url) return [];
  const safe = await getSafeFragment(url, { pids: pids.join(',') });
  const template = document.createElement('template');
  // A TrustedHTML where the browser has Trusted Types (the page's CSP refuses a plain string).
  template.innerHTML = safe as unknown as string;
  return [...template.content.children];
}
