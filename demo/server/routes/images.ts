import { Hono } from 'hono';
import type { ProductQueries } from '../data/products.js';
import { defaultVariant } from '../data/variant-pricing.js';
import type { AppEnv } from '../env.js';
import { isProductView, productSvg } from '../views/product-svg.js';
import { pngOf, swatchPng } from '../views/raster-pictures.js';

const PRODUCT_IMAGE = /^([A-Za-z0-9_-]{1,40})\.svg$/;

const SWATCH_MAX = 64;
/** A size asked for in sw/sh: 1 to 999 pixels. */
const sizeOf = (value: string | undefined): number | undefined => (/^[1-9]\d{0,2}$/.test(value ?? '') ? Number(value) : undefined);

/** The product's picture as a PNG that fills the box of `width` by `height` pixels it is asked for, its 4:3 shape kept. */
async function pictureWithin(kind: string, fill: string, width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  // The PNG's words for it are the page's (the <img>'s alt): no <title> is drawn.
  const svg = (await productSvg(kind, fill, '')).toString();
  return pngOf(svg, Math.min(width, Math.round((height * 4) / 3)));
}

/** Product pictures are drawn here, never fetched: one per product, colour, size and (SVG, with its <title>) language. */
export function imageRoutes(products: ProductQueries): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pictures = new Map<string, string>();
  const rasters = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
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
    // rewritten to 500x500), answered in PNG as an image service would (raster-pictures.ts says
    // why). At swatch sizes the picture is the colour itself; larger, the product's picture, as
    // wide as asked (it keeps its 4:3 shape). Unsized (the product page, which zooms), the vector
    // picture.
    const sw = sizeOf(c.req.query('sw'));
    const sh = sizeOf(c.req.query('sh'));
    if (sw !== undefined && sh !== undefined) {
      const swatch = sw <= SWATCH_MAX && sh <= SWATCH_MAX;
      const key = swatch ? `${fill}|${sw}` : `${product.pid}|${fill}|${sw}x${sh}`;
      let png = rasters.get(key);
      if (!png) rasters.set(key, (png = swatch ? swatchPng(fill, sw) : pictureWithin(product.kind, fill, sw, sh)));
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
