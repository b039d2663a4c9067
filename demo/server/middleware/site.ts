import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import type { Origins } from '../origins.js';
import { textFor } from '../views/text/index.js';

/**
 * The three storefronts share one port and differ only by host name. The Host header only picks
 * one of the configured origins: the origin itself (and so every absolute URL) comes from the
 * configuration, and an unknown host gets the English US site at its configured origin.
 */
export function siteByHost(origins: Origins): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { site, origin } = origins.forHost(c.req.header('host'));
    c.set('site', site);
    c.set('text', textFor(site));
    c.set('origin', origin);
    c.set('originOf', origins.of);
    await next();
  };
}
