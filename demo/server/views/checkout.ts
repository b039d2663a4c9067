import { STEP_FIELDS } from '../../../src/validation/checkout-steps.js';
import { CHECKOUT_STEPS, type CardWithStatus, type CheckoutStep } from '../checkout-rules.js';
import type { Decision, StepValues } from '../data/checkout.js';
import { isApplication, type Order } from '../data/orders.js';
import type { Store } from '../data/stores.js';
import type { Product } from '../data/types.js';
import { variantName } from '../data/variant-pricing.js';
import { applicationSummary, applyPageTitle } from './apply.js';
import { checkoutForm, startingValues } from './checkout-form.js';
import { checkoutText } from './checkout-text.js';
import { checkoutStepPath } from './checkout-urls.js';
import { localized, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { leaseAgreement } from './lease-agreement.js';
import { csrfField } from './csrf-field.js';
import { storeAddress } from './store-card.js';
import { money } from './price.js';
import { paymentNote } from './tooltip.js';

/** A product of the order, the variant the shopper chose and how many. */
export interface OrderedItem {
  product: Product;
  variantPid: string;
  quantity: number;
  /** An order made from the cart: the term and payments its line had there. */
  line?: { term: number; monthlyCents: number; todayCents: number };
  /** A lease started on the product page with a term chosen there (months): priced at that term. */
  term?: number;
}

export interface CheckoutOrder {
  order: Order;
  /** The cart's lines for an order made from the cart; the one product for one started on its page. */
  items: readonly OrderedItem[];
  store: Store | null;
}

/**
 * The page markers of SPEC 2.11 (the config block's page.name), in the platform's words, the same
 * on every site; the visible headings say it in the shopper's words.
 */
export const PAGE_MARKERS: Readonly<Record<CheckoutStep | Exclude<Decision, 'approved'> | 'complete' | 'application-approved', string>> = {
  delivery: 'checkout: delivery address',
  'order-form': 'checkout: order form',
  payment: 'checkout: payment info',
  sign: 'checkout: sign agreement',
  references: 'checkout: references',
  declined: 'checkout: declined',
  'charged-off': 'checkout: declined: customer charged off',
  'recent-order': 'checkout: declined: order in last ninety days',
  complete: 'checkout: complete',
  'application-approved': 'checkout: application approved',
};

function itemLink(ctx: ViewContext, { product, variantPid }: OrderedItem): Html {
  const variant = product.variants.find((v) => v.pid === variantPid);
  return html`<a href="${productUrl(product.pid)}">${variantName(product, variant, ctx.site.lang) || localized(ctx, product.name)}</a>`;
}

function orderSummary(ctx: ViewContext, { order, items, store }: CheckoutOrder): Html {
  const t = ctx.text;
  const [only] = items;
  const products =
    items.length === 1 && only!.quantity === 1
      ? itemLink(ctx, only!)
      : html`<ul class="checkout__items">${items.map((item) => html`<li>${itemLink(ctx, item)}${item.quantity > 1 ? html`, ${t.checkoutQuantity(item.quantity)}` : ''}</li>`)}</ul>`;
  return html`<section class="checkout__order" aria-labelledby="order-heading">
  <h2 id="order-heading">${t.checkoutOrder(order.id)}</h2>
  <dl class="facts">
    <div><dt>${items.length > 1 ? t.checkoutProducts : t.checkoutProduct}</dt><dd>${products}</dd></div>
    ${store ? html`<div><dt>${t.checkoutStore}</dt><dd>${store.name}<br>${storeAddress(store)}</dd></div>` : ''}
    <div><dt>${t.checkoutZip}</dt><dd>${order.zip || '—'}</dd></div>
  </dl>
</section>`;
}

export interface StepPage {
  step: CheckoutStep;
  /** The steps this order goes through (checkout-rules.ts stepsOf), for 'Step n of m'. */
  steps: readonly CheckoutStep[];
  placed: CheckoutOrder;
  csrfToken: string;
  /** What the form shows: the saved values, or on a failed post what was typed (never the SSN). */
  values: StepValues;
  /** The payment step's saved cards, each with the tag it shows. */
  savedCards: readonly CardWithStatus[];
  userState: string;
  /** A refused post's errors: field → message key. */
  errors: Readonly<Record<string, string>>;
}

/**
 * The values a step's form starts with (saved, pre-filled from the address book, or typed in a
 * refused post; the route chooses), with the shopper's state when none is given, as
 * <lto-checkout-form> reads its attributes. The widget gets exactly these as `values`, so it draws
 * what the template drew.
 */
function shownValues(page: StepPage): StepValues {
  const fields = new Set(STEP_FIELDS[page.step]);
  const values = Object.fromEntries(Object.entries(page.values).filter(([name]) => fields.has(name)));
  if (fields.has('state') && !values['state'] && page.userState.trim()) values['state'] = page.userState.trim().toUpperCase();
  return values;
}

/** The steps' heading: the checkout's, or for an application (no item yet) the application's. */
export const checkoutHeading = (ctx: ViewContext, order: Order): string => (isApplication(order) ? applyPageTitle(ctx) : ctx.text.checkoutTitle);

/**
 * One checkout step: <lto-checkout-form> around the step's form as its markup contract gives it
 * (views/checkout-form.ts), which posts the same field names, so the step works before (or
 * without) the widget's script, and the widget takes it over unchanged.
 */
export function checkoutStepView(ctx: ViewContext, page: StepPage): Html {
  const t = ctx.text;
  const ct = checkoutText(ctx.site);
  const { step, placed, errors } = page;
  // The shopper counts the steps this order has; analytics numbers each step where SPEC 2.11 puts
  // it (as <lto-checkout-form> numbers the step it completes), whichever steps an order skips.
  const number = page.steps.indexOf(step) + 1;
  const position = CHECKOUT_STEPS.indexOf(step) + 1;
  const action = checkoutStepPath(step);
  const values = startingValues(step, shownValues(page), page.savedCards);
  return html`<h1>${checkoutHeading(ctx, placed.order)}</h1>
<p class="checkout__step">${t.checkoutStep(number, page.steps.length, ct.steps[step])}</p>
${isApplication(placed.order) ? applicationSummary(ctx) : orderSummary(ctx, placed)}
${step === 'payment' ? paymentNote(ctx) : ''}
${step === 'sign' ? leaseAgreement(ctx, placed) : ''}
<lto-checkout-form data-lto-checkout-step="${step}" data-lto-checkout-step-number="${position}" step="${step}" action="${action}" csrf-token="${page.csrfToken}" values="${JSON.stringify(values)}"${
    Object.keys(errors).length ? html` errors="${JSON.stringify(errors)}"` : ''
  }${step === 'payment' ? html` saved-cards="${JSON.stringify(page.savedCards)}"` : ''} user-country="${ctx.site.country}" user-state="${page.userState}">
${checkoutForm(ctx, { step, action, csrfToken: page.csrfToken, values, errors, savedCards: page.savedCards })}
</lto-checkout-form>
<lto-checkout-loader></lto-checkout-loader>`;
}

const OUTCOME_TEXT = { declined: 'declined', 'charged-off': 'chargedOff', 'recent-order': 'recentOrder' } as const;

/** SPEC 4.10's declined pages: what happened and where to go, nothing about the applicant. */
export function declinedView(ctx: ViewContext, outcome: Exclude<Decision, 'approved'>): { title: string; body: Html } {
  const ct = checkoutText(ctx.site);
  const text = ct[OUTCOME_TEXT[outcome]];
  return {
    title: text.heading,
    body: html`<h1>${text.heading}</h1>
<p>${text.body}</p>
<p><a href="/">${ct.backHome}</a></p>`,
  };
}

/** What a lease over its approval's Leasing Power (monthly amounts in cents) comes to, and what the shopper can do instead. */
export interface OverLeasingPower {
  monthlyCents: number;
  leasingPowerCents: number;
}

/**
 * A lease started on an approval whose payments come to more a month than its Leasing Power: it
 * says so with both amounts, and leads back to where the shopper can choose again (the product's
 * page, with its terms, or the cart) or shop for something cheaper.
 */
export function overLeasingPowerView(ctx: ViewContext, placed: CheckoutOrder, over: OverLeasingPower, fromCart: boolean): Html {
  const text = checkoutText(ctx.site).overLeasingPower;
  const [only] = placed.items;
  const choose = fromCart ? html`<a href="/cart">${text.changeCart}</a>` : only ? html`<a href="${productUrl(only.product.pid)}">${text.otherTerm}</a>` : '';
  return html`<h1>${text.heading}</h1>
${orderSummary(ctx, placed)}
<p class="checkout__over-leasing-power">${text.body(money(ctx, over.monthlyCents), money(ctx, over.leasingPowerCents))}</p>
<p>${text.waysOn}</p>
<ul>${choose ? html`<li>${choose}</li>` : ''}<li><a href="/">${text.shopLower}</a></li></ul>`;
}

export function completeView(ctx: ViewContext, orderId: string): Html {
  const ct = checkoutText(ctx.site);
  return html`<h1>${ct.completeHeading}</h1>
<p>${ct.completeBody(orderId)}</p>
<p><a href="/">${ct.backHome}</a></p>`;
}
