import { Hono } from 'hono';
import type { ProductQueries } from '../data/products.js';
import { defaultVariant } from '../data/variant-pricing.js';
import type { AppEnv } from '../env.js';
import { isProductView, productSvg } from '../views/product-svg.js';
import { swatchPng } from '../views/swatch-picture.js';

const PRODUCT_IMAGE = /^([A-Za-z0-9_-]{1,40})\.svg$/;

const SWATCH_MAX = 64;
const isSwatchSize = (value: string | undefined): boolean => /^\d{1,3}$/.test(value ?? '') && Number(value) <= SWATCH_MAX;

/** Product pictures are drawn here, never fetched: one SVG per product, colour and language. */
export function imageRoutes(products: ProductQueries): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pictures = new Map<string, string>();
  const swatches = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const caching = { 'Cache-Control': 'public, max-age=86400' };

  app.get('/img/product/:file', async (c) => {
    const pid = PRODUCT_IMAGE.exec(c.req.param('file'))?.[1];
    // Any currency will do: the picture only needs the kind, the names and the colours.
    const product = pid ? products.getProduct(pid, 'USD') : null;
    if (!product) return c.text('Not found', 404);
    const lang = c.get('site').lang;
    // Without a colour, the product's picture is its default variant's (the first in stock), as its
    // tile shows it: the compare bar and page show that picture beside that variant's price.
    const variant = product.variants.find((v) => v.color.key === c.req.query('color')) ?? defaultVariant(product);
    const fill = variant?.color.hex ?? '#8a8f98';
    // sw/sh: the size asked for, as an image service takes it (SPEC 3.2: a 32x32 variant image
    // rewritten to 500x500). At swatch sizes the picture is the colour itself, in PNG as an image
    // service would answer (swatch-picture.ts says why); larger sizes get the vector picture,
    // which keeps its 4:3 shape.
    const sw = c.req.query('sw');
    if (isSwatchSize(sw) && isSwatchSize(c.req.query('sh'))) {
      const key = `${fill}|${sw}`;
      let png = swatches.get(key);
      if (!png) swatches.set(key, (png = swatchPng(fill, Number(sw))));
      return c.body(await png, 200, { 'Content-Type': 'image/png', ...caching });
    }
    // view: the product page's other pictures (side, angle, detail); anything else is the front.
    const requested = c.req.query('view');
    const view = isProductView(requested) ? requested : 'front';
    const key = `${product.pid}|${variant?.color.key ?? ''}|${lang}|${view}`;
    let svg = pictures.get(key);
    if (svg === undefined) {
      svg = (await productSvg(product.kind, fill, product.name[lang], view)).toString();
      pictures.set(key, svg);
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      ...caching,
      // The <title> is in the site's language, and the site comes from the host.
      Vary: 'Host',
    });
  });

  return app;
}
