import type { Context, MiddlewareHandler } from 'hono';
import { carriesSessionToken } from '../csrf.js';
import type { SessionQueries } from '../data/sessions.js';
import type { AppEnv } from '../env.js';
import { isJsonRequest, readForm } from '../routes/form-input.js';
import { IDENTITY_SWITCH } from '../views/account-urls.js';
import { ANALYTICS_SWITCH } from '../views/analytics-urls.js';
import { CAPTCHA_SWITCH, OLD_BROWSER_SWITCH, SAFETY_URLS } from '../views/safety-urls.js';
import { COOKIE_HINT_SWITCH } from '../views/visitor-consent.js';
import { PAGE_CHROME_SWITCH } from '../views/page-chrome.js';
import { HOSTED_SEARCH_SWITCH } from '../routes/hosted-search.js';
import { CHAT_SWITCH, FRAUD_SWITCH } from '../outside-services.js';

/** Methods that change nothing; every other one does. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * GETs that change the shopper's state anyway: SPEC 7.5 makes the compare calls GETs, SPEC 7.8
 * the captcha's reset, and the demo's identity, tag manager, COOKIE_HINT, captcha, old-browser,
 * hosted search, chat, fraud and page-chrome switches are links. They are refused when another
 * site starts them.
 */
export const STATE_CHANGING_GETS = new Set([
  '/compare/add',
  '/compare/remove',
  SAFETY_URLS.rateLimiterReset,
  IDENTITY_SWITCH,
  ANALYTICS_SWITCH,
  COOKIE_HINT_SWITCH,
  CAPTCHA_SWITCH,
  OLD_BROWSER_SWITCH,
  HOSTED_SEARCH_SWITCH,
  CHAT_SWITCH,
  FRAUD_SWITCH,
  PAGE_CHROME_SWITCH,
]);

/**
 * True when Fetch Metadata says another site started the request (a link, a form or a script on
 * another origin's page). Browsers send Sec-Fetch-Site with every request; a client that sends
 * none (an old browser, a script) is judged by the token and Origin checks alone.
 */
export function fromAnotherSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** A call of the widgets' (a JSON answer wanted, SPEC 7.1's format=ajax) rather than a plain form's navigation. */
export const wantsJson = (c: Context<AppEnv>, form: Record<string, unknown> | null = null): boolean =>
  isJsonRequest(c) ||
  /json/i.test(c.req.header('accept') ?? '') ||
  c.req.header('x-requested-with') === 'XMLHttpRequest' ||
  c.req.query('format') === 'ajax' ||
  form?.['format'] === 'ajax';

/**
 * What a state-changing request must show before any route sees it:
 * - it does not come from another site (Sec-Fetch-Site), for GETs in STATE_CHANGING_GETS too;
 * - a POST's body can be read (a broken multipart body is a 400, never a 500), and the POST is
 *   either a JSON call from a page of this site (Content-Type application/json, which a
 *   cross-site form cannot send, and an Origin header naming the site's own origin) or carries
 *   the session's CSRF token (the X-CSRF-Token header the widgets send, or the csrf_token field
 *   of a plain form).
 * A refusal is 403: `{success: false}` to a widget's call, a short text to a form's navigation.
 */
export function requestGuard(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const changesState = !SAFE_METHODS.has(method) || STATE_CHANGING_GETS.has(c.req.path);
    if (!changesState) return next();
    if (fromAnotherSite(c)) return refuse(c);
    if (SAFE_METHODS.has(method)) return next();

    const form = isJsonRequest(c) ? {} : await readForm(c);
    if (!form) return c.json({ success: false, error: 'bad-form' }, 400, NO_STORE);
    const sameOriginJson = isJsonRequest(c) && c.req.header('origin') === c.get('origin');
    if (!sameOriginJson && !carriesSessionToken(c, sessions, form)) return refuse(c, form);
    return next();
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function refuse(c: Context<AppEnv>, form: Record<string, unknown> | null = null): Response {
  return wantsJson(c, form) ? c.json({ success: false }, 403, NO_STORE) : c.text(c.get('text').formExpired, 403, NO_STORE);
}
