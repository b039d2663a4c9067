import type { MiddlewareHandler } from 'hono';
import { NO_LOCATION, type SessionQueries } from '../data/sessions.js';
import type { StoreQueries } from '../data/stores.js';
import type { AppEnv } from '../env.js';
import { currentSession, ensureSession } from '../session.js';

/**
 * Every page renders the shopper's zip and store (header banner, config block), so read them once
 * up front. A page opened with ?postalCode={zip} (a link from another of the storefront's sites,
 * which cannot share this host's session; SPEC 2.1) first takes that zip when a store serves it.
 */
export function shopperLocation(sessions: SessionQueries, stores: StoreQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const carried = c.req.method === 'GET' ? c.req.query('postalCode') : undefined;
    const found = carried ? stores.lookup(carried) : null;
    const served = found?.place ? stores.storesNear(found.place).length > 0 : false;
    const sid = served ? ensureSession(c) : currentSession(c);
    if (served && sid) sessions.setZip(sid, found!.code);
    c.set('location', sid ? sessions.location(sid) : NO_LOCATION);
    await next();
  };
}
