import { Hono } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { CAROUSEL_URLS } from '../views/carousel-urls.js';
import { carouselTiles } from '../views/carousel.js';
import { viewContext } from './render.js';

/** As many as the recently viewed list keeps (widgets/carousel/recently-viewed.ts). */
const MAX_PIDS = 12;
const PID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * GET {productTiles}?pids=P3,P1&format=ajax: the tiles of those products as an HTML fragment, in
 * the order asked, unknown products left out (an empty answer when none is known), at most 12.
 * Prices in the site's currency, texts in its language.
 */
export function carouselRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(CAROUSEL_URLS.productTiles, (c) => {
    const ctx = viewContext(c, data.products);
    const pids = [...new Set((c.req.query('pids') ?? '').split(','))].filter((pid) => PID.test(pid)).slice(0, MAX_PIDS);
    const products = pids.flatMap((pid) => data.products.getProduct(pid, ctx.site.currency) ?? []);
    return c.html(carouselTiles(ctx, products), 200, { 'Cache-Control': 'private, no-cache' });
  });

  return app;
}
