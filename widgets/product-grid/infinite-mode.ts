import { pick, readConfigBlock } from '../../src/core/config-block';

/** The items-per-page choice that turns infinite scroll on (SPEC 2.6). */
export const INFINITE_SCROLL = 'INFINITE_SCROLL';

/** The shopper's own choice, for the tab: it outlives reloads and the way back, not the tab. */
const CHOICE = 'lto-grid-infinite-scroll';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Infinite scroll or 'load more' (SPEC 2.6, 4.8): the shopper's items-per-page choice in this tab
 * when they made one, else the site preference LISTING_INFINITE_SCROLL. A browser without
 * IntersectionObserver keeps 'load more'.
 */
export function infiniteScrollOn(): boolean {
  if (typeof IntersectionObserver === 'undefined') return false;
  const chosen = storage()?.getItem(CHOICE);
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  // The block as written, not the checked config: the wake module reads this too, before valibot is on the page.
  const preference = pick(readConfigBlock(), 'preferences', 'LISTING_INFINITE_SCROLL');
  return preference === true || preference === 'true';
}

export function chooseInfiniteScroll(on: boolean): void {
  try {
    storage()?.setItem(CHOICE, on ? 'on' : 'off');
  } catch {
    // storage full or off: the choice lasts for this page
  }
}
