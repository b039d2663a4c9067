/**
 * The demo's side of analytics (issue 21): the stand-in tag manager's script (served on the tag
 * manager's own origin, origins.ts), the endpoint it posts the dataLayer's records to, the page
 * listing them and the per-browser switch of SPEC 9.9's ISGTMENABLE.
 */
export const ANALYTICS_PAGE = '/demo/analytics';
/** POST, JSON `{page, record}`: one dataLayer record, from the page's own origin (the script runs in the page). */
export const ANALYTICS_COLLECT = '/demo/analytics/collect';
/** POST, a plain form with csrf_token: empties the table, then back to the page. */
export const ANALYTICS_CLEAR = '/demo/analytics/clear';
/** GET ?enabled=1|0: ISGTMENABLE for this browser on this host (cookie demo_gtm=on); off by default. */
export const ANALYTICS_SWITCH = '/demo/analytics-switch';
export const ANALYTICS_SWITCH_COOKIE = 'demo_gtm';

/** The script's path on the tag manager's origin, and the container id a real tag would name. */
export const TAG_MANAGER_SCRIPT_PATH = '/gtm.js';
export const TAG_MANAGER_CONTAINER = 'GTM-DEMO';

/** A record's JSON (the posted body with its page path) is refused over this: 413. */
export const MAX_RECORD_BYTES = 8 * 1024;
