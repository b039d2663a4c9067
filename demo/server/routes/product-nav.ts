import type { ProductNavAnswer } from '../../../src/contracts/product-nav.js';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { TILE_COOKIES } from '../../../src/contracts/grid-return.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { localized, productUrl } from '../views/context.js';
import { PRODUCT_NAV_URLS } from '../views/product-nav-urls.js';
import { listingOfAddress } from './grid-address.js';
import { viewContext } from './render.js';
import type { ListedProduct } from '../data/product-nav.js';

const PID = /^[A-Za-z0-9_-]{1,40}$/;
const POSITION = /^[1-9]\d{0,5}$/;

/**
 * GET {productNav}?start={position}&pid={pid} (SPEC 2.8, 7.5), the hash a listing tile wrote
 * into the product link plus the page's product: the product's neighbours in the listing the
 * lastVisitedGridUrl cookie names (the order and refinements the shopper chose), or else in its
 * category's listing, `{previous: {pid, name, url} | null, next: … | null, position, total}`, names in the
 * site's language. Each neighbour's url carries its own `#start=` so the shopper can walk on.
 * An unknown or malformed pid: 404 `{error}`.
 */
export function productNavRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(PRODUCT_NAV_URLS.productNav, (c) => {
    const ctx = viewContext(c, data.products);
    const pid = c.req.query('pid') ?? '';
    const start = c.req.query('start') ?? '';
    // The listing the tile was opened on (its sort and refinements), from the cookie the click wrote.
    const gridUrl = getCookie(c, TILE_COOKIES.gridUrl);
    const listing = gridUrl ? listingOfAddress(data, gridUrl, ctx.site.currency) : null;
    const order = listing ? data.listing.orderedPids(listing) : null;
    const found = PID.test(pid) ? data.productNav.neighbours(pid, POSITION.test(start) ? Number(start) : null, order) : null;
    const headers = { 'Cache-Control': 'private, no-cache' };
    if (!found) return c.json({ error: 'unknown product' }, 404, headers);
    const link = (product: ListedProduct | null, position: number) =>
      product && { pid: product.pid, name: localized(ctx, product.name), url: `${productUrl(product.pid)}#start=${position}` };
    return c.json(
      {
        previous: link(found.previous, found.position - 1),
        next: link(found.next, found.position + 1),
        position: found.position,
        total: found.total,
      } satisfies ProductNavAnswer,
      200,
      headers,
    );
  });

  return app;
}
