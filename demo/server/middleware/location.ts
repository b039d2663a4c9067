import type { Context, MiddlewareHandler } from 'hono';
import { normalizePostalCode } from '../data/postal-code.js';
import { NO_LOCATION, type SessionQueries } from '../data/sessions.js';
import type { StoreQueries } from '../data/stores.js';
import type { AppEnv } from '../env.js';
import { currentSession, ensureSession } from '../session.js';
import { SITES } from '../site.js';
import { fromAnotherSite } from './request-guard.js';

/** A navigation from this site, or from a page of the storefront's other sites (their links carry the zip). */
function linkFromOurSites(c: Context<AppEnv>): boolean {
  if (!fromAnotherSite(c)) return true;
  const referer = c.req.header('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer).origin : '';
  return SITES.some((site) => c.get('originOf')(site.key) === from);
}

/**
 * Every page renders the shopper's zip and store (header banner, config block), so read them once
 * up front. A page opened with ?postalCode={zip} (a link from another of the storefront's sites,
 * which cannot share this host's session; SPEC 2.1) first takes that zip when it is a code of this
 * site's country and a store serves it, unless a site that is not the storefront's sent the
 * shopper there (request-guard.ts).
 */
export function shopperLocation(sessions: SessionQueries, stores: StoreQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const carried = c.req.method === 'GET' && linkFromOurSites(c) ? c.req.query('postalCode') : undefined;
    const found = carried && normalizePostalCode(carried)?.country === c.get('site').country ? stores.lookup(carried) : null;
    const served = found?.place ? stores.storesNear(found.place).length > 0 : false;
    const sid = served ? ensureSession(c) : currentSession(c);
    if (served && sid) sessions.setZip(sid, found!.code);
    c.set('location', sid ? sessions.location(sid) : NO_LOCATION);
    await next();
  };
}
