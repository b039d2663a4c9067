/**
 * The demo switch that serves this browser the pages of one host without the site's chrome: no
 * header (navigation, search, zip banner, account drawer, cart link), no footer (sign-up forms,
 * chat) and none of the pop-ups (interstitial, privacy bar, cookie consent). The page's own
 * content and its widgets are as always, and the session the chrome's forms would have made (the
 * CSRF token of every widget POST) is made all the same (routes/render.ts).
 *
 * It is there for the browser tests of a page's own widgets (demo/e2e, `useDemo({ lite: true })`):
 * the chrome's islands are prefetched after every load (about 80 requests), which made a listing
 * cost a fifth more CPU. The accessibility, markup and page-width tests keep every page whole.
 * GET ?enabled=0 leaves the chrome out (cookie demo_chrome=off, per host), ?enabled=1 brings it back.
 */
export const PAGE_CHROME_SWITCH = '/demo/page-chrome';
export const PAGE_CHROME_SWITCH_COOKIE = 'demo_chrome';
export const PAGE_CHROME_OFF = 'off';
