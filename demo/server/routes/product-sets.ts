import { Hono } from 'hono';
import { normalizeQuantity } from '../../../src/core/attributes.js';
import type { CartLine } from '../data/cart.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { ensureSession } from '../session.js';
import { localized } from '../views/context.js';
import { html } from '../views/html.js';
import { setItem, setPage } from '../views/product-set.js';
import { CART_ADD_SET_PATH, CART_PATH, PRODUCT_SET_URLS } from '../views/product-set-urls.js';
import { chosenVariant } from '../views/product.js';
import { readForm } from './form-input.js';
import { renderError, renderPage, viewContext } from './render.js';

const PID = /^[A-Za-z0-9_-]{1,40}$/;
/** More lines than any set has: a longer form is refused rather than read. */
const MAX_SET_LINES = 12;
const NO_CACHE = { 'Cache-Control': 'private, no-cache' };

/** A form field's values, whether it came once or repeated. */
const values = (field: unknown): string[] => (Array.isArray(field) ? field : field === undefined ? [] : [field]).filter((v): v is string => typeof v === 'string');

/**
 * Product sets (SPEC 2.8, 7.5): the set page /set/{id}, one set item for a chosen colour
 * (GET {getSetItem}), the 'add all to cart' form's action, which adds to the session's cart (the cart page:
 * routes/cart.ts).
 */
export function productSetRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, productSets, orders, cart, variantStock } = data;

  app.get('/set/:id', (c) => {
    const ctx = viewContext(c, products);
    const found = productSets.find(c.req.param('id'));
    if (!found) return renderError(c, ctx, 404);
    const items = found.pids.flatMap((pid) => {
      const product = products.getProduct(pid, ctx.site.currency);
      return product ? [{ product, chosen: chosenVariant(product, undefined) }] : [];
    });
    return renderPage(c, ctx, { title: localized(ctx, found.set.name), pageType: 'other', category: '', body: setPage(ctx, found.set, items) });
  });

  // GET {getSetItem}?pid={product}&color={colour}&Quantity={n}&format=ajax: the item for that colour.
  app.get(PRODUCT_SET_URLS.getSetItem, (c) => {
    const ctx = viewContext(c, products);
    const pid = c.req.query('pid') ?? '';
    const product = PID.test(pid) ? products.getProduct(pid, ctx.site.currency) : null;
    if (!product) return c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, NO_CACHE);
    const quantity = normalizeQuantity(c.req.query('Quantity'));
    return c.html(setItem(ctx, product, chosenVariant(product, c.req.query('color')), quantity), 200, NO_CACHE);
  });

  // The add-all form: pid and Quantity repeated, in matching order (widgets/product-set/README.md).
  app.post(CART_ADD_SET_PATH, async (c) => {
    const form = await readForm(c, { all: true });
    const pids = values(form?.['pid']);
    const quantities = values(form?.['Quantity']);
    if (pids.length === 0 || pids.length > MAX_SET_LINES) return c.text('Bad Request', 400);
    const lines: CartLine[] = [];
    for (const [at, pid] of pids.entries()) {
      if (!PID.test(pid) || !orders.productOf(pid)) return c.text('Unknown product', 400);
      // SPEC 5.4: a missing, non-numeric or 0 quantity is 1.
      lines.push({ pid, quantity: normalizeQuantity(quantities[at]) });
    }
    cart.add(ensureSession(c), lines, variantStock.orderable);
    return redirectTo(c, CART_PATH);
  });

  return app;
}
