import { Hono } from 'hono';
import { CHECKOUT_STEPS } from '../checkout-rules.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { writeOrderCookies } from '../order-cookies.js';
import { redirectTo } from '../redirects.js';
import { currentSession, ensureSession } from '../session.js';
import { APPLICATION_APPROVED_PATH, APPLY_PAGE, APPLY_START_PATH } from '../views/account-urls.js';
import { applyPage, applyPageTitle, approvedTitle, approvedView } from '../views/apply.js';
import { PAGE_MARKERS } from '../views/checkout.js';
import { checkoutStepPath } from '../views/checkout-urls.js';
import { refuse } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/**
 * The attempt (data/orders.ts) of applying: one application in progress a session, so pressing
 * start again goes on with it; once decided (its last step completes it) a new one is made.
 */
const APPLICATION_ATTEMPT = 'apply';

/**
 * Applying before you shop (SPEC 1, 2.10): the apply page, its start, which makes an application
 * (an order without a product; its delivery and order form steps are the checkout's,
 * routes/checkout.ts), and the approval it ends in. A declined application ends on the checkout's
 * declined pages.
 */
export function applyRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { orders, stores, checkout, products } = data;

  app.get(APPLY_PAGE, (c) => {
    const ctx = viewContext(c, products);
    return renderPage(c, ctx, { title: applyPageTitle(ctx), pageType: 'account', category: '', body: applyPage(ctx) });
  });

  // A POST only, with the form's CSRF token (the request guard checks it before any route).
  app.post(APPLY_START_PATH, (c) => {
    const { zip, storeId } = c.get('location');
    const store = stores.storeFor(storeId, zip)?.storeId ?? '';
    const id = orders.create(ensureSession(c), { productPid: null, variantPid: null, storeId: store || null, zip, leaseTerm: null }, APPLICATION_ATTEMPT);
    if (id === null) return refuse(c, 'too-many-orders', 429);
    // The checkout steps find the order by its cookie (SPEC 3.5), as after 'start my lease' without script.
    writeOrderCookies(c, { orderId: id, myZip: zip, myStore: store, myState: stores.lookup(zip)?.place?.stateCode ?? '', myGroupSku: '' });
    return redirectTo(c, checkoutStepPath(CHECKOUT_STEPS[0]));
  });

  // The session's newest approved application; nothing to show without one but the apply page.
  app.get(APPLICATION_APPROVED_PATH, (c) => {
    const sessionId = currentSession(c);
    const cents = (sessionId ? checkout.approvedApplication(sessionId) : null)?.leasingPowerCents;
    if (cents === undefined || cents === null) return redirectTo(c, APPLY_PAGE);
    const ctx = viewContext(c, products);
    return renderPage(c, ctx, { title: approvedTitle(ctx), pageType: 'checkout', pageName: PAGE_MARKERS['application-approved'], category: '', body: approvedView(ctx, cents) });
  });

  return app;
}
