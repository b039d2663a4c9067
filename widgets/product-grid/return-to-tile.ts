import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { readCookie } from '../../src/core/cookies';
import { PAGE_SIZE } from './markup-hooks';

/** SPEC 9.3: pages 'load more' added are asked for again at one request per 500 ms. */
export const RESTORE_STEP_MS = 500;
/** SPEC 2.6 and 9.3: the scroll back waits 500 ms (the restored tiles and their images settle) ... */
export const RETURN_SCROLL_DELAY_MS = 500;
/** ... and leaves 100px above the tile, so a sticky header covers none of it. */
export const RETURN_SCROLL_MARGIN_PX = 100;
/** At most this many pages are asked for again: the platform's largest listing (sz=200). */
const MAX_RESTORED_PAGES = 10;

/** A listing's identity: its address without the paging (start, sz, currentPage), the fragment or the format. */
function sameListing(a: string, b: string): boolean {
  const identity = (href: string) => {
    const url = new URL(href, document.baseURI);
    url.hash = '';
    for (const name of ['start', 'sz', 'currentPage', 'format']) url.searchParams.delete(name);
    url.searchParams.sort();
    return url.href;
  };
  return identity(a) === identity(b);
}

const arrivedByBackOrForward = () => (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/** The page was reached by Back or Forward, or from the product page the shopper opened from this listing. */
function cameBack(pid: string): boolean {
  if (arrivedByBackOrForward()) return true;
  if (!document.referrer || !pid) return false;
  const from = new URL(document.referrer);
  return from.origin === location.origin && decodeURIComponent(from.pathname + from.search).includes(pid);
}

/**
 * The tile position (from 1) to take the shopper back to, when they are coming back to this
 * listing from a tile they opened on it (the cookies the tile wrote, SPEC 2.6, else the link's
 * #start on the entry Back came from); otherwise none.
 */
export function returnPosition(): number | undefined {
  const gridUrl = readCookie(TILE_COOKIES.gridUrl);
  const position = tilePosition(readCookie(TILE_COOKIES.position));
  if (!gridUrl || position === undefined || !sameListing(gridUrl, location.href)) return openedBeforeOurCode();
  return cameBack(readCookie(TILE_COOKIES.product) ?? '') ? position : undefined;
}

/** A tile's place in the list (from 1), from the text of a cookie or a link's hash. */
function tilePosition(text: string | null | undefined): number | undefined {
  const position = Number(text);
  return text && Number.isSafeInteger(position) && position >= 1 ? position : undefined;
}

type EntriesOf = { navigation?: { currentEntry?: { index: number } | null; entries(): { url: string | null }[] } };

/**
 * A tile opened before our code ran (a quick shopper, a slow phone) wrote no cookie, or left those
 * of another listing, but its link carries `#start={idx+1}` (SPEC 2.6). Back from it, the entry
 * after this one in the tab's history is that product page, which the Navigation API shows where
 * the browser has it.
 */
function openedBeforeOurCode(): number | undefined {
  const tab = (window as Window & EntriesOf).navigation;
  const current = tab?.currentEntry;
  if (!tab || !current || !arrivedByBackOrForward()) return undefined;
  const next = tab.entries()[current.index + 1]?.url;
  return next ? tilePosition(new URLSearchParams(new URL(next).hash.slice(1)).get('start')) : undefined;
}

/** How many more pages to ask for so that `position` is on the page, within the platform's limit. */
export function pagesToRestore(position: number, shown: number, total: number): number {
  if (position <= shown || shown >= total) return 0;
  return Math.min(MAX_RESTORED_PAGES, Math.ceil((Math.min(position, total) - shown) / PAGE_SIZE));
}

/** Scrolls so the tile is in the window with the margin above it, unless the browser's own restore already shows it. */
export function scrollBackTo(tile: HTMLElement): void {
  const box = tile.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + box.top - RETURN_SCROLL_MARGIN_PX });
}
