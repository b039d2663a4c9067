import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The demo's side of SPEC 7.8's safety calls (issue 20): the captcha's reset, the TLS reports,
 * the stand-in TLS-check service (on an origin of its own, origins.ts) and the demo switches that
 * force SHOW_CAPTCHA and an old browser.
 */
/**
 * rateLimiterReset: GET ?format=ajax clears the session's SHOW_CAPTCHA flag and its POST count,
 * JSON {success: true}. TLSBadTLS / TLSBadBrowser: GET, an old browser's TLS check said TLS below
 * 1.1 / failed (204).
 */
export const SAFETY_URLS = endpointPaths('rateLimiterReset', 'TLSBadTLS', 'TLSBadBrowser');

/** GET ?enabled=1|0: flags this session SHOW_CAPTCHA (as the limiter would) / clears it. */
export const CAPTCHA_SWITCH = '/demo/captcha';
/** GET ?enabled=1|0: this browser is treated as one of SPEC 9.8's old browsers on this host (cookie demo_old_browser=on). */
export const OLD_BROWSER_SWITCH = '/demo/old-browser';
export const OLD_BROWSER_SWITCH_COOKIE = 'demo_old_browser';

/** The stand-in TLS-check service's one path, on its own origin. */
export const TLS_CHECK_PATH = '/a/check';
/** Its query for a browser the demo switch made old: it answers as for an old browser's TLS. */
export const TLS_CHECK_AS_OLD = 'client=old';
