import type { CreateOrderAnswer } from '../../../src/contracts/create-order.js';
import type { RealTimePricingAnswer } from '../../../src/contracts/real-time-pricing.js';
import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { redirectTo } from '../redirects.js';
import { ensureSession } from '../session.js';
import { termEntry } from '../views/lease-terms.js';
import { ORDER_URLS, START_LEASE_FORM_PATH } from '../views/order-urls.js';
import { answerJson, readForm, readJson, refuse, requireJson, textField } from './form-input.js';
import { writeOrderCookies } from '../order-cookies.js';

/** The widget's Idempotency-Key: up to 64 letters, digits, '-' and '_' (or none). */
const IDEMPOTENCY_KEY = /^[\w-]{0,64}$/;

/** The pageName values SPEC 7.4 lists. */
const PAGE_NAMES = new Set(['AccountSidebar_GetStarted', 'PDP_StartLease', 'HomePage_GetStarted']);

interface Placed {
  id: string;
  zip: string;
  storeId: string;
  stateCode: string;
  product: string;
}

/** Why an order was not made: 400 for what the request named, 429 past the day's orders (data/orders.ts). */
interface Refusal {
  error: string;
  status: 400 | 429;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Starting a lease (SPEC 3.5, 7.4, 7.5): create order (JSON, as the widget calls it, and a plain
 * form for pages without script), the checkout activity log and real-time pricing; the checkout
 * pages themselves are routes/checkout.ts.
 */
export function orderRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { orders, products, stores } = data;

  /** SPEC 3.2's leaseTerm, in months, when it is one of the product's terms; anything else leaves the product's active term (null). */
  const chosenTerm = (c: Context<AppEnv>, product: string, asked: unknown): number | null => {
    const months = typeof asked === 'number' ? asked : /^\d{1,3}$/.test(text(asked)) ? Number(text(asked)) : NaN;
    const terms = products.getProduct(product, c.get('site').currency)?.terms ?? [];
    return terms.some((term) => term.term === months) ? months : null;
  };

  /**
   * An order for this shopper's attempt (idempotent, data/orders.ts), or the reason it cannot be
   * made; with what the server knows of it for the order cookies (SPEC 3.5): the shopper's store
   * (the preferred one, else the nearest to the zip), the state or province of the zip, and the
   * product the ordered variant belongs to.
   */
  const place = (c: Context<AppEnv>, productId: string, storeId: string, zip: string, attempt = '', asked: unknown = undefined): Placed | Refusal => {
    const product = orders.productOf(productId);
    if (!product) return { error: 'unknown-product', status: 400 };
    if (storeId !== '' && !stores.store(storeId)) return { error: 'unknown-store', status: 400 };
    const sid = ensureSession(c);
    const leaseTerm = chosenTerm(c, product, asked);
    const id = orders.create(sid, { productPid: product, variantPid: productId, storeId: storeId || null, zip, leaseTerm }, attempt);
    if (id === null) return { error: 'too-many-orders', status: 429 };
    return { id, zip, storeId: stores.storeFor(storeId, zip)?.storeId ?? '', stateCode: stores.lookup(zip)?.place?.stateCode ?? '', product };
  };

  app.post(ORDER_URLS.createOrder, requireJson, async (c) => {
    const body = await readJson(c);
    if (!body) return refuse(c, 'bad-json');
    const productId = text(body['productId']);
    const zip = text(body['zipCode']);
    const attempt = c.req.header('idempotency-key') ?? '';
    if (!productId) return refuse(c, 'missing-product');
    if (!zip) return refuse(c, 'missing-zip');
    if (!IDEMPOTENCY_KEY.test(attempt)) return refuse(c, 'bad-idempotency-key');
    const placed = place(c, productId, text(body['storeId']), zip, attempt, body['leaseTerm']);
    if ('error' in placed) return refuse(c, placed.error, placed.status);
    // SPEC 7.5's answer, and what the widget cannot know itself for the order cookies (README).
    return answerJson(c, { success: true, orderID: placed.id, ...(placed.storeId && { storeId: placed.storeId }), ...(placed.stateCode && { stateCode: placed.stateCode }) } satisfies CreateOrderAnswer);
  });

  // Without script: the product page's form; the session's zip and store, then the first checkout step.
  app.post(START_LEASE_FORM_PATH, async (c) => {
    const form = await readForm(c);
    const productId = form ? (textField(form, 'productId') ?? '') : '';
    const { zip, storeId } = c.get('location');
    // A form sends no Idempotency-Key: the attempt is this product at this zip and store, so a
    // double submit makes one order, and a start after the shopper moved or chose another term
    // (one their Leasing Power covers, say) makes a new one.
    const asked = form ? (textField(form, 'leaseTerm') ?? '') : '';
    const placed = place(c, productId, storeId, zip, `form:${zip}:${storeId}:${/^\d{1,3}$/.test(asked) ? asked : ''}`, asked);
    if ('error' in placed) return refuse(c, placed.error, placed.status);
    // Without script the server writes the order cookies the widget would have (lifetimes from the one table).
    writeOrderCookies(c, { orderId: placed.id, myZip: placed.zip, myStore: placed.storeId, myState: placed.stateCode, myGroupSku: placed.product });
    return redirectTo(c, ORDER_URLS.checkoutStart);
  });

  app.post(ORDER_URLS.logCheckoutSessionActivity, requireJson, async (c) => {
    const body = await readJson(c);
    const pageName = body ? text(body['pageName']) : '';
    if (!PAGE_NAMES.has(pageName)) return refuse(c, 'unknown-page-name');
    orders.logActivity(ensureSession(c), pageName);
    return answerJson(c, { success: true });
  });

  // SPEC 3.2 real-time pricing: the terms as the database prices them now, for the product or for
  // one of its colours (some cost more): the same figures the product page drew.
  app.get(ORDER_URLS.realTimePricing, (c) => {
    const asked = c.req.query('pid') ?? '';
    const product = products.getProduct(orders.productOf(asked) ?? '', c.get('site').currency);
    if (!product) return refuse(c, 'unknown-product', 404);
    const variant = product.variants.find((candidate) => variantPid(product, candidate) === asked);
    return answerJson(
      c,
      withVariantPricing(product, variant).terms.map((term) => {
        const { Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments, advoLeaseRateWeekly, nonAdvoLeaseRateWeekly } = termEntry(term);
        return { Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments, advoLeaseRateWeekly, nonAdvoLeaseRateWeekly };
      }) satisfies RealTimePricingAnswer,
    );
  });

  return app;
}
