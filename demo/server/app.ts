import { Hono } from 'hono';
import type { Db } from './db/open.js';
import { createDataAccess } from './data/index.js';
import type { AppEnv } from './env.js';
import { createIdentity, type Identity } from './identity/index.js';
import { storefrontAccount } from './middleware/account.js';
import { shopperLocation } from './middleware/location.js';
import { securityHeaders } from './middleware/security-headers.js';
import { siteByHost } from './middleware/site.js';
import { PUBLIC_DIR } from './paths.js';
import { accountRoutes } from './routes/account.js';
import { assetRoutes } from './routes/assets.js';
import { carouselRoutes } from './routes/carousel.js';
import { compareRoutes } from './routes/compare.js';
import { contentRoutes } from './routes/content.js';
import { favoriteRoutes } from './routes/favorites.js';
import { imageRoutes } from './routes/images.js';
import { locationRoutes } from './routes/location.js';
import { orderRoutes } from './routes/orders.js';
import { pageRoutes } from './routes/pages.js';
import { productNavRoutes } from './routes/product-nav.js';
import { productSetRoutes } from './routes/product-sets.js';
import { productVariantRoutes } from './routes/product-variants.js';
import { renderError, viewContext } from './routes/render.js';
import { storeRoutes } from './routes/stores.js';

export interface AppOptions {
  db: Db;
  /** The widgets' build output, served at /dist/. */
  distDir: string;
  /**
   * The identity provider whose tokens the token login accepts; start.ts shares it with the /oidc
   * listener. Apps without one (route tests) get their own, reachable only in-process.
   */
  identity?: Identity;
}

export function createApp({ db, distDir, identity }: AppOptions): Hono<AppEnv> {
  const data = createDataAccess(db);
  // Storefront category URLs often end in '/', where the last segment before it names the category (SPEC 2.1).
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', securityHeaders);
  app.use('*', siteByHost);
  app.use('*', shopperLocation(data.sessions, data.stores));
  app.use('*', storefrontAccount(data.sessions));

  app.route('/', assetRoutes(distDir, PUBLIC_DIR));
  app.route('/', imageRoutes(data.products));
  app.route('/', compareRoutes(data));
  app.route('/', favoriteRoutes(db, data));
  app.route('/', locationRoutes(data));
  app.route('/', orderRoutes(data));
  app.route('/', storeRoutes(data));
  app.route('/', productVariantRoutes(data));
  app.route('/', carouselRoutes(data));
  app.route('/', productNavRoutes(data));
  app.route('/', productSetRoutes(data));
  app.route('/', contentRoutes(data));
  app.route('/', accountRoutes(data, identity ?? createIdentity(db, data.accounts)));
  app.route('/', pageRoutes(data));

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
