import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { readCookie } from '../../src/core/cookies';

/** The server's way back to the list (the first link inside the tag), read before the runtime removes it. */
export interface BackLink {
  href: string;
  text: string;
}

/**
 * The way back, as the server wrote it; when the shopper came from that very listing (the tile they
 * clicked remembered its address, SPEC 2.6), that address: the listing as they left it, its
 * refinements, sort and page size kept ('Back to Living Room' used to drop them). A listing of
 * another page (a search) leaves the server's link as it is.
 */
export function readBackLink(element: HTMLElement): BackLink | null {
  const link = element.querySelector<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href');
  return link && href ? { href: listingLeft(href) ?? href, text: link.textContent?.trim() ?? '' } : null;
}

function listingLeft(serverHref: string): string | null {
  const left = readCookie(TILE_COOKIES.gridUrl);
  if (!left) return null;
  try {
    const back = new URL(serverHref, location.href);
    const listing = new URL(left, location.href);
    return listing.origin === back.origin && listing.pathname === back.pathname ? `${listing.pathname}${listing.search}` : null;
  } catch {
    return null;
  }
}
