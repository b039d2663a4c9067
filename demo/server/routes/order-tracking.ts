import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isCheckoutStatus } from '../../../src/contracts/checkout-status.js';
import type { OrderTrackingAnswer } from '../../../src/contracts/order-tracking.js';
import { orderTrackingSchema } from '../../../src/validation/order-tracking.js';
import type { DataAccess } from '../data/index.js';
import { normalizePostalCode } from '../data/postal-code.js';
import type { AppEnv } from '../env.js';
import { loaderDemoView } from '../views/loader-demo.js';
import { orderTrackingText } from '../views/order-tracking-text.js';
import { LOADER_DEMO_PATH, ORDER_TRACKING_URLS } from '../views/order-tracking-urls.js';
import { orderTrackingView, type TrackingField, type TrackingForm, type TrackingOutcome } from '../views/order-tracking.js';
import { answerJson, readForm, textField } from './form-input.js';
import { renderPage, viewContext } from './render.js';

const FIELDS: readonly TrackingField[] = ['orderTrackingOrderNumber', 'orderTrackingPostalCode'];
/** Longer input is not an agreement number or a postal code; it is cut before it is echoed back. */
const MAX_FIELD_LENGTH = 40;

/**
 * The order tracking page and its lookup (SPEC 2.11, 3.6, 5.2): GET shows the form; POST checks
 * both fields with the widget's own rules (src/validation), then finds the order only when the
 * agreement number and the postal code both match. format=ajax answers JSON (the widget's
 * contract, src/contracts/order-tracking.ts); without it the page again, with the values typed,
 * the errors beside the fields and the outcome. Neither value is ever logged.
 */
export function orderTrackingRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, orderTracking } = data;

  const page = (c: Context<AppEnv>, form?: TrackingForm, outcome?: TrackingOutcome) => {
    const ctx = viewContext(c, products);
    const title = orderTrackingText(ctx.site).trackingTitle;
    return renderPage(c, ctx, { title, pageType: 'account', category: '', body: orderTrackingView(ctx, form, outcome) });
  };

  app.get(ORDER_TRACKING_URLS.orderTracking, (c) => page(c));

  app.post(ORDER_TRACKING_URLS.orderTracking, async (c) => {
    const body = (await readForm(c)) ?? {};
    const ajax = textField(body, 'format') === 'ajax';
    const values = Object.fromEntries(FIELDS.map((name) => [name, (textField(body, name) ?? '').slice(0, MAX_FIELD_LENGTH)])) as Record<TrackingField, string>;
    const site = c.get('site');
    const checked = v.safeParse(orderTrackingSchema(), values);
    if (!checked.success) {
      const errors: TrackingForm['errors'] = {};
      for (const issue of checked.issues) {
        const field = v.getDotPath(issue) as TrackingField | null;
        if (field && !errors[field]) errors[field] = issue.message;
      }
      return ajax ? c.json({ success: false, errors }, 400, { 'Cache-Control': 'no-store' }) : page(c, { values, errors, submitted: true });
    }
    const postal = normalizePostalCode(checked.output.orderTrackingPostalCode);
    const order = postal ? orderTracking.find(checked.output.orderTrackingOrderNumber.toUpperCase(), postal.code) : null;
    if (!ajax) return page(c, { values, errors: {}, submitted: true }, order ? { kind: 'found', order } : { kind: 'not-found' });
    if (!order) return answerJson(c, { success: false } satisfies OrderTrackingAnswer);
    return answerJson(c, {
      success: true,
      order: {
        agreementNumber: order.agreementNumber,
        status: order.status,
        items: order.items.map((item) => ({ name: item.name[site.lang], quantity: item.quantity })),
        nextPaymentDate: order.nextPaymentDate,
      },
    } satisfies OrderTrackingAnswer);
  });

  app.get(LOADER_DEMO_PATH, (c) => {
    const ctx = viewContext(c, products);
    const state = c.req.query('state') ?? '';
    return renderPage(c, ctx, {
      title: orderTrackingText(ctx.site).loaderTitle,
      pageType: 'other',
      category: '',
      body: loaderDemoView(ctx, isCheckoutStatus(state) ? state : null),
    });
  });

  return app;
}
