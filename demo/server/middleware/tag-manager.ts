import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.js';
import type { Origins } from '../origins.js';
import { TAG_MANAGER_DIR } from '../paths.js';
import { serveFile } from '../routes/static-files.js';
import { ANALYTICS_SWITCH_COOKIE, TAG_MANAGER_SCRIPT_PATH } from '../views/analytics-urls.js';

/**
 * The stand-in tag manager's host (origins.tagManager, http://tags.localhost:PORT locally): it
 * answers its script and nothing else, as a tag manager's script host serves no storefront. When
 * the configured tag manager origin is a site's own, the script is served there beside the site.
 */
export function tagManagerHost(origins: Origins): MiddlewareHandler<AppEnv> {
  const host = new URL(origins.tagManager).host;
  const hostOfItsOwn = !origins.list.some((entry) => new URL(entry.origin).host === host);
  return async (c, next) => {
    if ((c.req.header('host') ?? '').toLowerCase() !== host) return next();
    if (c.req.path === TAG_MANAGER_SCRIPT_PATH && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return serveFile(c, TAG_MANAGER_DIR, 'gtm.js', 'no-cache');
    }
    return hostOfItsOwn ? c.text('Not found', 404) : next();
  };
}

/**
 * SPEC 9.9's ISGTMENABLE as the demo plays it: per browser and per host (the demo_gtm cookie the
 * switch at /demo/analytics-switch writes), off by default. When on, `tagManagerOrigin` names where
 * the page's loader tag gets the script, and the page's CSP lets that origin's scripts run.
 */
export function tagManagerSwitch(origins: Origins): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('tagManagerOrigin', getCookie(c, ANALYTICS_SWITCH_COOKIE) === 'on' ? origins.tagManager : null);
    await next();
  };
}
