import { APPLY_START_PATH } from './account-urls.js';
import { applyText } from './apply-text.js';
import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { money } from './price.js';

const textOf = (ctx: ViewContext) => applyText(ctx.site.lang);

export const applyPageTitle = (ctx: ViewContext): string => textOf(ctx).title;

/**
 * The lease application's landing page ('apply before you shop', SPEC 2.10). Its start is a form:
 * it makes the application, which the checkout's first steps then fill in (a plain link could not
 * make anything, and a GET must not).
 */
export function applyPage(ctx: ViewContext): Html {
  const t = textOf(ctx);
  return html`<h1>${t.title}</h1>
<p>${t.intro}</p>
<ol class="apply-steps">${t.steps.map((step) => html`<li>${step}</li>`)}</ol>
<form method="post" action="${APPLY_START_PATH}">
  ${csrfField(ctx)}
  <button class="button" type="submit">${t.start}</button>
</form>`;
}

export const approvedTitle = (ctx: ViewContext): string => textOf(ctx).approvedHeading;

/** An approved application: the monthly Leasing Power it gives, in the site's currency, and the way to shop. */
export function approvedView(ctx: ViewContext, leasingPowerCents: number): Html {
  const t = textOf(ctx);
  return html`<h1>${t.approvedHeading}</h1>
<p class="apply-approved__amount">${t.approvedAmount(money(ctx, leasingPowerCents))}</p>
<p>${t.approvedBody}</p>
<p><a class="button" href="/">${t.shop}</a></p>`;
}

/** On an application's checkout steps, in place of the order's summary: there is no item yet. */
export function applicationSummary(ctx: ViewContext): Html {
  const t = textOf(ctx);
  return html`<section class="checkout__order" aria-labelledby="order-heading">
  <h2 id="order-heading">${t.applicationHeading}</h2>
  <p>${t.applicationBody}</p>
</section>`;
}
