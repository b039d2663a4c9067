import { GRID_VIEW_COOKIE, isGridView, type GridView } from '../../src/contracts/grid-view';
import { readCookie, writeCookie } from '../../src/core/cookies';
import { LAID_OUT, markLaidOut } from './laid-out';
import { FEED } from './markup-hooks';

/**
 * The grid / wide toggle (SPEC 2.6), README "Server markup": two links, each to the listing in its
 * layout (`data-lto-grid-view="grid"` or `"wide"`), the one drawn marked aria-current; the
 * feed carries `data-lto-grid-wide` in the wide layout. Once the grid is drawn they are
 * toggle buttons (aria-pressed) that switch the layout in place and keep the choice for the visit
 * in the ltoGridView cookie, which the platform reads to draw it on the next listing.
 */
const VIEW_LINK = 'a[data-lto-grid-view]';

/** The layout in `root`: on its feed, and pressed on its toggle. */
function show(root: ParentNode, view: GridView): void {
  const feed = root.querySelector(FEED);
  if (feed && feed.hasAttribute('data-lto-grid-wide') !== (view === 'wide')) {
    feed.toggleAttribute('data-lto-grid-wide', view === 'wide');
    // The heights the results were drawn with are the other layout's: each is drawn again before
    // it may go unrendered far from the window (laid-out.ts), else one counted as a grid tile's
    // height shrank to a wide row's as the shopper came near, and the page jumped.
    const results = [...feed.children];
    for (const result of results) result.removeAttribute(LAID_OUT);
    markLaidOut(results);
  }
  for (const link of root.querySelectorAll(VIEW_LINK)) {
    link.setAttribute('role', 'button');
    link.removeAttribute('aria-current');
    link.setAttribute('aria-pressed', String(link.getAttribute('data-lto-grid-view') === view));
  }
}

/**
 * Makes the toggle in `root` buttons, showing the layout the shopper chose in this visit (a listing
 * the platform drew in the other one, a Back to an address that asked for it, takes it too), or
 * the one drawn when they chose none.
 */
export function upgradeGridView(root: ParentNode): void {
  const chosen = readCookie(GRID_VIEW_COOKIE);
  show(root, isGridView(chosen) ? chosen : root.querySelector(`${FEED}[data-lto-grid-wide]`) ? 'wide' : 'grid');
}

/**
 * Points the toggle's links at `address`, the listing as the page now shows it ('load more' wrote
 * it), each in its layout (`?view=`, README): opened in a new tab or copied, a link still gives
 * the results the shopper has, not those the server first drew.
 */
export function pointGridViewsAt(root: ParentNode, address: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(VIEW_LINK)) {
    const url = new URL(address, link.href);
    url.searchParams.set('view', link.getAttribute('data-lto-grid-view') ?? '');
    url.hash = '';
    if (url.href !== link.href) link.href = url.href;
  }
}

/** A click, or Space, on a layout button: that layout, now and for the visit. True when it was one. */
export function onGridViewEvent(root: ParentNode, target: Element, event: KeyboardEvent | MouseEvent): boolean {
  const view = target.closest(VIEW_LINK)?.getAttribute('data-lto-grid-view');
  // Enter arrives as a click; a button takes Space too, a link does not.
  if (!isGridView(view) || (event instanceof KeyboardEvent && event.key !== ' ')) return false;
  event.preventDefault();
  writeCookie(GRID_VIEW_COOKIE, view, 'session');
  show(root, view);
  return true;
}
