import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddressOf, type ClientAddress } from './client-address.js';
import type { Db } from './db/open.js';
import { createDataAccess } from './data/index.js';
import { distFiles } from './dist-snapshot.js';
import type { AppEnv } from './env.js';
import { createIdentity, type Identity } from './identity/index.js';
import { storefrontAccount } from './middleware/account.js';
import { shopperLocation } from './middleware/location.js';
import { requestGuard } from './middleware/request-guard.js';
import { securityHeaders } from './middleware/security-headers.js';
import { siteNavigation } from './middleware/navigation.js';
import { cartCount } from './middleware/cart-count.js';
import { siteByHost } from './middleware/site.js';
import { oldBrowser, postRateLimit, tlsCheckHost } from './middleware/safety.js';
import { tagManagerHost, tagManagerSwitch } from './middleware/tag-manager.js';
import { localOrigins, parseOrigins, type Origins } from './origins.js';
import { createPostLimiter, type PostLimiter } from './post-limit.js';
import { outsideServiceHosts, outsideServicePreferences, outsideServiceSwitches } from './outside-services.js';
import { createAttemptLimiter, type AttemptLimiter } from './rate-limit.js';
import { PUBLIC_DIR } from './paths.js';
import { accountRoutes } from './routes/account.js';
import { applyRoutes } from './routes/apply.js';
import { analyticsRoutes } from './routes/analytics.js';
import { articleRoutes } from './routes/articles.js';
import { assetRoutes } from './routes/assets.js';
import { carouselRoutes } from './routes/carousel.js';
import { cartRoutes } from './routes/cart.js';
import { checkoutRoutes } from './routes/checkout.js';
import { compareRoutes } from './routes/compare.js';
import { contentRoutes } from './routes/content.js';
import { favoriteRoutes } from './routes/favorites.js';
import { fraudSessionRoutes } from './routes/fraud-session.js';
import { imageRoutes } from './routes/images.js';
import { infoPageRoutes } from './routes/info-pages.js';
import { visitorConsentRoutes } from './routes/visitor-consent.js';
import { listingRoutes } from './routes/listing.js';
import { locationRoutes } from './routes/location.js';
import { orderRoutes } from './routes/orders.js';
import { orderTrackingRoutes } from './routes/order-tracking.js';
import { contactUsRoutes } from './routes/contact-us.js';
import { pageRoutes } from './routes/pages.js';
import { productNavRoutes } from './routes/product-nav.js';
import { productSetRoutes } from './routes/product-sets.js';
import { productVariantRoutes } from './routes/product-variants.js';
import { renderError, viewContext } from './routes/render.js';
import { hostedSearchPreference, hostedSearchService, hostedSearchSwitch } from './routes/hosted-search.js';
import { safetyRoutes } from './routes/safety.js';
import { pageChromeSwitch } from './routes/page-chrome.js';
import { searchRoutes } from './routes/search.js';
import { signupRoutes } from './routes/signups.js';
import { sessionScope } from './session.js';
import { storeRoutes } from './routes/stores.js';

/** Every form and JSON body of the storefront fits in 16 KB (the identity provider's limit too). */
export const MAX_BODY_BYTES = 16 * 1024;

export interface AppOptions {
  db: Db;
  /** The widgets' build output, served at /dist/. */
  distDir: string;
  /**
   * The identity provider whose tokens the token login accepts; start.ts shares it with the /oidc
   * listener. Apps without one (route tests) get their own, reachable only in-process.
   */
  identity?: Identity;
  /** The origins served (absolute URLs come from here, never from Host); defaults to the local ones on port 4173. */
  origins?: Origins;
  /** Sign-in and registration attempts, shared with the identity provider's; a fresh one by default. */
  attempts?: AttemptLimiter;
  /** The address the attempts are counted by: the socket's by default (client-address.ts). */
  clientAddress?: ClientAddress;
  /** The POSTs per session that set SHOW_CAPTCHA (post-limit.ts); a fresh one by default. */
  posts?: PostLimiter;
}

export function createApp({
  db,
  distDir,
  identity,
  origins = parseOrigins(localOrigins(4173)),
  attempts = createAttemptLimiter(),
  clientAddress = clientAddressOf(),
  posts = createPostLimiter(),
}: AppOptions): Hono<AppEnv> {
  const data = createDataAccess(db);
  // Storefront category URLs often end in '/', where the last segment before it names the category (SPEC 2.1).
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', securityHeaders);
  app.use('*', siteByHost(origins));
  app.use('*', tagManagerHost(origins));
  app.use('*', tlsCheckHost(origins));
  // The fraud provider's, the chat service's and the wallet provider's stand-ins, each on its own host (no session).
  const outside = outsideServiceHosts(origins);
  app.use('*', outside.middleware);
  // Files and pictures need no session: they are answered before the session middleware runs.
  app.route('/', assetRoutes(distFiles(distDir), PUBLIC_DIR));
  app.route('/', imageRoutes(data.products));
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Payload Too Large', 413, { 'Cache-Control': 'no-store' }) }));
  // The hosted search service's stand-in: another company's in production, so no storefront session.
  app.route('/', hostedSearchService(data));
  app.use('*', sessionScope(data.sessions));
  app.use('*', requestGuard(data.sessions));
  app.use('*', postRateLimit(posts));
  app.use('*', oldBrowser(origins));
  app.use('*', shopperLocation(data.sessions, data.stores));
  app.use('*', storefrontAccount(data.sessions, data.accounts));
  app.use('*', tagManagerSwitch(origins));
  app.use('*', siteNavigation(data.navigation));
  app.use('*', cartCount(data.cart));
  app.use('*', hostedSearchPreference(data));
  app.use('*', outsideServicePreferences(origins, data.accounts));

  app.route('/', compareRoutes(data));
  app.route('/', favoriteRoutes(db, data));
  app.route('/', locationRoutes(data));
  app.route('/', orderRoutes(data));
  app.route('/', checkoutRoutes(data));
  app.route('/', applyRoutes(data));
  app.route('/', orderTrackingRoutes(data));
  app.route('/', contactUsRoutes(data));
  app.route('/', storeRoutes(data));
  app.route('/', productVariantRoutes(data));
  app.route('/', carouselRoutes(data));
  app.route('/', searchRoutes(data));
  app.route('/', hostedSearchSwitch());
  app.route('/', outsideServiceSwitches());
  app.route('/', fraudSessionRoutes(outside.fraud));
  app.route('/', productNavRoutes(data));
  app.route('/', productSetRoutes(data));
  app.route('/', cartRoutes(data, outside.wallet));
  app.route('/', contentRoutes(data));
  app.route('/', accountRoutes(data, identity ?? createIdentity(db, data.accounts, origins, attempts, clientAddress), attempts, clientAddress));
  app.route('/', signupRoutes(data));
  app.route('/', analyticsRoutes(data));
  app.route('/', infoPageRoutes(data));
  app.route('/', visitorConsentRoutes(data));
  app.route('/', safetyRoutes(posts));
  app.route('/', pageChromeSwitch());
  app.route('/', articleRoutes(data));
  app.route('/', pageRoutes(data));
  app.route('/', listingRoutes(data));

  app.notFound((c) => renderError(c, viewContext(c, data.products), 404));
  app.onError((error, c) => {
    console.error('[demo] request failed:', c.req.method, c.req.path, error);
    try {
      return renderError(c, viewContext(c, data.products), 500);
    } catch {
      return c.text('Internal Server Error', 500);
    }
  });

  return app;
}
