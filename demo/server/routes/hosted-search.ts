import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { HostedInsightSchema } from '../../../src/contracts/hosted-search.js';
import { removeCookie, writeCookie } from '../cookies.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { redirectTo, refererPath } from '../redirects.js';
import { SITES } from '../site.js';
import { SEARCH_URLS } from '../views/search-urls.js';

/** The demo switch of the hostedSearchEnabled preference: ?enabled=1 or 0 for this browser (cookie demo_hosted_search). */
export const HOSTED_SEARCH_SWITCH = '/demo/hosted-search';
const SWITCH_COOKIE = 'demo_hosted_search';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The hosted search service's stand-in (SPEC 7.6, 7.9): another company's service in production,
 * played here under /hosted-search/ on the storefront's own origin (the pages' CSP, connect-src
 * 'self', needs nothing more). It knows no storefront session, so it is mounted before the
 * session and request-guard middleware and answers without cookies: a JSON answer per query
 * (data/hosted-search.ts) and the insight events it records. The site's language comes from the
 * locale asked for, else the host's site.
 */
export function hostedSearchService(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(SEARCH_URLS.hostedSearch, (c) => {
    const site = SITES.find((s) => s.locale === c.req.query('locale')) ?? c.get('site');
    return c.json(data.hostedSearch.answer(site.key, site.lang, c.req.query('q') ?? ''), 200, NO_STORE);
  });

  app.post(SEARCH_URLS.hostedSearchInsights, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ status: 400, message: 'not JSON' }, 400, NO_STORE);
    }
    const event = v.safeParse(HostedInsightSchema, body);
    if (!event.success) return c.json({ status: 422, message: 'not an insight event' }, 422, NO_STORE);
    data.hostedSearch.recordEvent(event.output);
    return c.json({ status: 200, message: 'OK' }, 200, NO_STORE);
  });

  return app;
}

/** Whether this request's pages ask the hosted service: the site's preference, unless the demo switch says otherwise. */
export function hostedSearchPreference(data: DataAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const switched = getCookie(c, SWITCH_COOKIE);
    c.set('hostedSearch', switched === 'on' ? true : switched === 'off' ? false : data.hostedSearch.enabledOn(c.get('site').key));
    await next();
  };
}

/** The demo switch, a link like /demo/identity's: tests turn hosted search on or off for their browser. */
export function hostedSearchSwitch(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(HOSTED_SEARCH_SWITCH, (c: Context<AppEnv>) => {
    const enabled = c.req.query('enabled');
    if (enabled === '1') writeCookie(c, SWITCH_COOKIE, 'on', { httpOnly: true });
    else if (enabled === '0') writeCookie(c, SWITCH_COOKIE, 'off', { httpOnly: true });
    else if (enabled === 'site') removeCookie(c, SWITCH_COOKIE);
    return redirectTo(c, refererPath(c));
  });
  return app;
}
