import { Hono } from 'hono';
import type { ProductQueries } from '../data/products.js';
import type { AppEnv } from '../env.js';
import { productSvg } from '../views/product-svg.js';

const PRODUCT_IMAGE = /^([A-Za-z0-9_-]{1,40})\.svg$/;

/** Product pictures are drawn here, never fetched: one SVG per product, colour and language. */
export function imageRoutes(products: ProductQueries): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, string>();

  app.get('/img/product/:file', async (c) => {
    const pid = PRODUCT_IMAGE.exec(c.req.param('file'))?.[1];
    // Any currency will do: the picture only needs the kind, the names and the colours.
    const product = pid ? products.getProduct(pid, 'USD') : null;
    if (!product) return c.text('Not found', 404);
    const lang = c.get('site').lang;
    const variant = product.variants.find((v) => v.color.key === c.req.query('color')) ?? product.variants[0];
    const key = `${product.pid}|${variant?.color.key ?? ''}|${lang}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = (await productSvg(product.kind, variant?.color.hex ?? '#8a8f98', product.name[lang])).toString();
      cache.set(key, svg);
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // The <title> is in the site's language, and the site comes from the host.
      Vary: 'Host',
    });
  });

  return app;
}
