/**
 * The server markup contract of a listing (README "Server markup"). The widget reads only these
 * data-* hooks (and the page links' `.pagination`), so the platform's classes and the rest of its
 * markup stay its own.
 */
export const REGION = '[data-lto-grid-region]';
export const FEED = '[data-lto-grid-feed]';
/** A result: an article of the feed. */
export const RESULT = `${FEED} > article`;
export const COUNT = '[data-lto-grid-count]';
export const LINK = 'a[data-lto-grid-link]';
export const SELECT = 'select[data-lto-grid-select]';
export const MORE = 'a[data-lto-grid-more]';
export const MORE_ROW = '[data-lto-grid-more-row]';
/** The page links: hidden once every result is on the page (SPEC 2.6). */
export const PAGINATION = '.pagination';

/** A page of results (SPEC 2.6, 9.2): what 'load more' asks for, and the step of `sz`. */
export const PAGE_SIZE = 20;
/** The largest `sz` the platform takes: a larger one gives its default listing of 20. */
export const MAX_SIZE = 200;
