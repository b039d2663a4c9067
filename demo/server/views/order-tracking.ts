import { fieldMessagesEitherPostalCode, type FieldMessageKey } from '../../../src/validation/messages.js';
import { translator } from '../../../src/core/i18n.js';
import type { TrackedOrder } from '../data/order-tracking.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { orderTrackingText, type OrderTrackingText } from './order-tracking-text.js';
import { ORDER_TRACKING_URLS } from './order-tracking-urls.js';
import { widgetConfig } from './widget-config.js';

export type TrackingField = 'orderTrackingOrderNumber' | 'orderTrackingPostalCode';

/** What the shopper sent (kept as typed), the message key of each field found wrong, and whether it was a post. */
export interface TrackingForm {
  values: Record<TrackingField, string>;
  errors: Partial<Record<TrackingField, string>>;
  submitted: boolean;
}

export type TrackingOutcome = { kind: 'none' } | { kind: 'not-found' } | { kind: 'found'; order: TrackedOrder };

const EMPTY_FORM: TrackingForm = { values: { orderTrackingOrderNumber: '', orderTrackingPostalCode: '' }, errors: {}, submitted: false };

/** '2026-12-04' as the page's language writes a date: 'December 4, 2026', '4 de diciembre de 2026'. */
function paymentDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The order tracking page (SPEC 2.11): <lto-order-tracking> around the form its markup contract
 * gives (widgets/order-tracking/markup.html), which works without script (same field names,
 * errors beside the fields). A lookup made without script shows its outcome after the tag, where
 * the widget leaves it alone.
 */
export function orderTrackingView(ctx: ViewContext, form: TrackingForm = EMPTY_FORM, outcome: TrackingOutcome = { kind: 'none' }): Html {
  const t = orderTrackingText(ctx.site);
  // The postal code may be a zip or a Canadian one on either site (SPEC 5.2): its error names both.
  const fieldError = translator(fieldMessagesEitherPostalCode, widgetConfig(ctx.site));
  const row = (field: TrackingField, label: string, autocomplete: string) => {
    const error = form.errors[field];
    // REQUIRED is the postal row's own required text, as in the widget.
    const message = error === 'REQUIRED' ? t.postalRequired : error ? fieldError(error as FieldMessageKey) : '';
    return html`<div class="lto-order-tracking__row">
  <label class="lto-order-tracking__label" for="${field}">${label}</label>
  <input id="${field}" class="lto-order-tracking__input" name="${field}" type="text" autocomplete="${autocomplete}" value="${form.values[field]}"${
    message ? html` aria-invalid="true" aria-describedby="${field}-error"` : ''
  }>
  ${message ? html`<p id="${field}-error" class="lto-order-tracking__error">${message}</p>` : ''}
</div>`;
  };
  return html`<h1>${t.trackingTitle}</h1>
<lto-order-tracking order-number="${form.values.orderTrackingOrderNumber}" postal-code="${form.values.orderTrackingPostalCode}"${form.submitted ? html` submitted` : ''}>
<div class="lto-order-tracking">
<p class="lto-order-tracking__intro">${t.intro}</p>
<form class="lto-order-tracking__form" method="post" action="${ORDER_TRACKING_URLS.orderTracking}" novalidate>
  ${row('orderTrackingOrderNumber', t.orderNumberLabel, 'off')}
  ${row('orderTrackingPostalCode', t.postalLabel, 'postal-code')}
  ${csrfField(ctx)}
  <button type="submit" class="lto-button lto-button--primary lto-order-tracking__submit">${t.submit}</button>
</form>
<div class="lto-order-tracking__problem" role="alert"></div>
</div>
</lto-order-tracking>
${outcomeView(outcome, t, ctx)}`;
}

function outcomeView(outcome: TrackingOutcome, t: OrderTrackingText, ctx: ViewContext): Html | string {
  if (outcome.kind === 'none') return '';
  if (outcome.kind === 'not-found') return html`<p class="lto-order-tracking__problem notice">${t.notFound}</p>`;
  const { order } = outcome;
  return html`<section class="lto-order-tracking__result" aria-labelledby="tracking-result">
  <h2 id="tracking-result" class="lto-order-tracking__result-title">${t.resultTitle(order.agreementNumber)}</h2>
  <dl class="lto-order-tracking__facts">
    <div><dt>${t.status}</dt><dd>${t.statuses[order.status] ?? order.status}</dd></div>
    <div><dt>${t.nextPayment}</dt><dd>${order.nextPaymentDate ? paymentDate(order.nextPaymentDate, ctx.site.locale) : t.noPayment}</dd></div>
  </dl>
  <h3 class="lto-order-tracking__items-title">${t.items}</h3>
  <ul class="lto-order-tracking__items">
    ${order.items.map((item) => html`<li>${t.item(item.name[ctx.site.lang], item.quantity)}</li>`)}
  </ul>
</section>`;
}
