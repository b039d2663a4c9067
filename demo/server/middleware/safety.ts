import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINT_PATHS } from '../../../src/contracts/endpoint-paths.js';
import { isOldTlsBrowser } from '../../../src/contracts/old-browsers.js';
import type { AppEnv } from '../env.js';
import type { Origins } from '../origins.js';
import type { PostLimiter } from '../post-limit.js';
import { redirectTo, refererPath } from '../redirects.js';
import { OLD_BROWSER_SWITCH_COOKIE, TLS_CHECK_AS_OLD, TLS_CHECK_PATH } from '../views/safety-urls.js';
import { isJsonRequest, readForm } from '../routes/form-input.js';
import { wantsJson } from './request-guard.js';

/**
 * Not counted: the demo's own tools, the identity provider, and the checkout's log lines, which
 * the widgets send by themselves as the shopper goes (SPEC 7.4; capped per session apart).
 */
const NOT_COUNTED = new RegExp(`^/(?:demo|oidc)/|^(?:${ENDPOINT_PATHS.logCheckoutSessionActivity}|${ENDPOINT_PATHS.logCheckoutDebugMessage})$`);

/**
 * SPEC 4.1's SHOW_CAPTCHA as the demo plays it (post-limit.ts): every storefront POST of a session
 * is counted; over the limit, or while flagged, the POST is refused (429 {success:false} to a
 * widget's call, back to the page it came from for a plain form, where the captcha opens). Every
 * request learns whether its session is flagged (`showCaptcha`, the config block's page flag).
 */
export function postRateLimit(limiter: PostLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && !NOT_COUNTED.test(c.req.path) && !limiter.post(c.get('session').ensure())) {
      // Hono keeps the parsed body: the request guard read it already, the route can again.
      if (wantsJson(c, isJsonRequest(c) ? null : await readForm(c))) return c.json({ success: false, error: 'rate-limited' }, 429, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
      return redirectTo(c, refererPath(c));
    }
    c.set('showCaptcha', limiter.isFlagged(c.get('session').id()));
    await next();
  };
}

/**
 * The old browsers of SPEC 9.8, decided here from the User-Agent (or the demo switch,
 * /demo/old-browser): for them, `tlsCheckUrl` is the stand-in TLS-check service's URL the page's
 * <lto-browser-check> asks, and the page's CSP lets it connect there; for every other browser it
 * is null and the page has no browser-check tag. Pages differ by User-Agent, so they say so (Vary).
 */
export function oldBrowser(origins: Origins): MiddlewareHandler<AppEnv> {
  const service = `${origins.tlsCheck}${TLS_CHECK_PATH}`;
  return async (c, next) => {
    const forced = getCookie(c, OLD_BROWSER_SWITCH_COOKIE) === 'on';
    const old = isOldTlsBrowser(c.req.header('user-agent'));
    c.set('tlsCheckUrl', old ? service : forced ? `${service}?${TLS_CHECK_AS_OLD}` : null);
    await next();
    c.res.headers.append('Vary', 'User-Agent');
  };
}

/**
 * The stand-in TLS-check service's host (origins.tlsCheck, http://tls.localhost:PORT locally),
 * answering as a public one does (JSON, any origin may read it): `tls_version` is 'TLS 1.0' for
 * the old browsers of SPEC 9.8 (the version they speak) and for a page the demo switch made old
 * (?client=old), else 'TLS 1.2'. The demo serves plain HTTP, so it cannot see a real version.
 */
export function tlsCheckHost(origins: Origins): MiddlewareHandler<AppEnv> {
  const host = new URL(origins.tlsCheck).host;
  const hostOfItsOwn = !origins.list.some((entry) => new URL(entry.origin).host === host);
  return async (c, next) => {
    if ((c.req.header('host') ?? '').toLowerCase() !== host || (!hostOfItsOwn && c.req.path !== TLS_CHECK_PATH)) return next();
    if (c.req.path !== TLS_CHECK_PATH || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return c.text('Not found', 404);
    const old = isOldTlsBrowser(c.req.header('user-agent')) || c.req.query('client') === 'old';
    return c.json(
      { tls_version: old ? 'TLS 1.0' : 'TLS 1.2', rating: old ? 'Bad' : 'Probably Okay' },
      200,
      { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    );
  };
}
