import { variantName } from '../data/variant-pricing.js';
import { leaseOf } from '../order-lease.js';
import type { CheckoutOrder } from './checkout.js';
import { checkoutText } from './checkout-text.js';
import { localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { money } from './price.js';

/**
 * The sign step's agreement (SPEC 2.11 step 4): before the shopper types their name to sign, what
 * they sign: per item, the term, the monthly payment, today's payment, the total cost of
 * ownership (the monthly payment times the months, SPEC 9.1) and the cash price, then the
 * agreement's terms in plain words.
 */
export function leaseAgreement(ctx: ViewContext, { items }: CheckoutOrder): Html {
  const t = ctx.text;
  const at = checkoutText(ctx.site).agreement;
  return html`<section class="checkout__agreement" aria-labelledby="agreement-heading">
  <h2 id="agreement-heading">${at.heading}</h2>
  <p>${at.intro}</p>
  ${items.map((item) => {
    const lease = leaseOf(item);
    const variant = item.product.variants.find((v) => v.pid === item.variantPid);
    const name = variantName(item.product, variant, ctx.site.lang) || localized(ctx, item.product.name);
    return html`<h3>${name}${item.quantity > 1 ? html`, ${t.checkoutQuantity(item.quantity)}` : ''}</h3>
  ${lease
    ? html`<dl class="facts">
    <div><dt>${t.rowTerm}</dt><dd>${t.months(lease.months)}</dd></div>
    <div><dt>${t.rowMonthly}</dt><dd>${at.perMonth(money(ctx, lease.monthly))}</dd></div>
    <div><dt>${t.rowToday}</dt><dd>${money(ctx, lease.today)}</dd></div>
    <div><dt>${t.rowTotal}</dt><dd>${money(ctx, lease.monthly * lease.months)}</dd></div>
    <div><dt>${t.rowCash}</dt><dd>${money(ctx, lease.cash)}</dd></div>
  </dl>`
    : html`<p>${at.priceByStore}</p>`}`;
  })}
  <h3>${at.termsHeading}</h3>
  <ul>${at.terms.map((term) => html`<li>${term}</li>`)}</ul>
</section>`;
}
