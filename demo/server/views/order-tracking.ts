import { translator } from '../../../src/core/i18n.js';
import { formatPaymentDate } from '../../../widgets/order-tracking/answer.js';
import { messages, type MessageKey } from '../../../widgets/order-tracking/messages.js';
import type { TrackedOrder } from '../data/order-tracking.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { orderTrackingText } from './order-tracking-text.js';
import { ORDER_TRACKING_URLS } from './order-tracking-urls.js';
import { widgetConfig } from './widget-config.js';

export type TrackingField = 'orderTrackingOrderNumber' | 'orderTrackingPostalCode';

/** What the shopper sent (kept as typed) and the message key of each field found wrong. */
export interface TrackingForm {
  values: Record<TrackingField, string>;
  errors: Partial<Record<TrackingField, MessageKey>>;
}

export type TrackingOutcome = { kind: 'none' } | { kind: 'not-found' } | { kind: 'found'; order: TrackedOrder };

const EMPTY_FORM: TrackingForm = { values: { orderTrackingOrderNumber: '', orderTrackingPostalCode: '' }, errors: {} };

/**
 * The order tracking page (SPEC 2.11): <lto-order-tracking> around a plain form that works without
 * script (same field names, same texts, errors beside the fields). A lookup made without script
 * shows its outcome after the tag, where the widget leaves it alone.
 */
export function orderTrackingView(ctx: ViewContext, form: TrackingForm = EMPTY_FORM, outcome: TrackingOutcome = { kind: 'none' }): Html {
  const config = widgetConfig(ctx.site);
  const t = translator(messages, config);
  const page = orderTrackingText(ctx.site.lang);
  const row = (field: TrackingField, label: MessageKey, autocomplete: string) => {
    const error = form.errors[field];
    // REQUIRED is the postal row's own required text, as in the widget.
    const message = error === 'REQUIRED' ? t('tracking.postalRequired') : error ? t(error) : '';
    return html`<div class="lto-order-tracking__row">
  <label class="lto-order-tracking__label" for="${field}">${t(label)}</label>
  <input class="lto-order-tracking__input" id="${field}" name="${field}" type="text" autocomplete="${autocomplete}" value="${form.values[field]}"${
    message ? html` aria-invalid="true" aria-describedby="${field}-error"` : ''
  }>
  ${message ? html`<p class="lto-order-tracking__error" id="${field}-error">${message}</p>` : ''}
</div>`;
  };
  return html`<h1>${page.trackingTitle}</h1>
<lto-order-tracking order-number="${form.values.orderTrackingOrderNumber}" postal-code="${form.values.orderTrackingPostalCode}">
<div class="lto-order-tracking">
<p class="lto-order-tracking__intro">${t('tracking.intro')}</p>
<form class="lto-order-tracking__form" method="post" action="${ORDER_TRACKING_URLS.orderTracking}">
  ${csrfField(ctx)}
  ${row('orderTrackingOrderNumber', 'tracking.orderNumberLabel', 'off')}
  ${row('orderTrackingPostalCode', 'tracking.postalLabel', 'postal-code')}
  <button type="submit" class="lto-button lto-button--primary lto-order-tracking__submit">${t('tracking.submit')}</button>
</form>
</div>
</lto-order-tracking>
${outcomeView(outcome, t, config.locale)}`;
}

function outcomeView(outcome: TrackingOutcome, t: ReturnType<typeof translator<MessageKey>>, locale: string): Html | string {
  if (outcome.kind === 'none') return '';
  if (outcome.kind === 'not-found') return html`<p class="lto-order-tracking__problem notice">${t('tracking.notFound')}</p>`;
  const { order } = outcome;
  return html`<section class="lto-order-tracking__result" aria-labelledby="tracking-result">
  <h2 id="tracking-result" class="lto-order-tracking__result-title">${t('tracking.resultTitle', { number: order.agreementNumber })}</h2>
  <dl class="lto-order-tracking__facts">
    <div><dt>${t('tracking.status')}</dt><dd>${t(`tracking.status.${order.status}`)}</dd></div>
    <div><dt>${t('tracking.nextPayment')}</dt><dd>${order.nextPaymentDate ? formatPaymentDate(order.nextPaymentDate, locale) : t('tracking.noPayment')}</dd></div>
  </dl>
  <h3 class="lto-order-tracking__items-title">${t('tracking.items')}</h3>
  <ul class="lto-order-tracking__items">
    ${order.items.map((item) => html`<li>${t('tracking.item', { name: item.name[locale.startsWith('es') ? 'es' : 'en'], quantity: item.quantity })}</li>`)}
  </ul>
</section>`;
}
