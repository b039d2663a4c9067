import type { MiddlewareHandler } from 'hono';
import type { createNavigationQueries } from '../data/navigation.js';
import type { AppEnv } from '../env.js';

/** The site's header navigation, read from the database when a page asks for it (JSON answers never do). */
export function siteNavigation(navigation: ReturnType<typeof createNavigationQueries>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('navigation', () => navigation.of(c.get('site').key));
    await next();
  };
}
