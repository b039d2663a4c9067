import { Hono } from 'hono';
import { normalizeQuantity } from '../../../src/core/attributes.js';
import type { DataAccess } from '../data/index.js';
import { variantPid } from '../data/variant-pricing.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { availabilityAnswer } from '../views/availability.js';
import { html } from '../views/html.js';
import { productContent } from '../views/product.js';
import { PRODUCT_URLS } from '../views/product-urls.js';
import { productContentOptions } from './product-content.js';
import { viewContext } from './render.js';

const NO_STORE = { 'Cache-Control': 'private, no-cache' };

/** SPEC 7.5: the availability of a variant, and the product content region of a variant. */
export function productVariantRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // GET {getAvailability}?pid={variant pid}&Quantity={n}: the Availability response of SPEC 3.2,
  // or JSON null for a pid that names no variant (the answer "missing" of SPEC 8).
  app.get(PRODUCT_URLS.getAvailability, (c) => {
    const site = c.get('site');
    const pid = c.req.query('pid') ?? '';
    const availability = data.variantStock.availability(pid, normalizeQuantity(c.req.query('Quantity')));
    return c.json(availabilityAnswer(site.lang, availability), 200, NO_STORE);
  });

  // GET {productVariant}?format=ajax&Quantity={n}[&productlistid=]: exactly the product content
  // region of the page for that variant, which the variant picker puts in place of the old one.
  // Without format=ajax (a shopper following the link) it is the variant's page.
  app.get(PRODUCT_URLS.productVariant.replace('{pid}', ':pid').replace('{variantPid}', ':variantPid'), (c) => {
    const ctx = viewContext(c, data.products);
    const product = data.products.getProduct(c.req.param('pid') ?? '', ctx.site.currency);
    const variant = product?.variants.find((v) => variantPid(product, v) === c.req.param('variantPid'));
    if (!product || !variant) return c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, NO_STORE);
    if (c.req.query('format') !== 'ajax') return redirectTo(c, `/p/${encodeURIComponent(product.pid)}?color=${encodeURIComponent(variant.color.key)}`, { status: 302 });
    const options = productContentOptions(data, product, c, c.req.param('variantPid'));
    return c.html(productContent(ctx, product, variant, options), 200, NO_STORE);
  });

  return app;
}
