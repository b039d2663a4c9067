/**
 * The pop-up's display state (SPEC 4.1, 9.4), kept in local storage as newemailInterstitial:
 * absent → 'first' on the first visit (nothing shown); while 'first' the pop-up shows on later
 * eligible pages; closing it sets 'closed', and it never shows again. Without usable storage
 * (blocked, full, private mode) it never shows: we could not remember that it was closed.
 */
export const STORAGE_KEY = 'newemailInterstitial';

/** SPEC 9.3: shown 1 s after the page has loaded (and after the shopper is free, shopper-busy.ts). */
export const SHOW_DELAY_MS = 1000;
/** How often the pop-up looks whether the shopper is free, while it waits to open. */
export const CALM_CHECK_MS = 250;

/**
 * Page types (the config block's page.type) the pop-up never shows on: SPEC 2.4's home page and
 * privacy policy, sweepstakes rules, emergency message and COVID updates pages; and the cart,
 * checkout steps and account pages, where the shopper is checking out or filling in forms.
 */
export const EXCLUDED_PAGE_TYPES: readonly string[] = ['storefront', 'privacy-policy', 'sweepstakes-rules', 'emergency-message', 'covid-updates', 'cart', 'checkout', 'account'];

function storage(win: Window): Storage | undefined {
  try {
    return win.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Called once per page: records the first visit, and says whether this page shows the pop-up.
 * An unknown value counts as absent.
 */
export function visitShowsPopup(win: Window, pageType: string): boolean {
  const store = storage(win);
  if (!store) return false;
  try {
    const state = store.getItem(STORAGE_KEY);
    if (state === 'closed') return false;
    if (state !== 'first') {
      store.setItem(STORAGE_KEY, 'first');
      return false;
    }
    return !EXCLUDED_PAGE_TYPES.includes(pageType);
  } catch {
    return false;
  }
}

const DECIDED = Symbol.for('lto-widgets.interstitial-decided');

/**
 * visitShowsPopup, asked once per pop-up element: the autoloader's wake module asks first, the
 * widget again when it is drawn, and a first visit must not become a later one between the two.
 */
export function decideOnce(element: Element, win: Window, pageType: string): boolean {
  const marked = element as Element & { [DECIDED]?: boolean };
  return (marked[DECIDED] ??= visitShowsPopup(win, pageType));
}

/** The shopper closed the pop-up (or signed up): never again. */
export function rememberClosed(win: Window): void {
  try {
    storage(win)?.setItem(STORAGE_KEY, 'closed');
  } catch {
    // Nothing to do: without storage the pop-up does not show anyway.
  }
}
