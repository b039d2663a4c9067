import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import { siteForHost } from '../site.js';
import { textFor } from '../views/text/index.js';

/** The three storefronts share one port and differ only by host name. */
export const siteByHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = siteForHost(c.req.header('host') ?? new URL(c.req.url).host);
  c.set('site', site);
  c.set('text', textFor(site));
  await next();
};
