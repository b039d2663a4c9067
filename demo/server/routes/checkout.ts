import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { VerificationStatus } from '../../../src/contracts/checkout-status.js';
import type { CheckoutStepAnswer } from '../../../src/contracts/checkout-step.js';
import { looksPersonal } from '../../../src/privacy/pii.js';
import { prefillValues } from '../../../src/validation/prefill.js';
import { addressFor } from '../checkout-prefill.js';
import { CHECKOUT_STEPS, accountDecision, decide, firstUnfinished, isCheckoutStep, reachable, stepsOf, withStatus, type CheckoutStep } from '../checkout-rules.js';
import { NEVER_ECHOED, checkStep, storable } from '../checkout-schema.js';
import type { StepValues } from '../data/checkout.js';
import type { DataAccess } from '../data/index.js';
import { isApplication } from '../data/orders.js';
import { monthlyOf } from '../order-lease.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { currentSession } from '../session.js';
import { PAGE_MARKERS, checkoutHeading, checkoutStepView, completeView, declinedView, overLeasingPowerView, type CheckoutOrder, type OrderedItem, type OverLeasingPower } from '../views/checkout.js';
import type { Html } from '../views/html.js';
import type { FieldErrors } from '../views/checkout-form.js';
import { applicationLoaderResources } from '../views/checkout-loader-text.js';
import { checkoutText } from '../views/checkout-text.js';
import { APPLICATION_APPROVED_PATH } from '../views/account-urls.js';
import { CHECKOUT_COMPLETE_PATH, CHECKOUT_URLS, DECLINED_PATHS, NO_ORDER_REDIRECT, OVER_LEASING_POWER_PATH, checkoutStepPath } from '../views/checkout-urls.js';
import { answerJson, readForm, readJson, refuse, requireJson, type Form } from './form-input.js';
import { renderPage, viewContext } from './render.js';

interface Checkout {
  sessionId: string;
  placed: CheckoutOrder;
  steps: Map<string, StepValues>;
  done: Set<string>;
  /** The steps this order goes through, in order (checkout-rules.ts stepsOf). */
  flow: readonly CheckoutStep[];
  /** Where its last step leads: the complete page, or for an application (no product) its approval. */
  finishedPath: string;
  /** Where a declined order's pages all lead, or null while it is not declined. */
  declinedPath: string | null;
  /** A lease started on an approval whose payments come to more a month than its Leasing Power, or null. */
  overLeasingPower: OverLeasingPower | null;
  /** For an order made from the cart: the lines it took from the cart and the coupon they used. */
  fromCart: { pids: string[]; coupon: string | null } | null;
}

/** SPEC 7.4 logCheckoutDebugMessage: short, plain, and nothing that looks like a shopper's data (src/privacy/pii.ts). */
const MESSAGE_TYPE = /^[A-Za-z0-9_.:-]{1,64}$/;
const MAX_DEBUG_MESSAGE = 2000;

/**
 * The checkout steps of SPEC 2.11, each at /checkout/{step}, in the order the server enforces,
 * their posts (validated with src/validation's step schemas, stored per order with the SSN
 * sealed), SPEC 4.10's declined pages and the checkout debug log of SPEC 7.4. An application made
 * before shopping (SPEC 2.10, routes/apply.ts) is an order without a product that goes through
 * the first two steps only. Nothing here logs a value the shopper typed.
 */
export function checkoutRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { orders, products, sessions, stores, checkout, cart, accounts } = data;

  /** The session's order (the orderId cookie, SPEC 3.5) and how far its checkout got. */
  const load = (c: Context<AppEnv>): Checkout | null => {
    const sessionId = currentSession(c);
    const id = getCookie(c, 'orderId') ?? '';
    const order = sessionId && id ? orders.get(sessionId, id) : null;
    if (!sessionId || !order) return null;
    const currency = c.get('site').currency;
    const item = (variantPid: string, quantity: number, line?: OrderedItem['line']): OrderedItem | null => {
      const product = products.getProduct(orders.productOf(variantPid) ?? '', currency);
      return product ? { product, variantPid, quantity, ...(line ? { line } : {}) } : null;
    };
    const lines = orders.lines(order.id);
    const ordered = lines.length ? lines : order.variantPid ? [{ pid: order.variantPid, quantity: 1 }] : [];
    const items = ordered.flatMap((line) => item(line.pid, line.quantity, 'term' in line ? line : undefined) ?? []).map((one) =>
      !one.line && order.leaseTerm !== null ? { ...one, term: order.leaseTerm } : one,
    );
    // An application has no items; a lease whose products are gone has nothing to check out.
    if (items.length === 0 && !isApplication(order)) return null;
    const steps = checkout.steps(order.id);
    const decision = checkout.decision(order.id);
    // A lease on the session's approval goes through on it only within its Leasing Power.
    const leasingPowerCents = order.applicationId && decision === 'approved' ? checkout.leasingPower(order.id) : null;
    const monthlyCents = leasingPowerCents === null ? 0 : monthlyOf(items);
    return {
      sessionId,
      placed: { order, items, store: order.storeId ? stores.store(order.storeId) : null },
      fromCart: lines.length ? { pids: lines.map((line) => line.pid), coupon: lines.find((line) => line.coupon)?.coupon ?? null } : null,
      steps,
      done: new Set(steps.keys()),
      flow: stepsOf(order),
      finishedPath: isApplication(order) ? APPLICATION_APPROVED_PATH : CHECKOUT_COMPLETE_PATH,
      declinedPath: decision && decision !== 'approved' ? DECLINED_PATHS[decision] : null,
      overLeasingPower: leasingPowerCents !== null && monthlyCents > leasingPowerCents ? { monthlyCents, leasingPowerCents } : null,
    };
  };

  /**
   * Where a shopper asking for `step` (null: the order's end) belongs instead, or null: a declined
   * order's page, else the step to do first, else, for a step this order does not have, its end.
   */
  const instead = (found: Checkout, step: CheckoutStep | null): string | null => {
    if (found.declinedPath) return found.declinedPath;
    if (found.overLeasingPower) return OVER_LEASING_POWER_PATH;
    if (step && reachable(step, found.done, found.flow)) return null;
    const next = firstUnfinished(found.done, found.flow);
    return next ? checkoutStepPath(next) : found.finishedPath;
  };

  const page = (c: Context<AppEnv>, title: string, marker: string, body: Html, status: 200 | 422 = 200, resources?: Readonly<Record<string, string>>) =>
    renderPage(c, viewContext(c, products), { title, pageType: 'checkout', pageName: marker, category: '', body, ...(resources ? { resources } : {}) }, status);

  /**
   * A step's page. `typed` is what a failed post sent (without the SSN); on a first visit the
   * plain form shows the saved values, or on the delivery step the pre-filled address, as the
   * widget does.
   */
  const renderStep = (c: Context<AppEnv>, found: Checkout, step: CheckoutStep, typed: StepValues | null, errors: FieldErrors = {}) => {
    const ctx = viewContext(c, products);
    const saved = found.steps.get(step);
    const email = c.get('accountEmail');
    const address = addressFor(c.get('location').zip, stores, email ? checkout.savedAddress(email) : null);
    const values = typed ?? saved ?? (step === 'delivery' && address ? prefillValues(address) : {});
    return page(
      c,
      `${checkoutText(ctx.site).steps[step]} | ${checkoutHeading(ctx, found.placed.order)}`,
      PAGE_MARKERS[step],
      checkoutStepView(ctx, {
        step,
        steps: found.flow,
        placed: found.placed,
        csrfToken: sessions.csrfToken(found.sessionId),
        values,
        savedCards: step === 'payment' ? withStatus(checkout.savedCards(), new Date()) : [],
        userState: found.steps.get('delivery')?.['state'] ?? address?.['stateCode'] ?? '',
        errors,
      }),
      typed ? 422 : 200,
      // The overlay speaks of the application being decided, not of an order to finish.
      isApplication(found.placed.order) ? applicationLoaderResources(ctx.site.lang) : undefined,
    );
  };

  for (const [outcome, path] of Object.entries(DECLINED_PATHS) as [keyof typeof DECLINED_PATHS, string][]) {
    app.get(path, (c) => {
      const ctx = viewContext(c, products);
      const { title, body } = declinedView(ctx, outcome);
      return page(c, title, PAGE_MARKERS[outcome], body);
    });
  }

  app.get(OVER_LEASING_POWER_PATH, (c) => {
    const found = load(c);
    if (!found) return redirectTo(c, NO_ORDER_REDIRECT);
    const elsewhere = instead(found, null);
    if (elsewhere !== OVER_LEASING_POWER_PATH || !found.overLeasingPower) return redirectTo(c, elsewhere);
    const ctx = viewContext(c, products);
    const body = overLeasingPowerView(ctx, found.placed, found.overLeasingPower, found.fromCart !== null);
    return renderPage(c, ctx, { title: checkoutText(ctx.site).overLeasingPower.heading, pageType: 'checkout', category: '', body });
  });

  app.get(CHECKOUT_COMPLETE_PATH, (c) => {
    const found = load(c);
    if (!found) return redirectTo(c, NO_ORDER_REDIRECT);
    const elsewhere = instead(found, null);
    if (elsewhere !== CHECKOUT_COMPLETE_PATH) return redirectTo(c, elsewhere);
    const ctx = viewContext(c, products);
    return page(c, checkoutText(ctx.site).completeHeading, PAGE_MARKERS.complete, completeView(ctx, found.placed.order.id));
  });

  app.post(CHECKOUT_URLS.logCheckoutDebugMessage, requireJson, async (c) => {
    const body = await readJson(c);
    const messageType = typeof body?.['messageType'] === 'string' ? body['messageType'] : '';
    const message = typeof body?.['message'] === 'string' ? body['message'] : '';
    if (!MESSAGE_TYPE.test(messageType) || message === '' || message.length > MAX_DEBUG_MESSAGE) return refuse(c, 'bad-message');
    if (looksPersonal(message) || looksPersonal(messageType)) return refuse(c, 'looks-like-personal-data');
    checkout.logDebug(currentSession(c), messageType, message);
    return answerJson(c, { success: true });
  });

  // Only the step names: the other /checkout/ paths (log-activity, declined, complete) are their own routes.
  const STEP_PATH = `/checkout/:step{${CHECKOUT_STEPS.join('|')}}`;

  app.get(STEP_PATH, (c) => {
    const step = c.req.param('step') ?? '';
    if (!isCheckoutStep(step)) return c.notFound();
    const found = load(c);
    if (!found) return redirectTo(c, NO_ORDER_REDIRECT);
    const elsewhere = instead(found, step);
    if (elsewhere) return redirectTo(c, elsewhere);
    return renderStep(c, found, step, null);
  });

  app.post(STEP_PATH, async (c) => {
    const step = c.req.param('step') ?? '';
    if (!isCheckoutStep(step)) return c.notFound();
    const form: Form = (await readForm(c)) ?? {};
    const ajax = form['format'] === 'ajax';
    const found = load(c);
    // Out of order (SPEC 2.11's steps, or a declined order): where the shopper belongs instead.
    const elsewhere = found ? instead(found, step) : NO_ORDER_REDIRECT;
    if (elsewhere || !found) return ajax ? c.json({ success: false, next: elsewhere ?? NO_ORDER_REDIRECT } satisfies CheckoutStepAnswer, 409) : redirectTo(c, elsewhere ?? NO_ORDER_REDIRECT);

    const typed = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const usableCardIds = withStatus(checkout.savedCards(), new Date()).filter((card) => card.status !== 'expired').map((card) => card.id);
    const result = checkStep(step, typed, { country: c.get('site').country, usableCardIds });
    if (!result.ok) {
      if (ajax) return c.json({ success: false, errors: result.errors } satisfies CheckoutStepAnswer, 422);
      const shown = Object.fromEntries(Object.entries(result.values).filter(([name]) => !NEVER_ECHOED.has(name)));
      return renderStep(c, found, step, shown, result.errors);
    }

    const orderId = found.placed.order.id;
    const kept = storable(result.values);
    checkout.saveStep(orderId, step, kept.values, kept.ssn);
    const following = found.flow[found.flow.indexOf(step) + 1];
    // The lease (or application) is complete: what the cart held is ordered, and the cart keeps
    // only what was not. Once only: the last step posted again (Back, then Continue) leaves the
    // cart as it is now.
    if (!following && !found.done.has(step)) {
      if (found.fromCart) cart.removeOrdered(found.sessionId, found.fromCart.pids, found.fromCart.coupon);
      orders.complete(orderId);
    }
    let next = following ? checkoutStepPath(following) : found.finishedPath;
    let loader: VerificationStatus[] | undefined;
    if (step === 'order-form') {
      const outcome = decide({ ...found.steps.get('delivery'), ...result.values });
      const decidedAt = Date.now();
      checkout.decide(orderId, outcome.decision, outcome.leasingPowerCents, decidedAt);
      // Applying before shopping is how a signed-in shopper gets the Leasing Power their account
      // shows (one who signs in afterwards gets it then: routes/account.ts).
      const email = c.get('accountEmail');
      if (email && isApplication(found.placed.order)) accounts.recordDecision(email, accountDecision(outcome, new Date(decidedAt)), decidedAt);
      if (outcome.decision !== 'approved') next = DECLINED_PATHS[outcome.decision];
      else loader = outcome.loader;
    }
    return ajax ? c.json({ success: true, next, ...(loader ? { loader } : {}) } satisfies CheckoutStepAnswer) : redirectTo(c, next);
  });

  return app;
}
