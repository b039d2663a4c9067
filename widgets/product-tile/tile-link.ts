import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { writeCookie } from '../../src/core/cookies';

/**
 * A tile link as the server writes it: the product URL with `#start={idx+1}` (SPEC 2.6), so the
 * product page knows its place in the list even when the link is followed before any of our code
 * has run; without an idx, the URL as it is.
 */
export function tileHref(url: string, idx: number): string {
  return idx < 0 ? url : `${url.split('#')[0]}#start=${idx + 1}`;
}

/** Stores the grid URL, the product id and idx+1, and writes `#start={idx+1}` into the link. */
export function rememberTileClick(link: HTMLAnchorElement, pid: string, idx: number): void {
  writeCookie(TILE_COOKIES.gridUrl, location.href.split('#')[0] ?? '');
  writeCookie(TILE_COOKIES.product, pid);
  if (idx < 0) return;
  const position = idx + 1;
  writeCookie(TILE_COOKIES.position, String(position));
  // Changed before the browser follows the link, so the product page opens at #start=N.
  link.hash = `start=${position}`;
}
