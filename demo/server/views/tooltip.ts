import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { tooltipText } from './tooltip-text.js';

/**
 * <lto-tooltip> as its markup contract gives it (widgets/tooltip/README.md): a button trigger
 * described by the tip beside it. Without script, hover and focus show the tip (CSS) and a screen
 * reader reads it as the button's description.
 */
function tooltip(id: string, trigger: string, tip: string, variant?: 'payment'): Html {
  return html`<lto-tooltip${variant ? html` variant="${variant}"` : ''}><button type="button" class="lto-tooltip__trigger" aria-describedby="${id}">${trigger}</button><span class="lto-tooltip__tip" role="tooltip" id="${id}">${tip}</span></lto-tooltip>`;
}

/** Under the product page's lease terms: what the total cost of ownership is. */
export function termsNote(ctx: ViewContext): Html {
  const t = tooltipText(ctx.site);
  return html`<p class="pdp__terms-note">${t.termsNote} ${tooltip('tco-tip', t.tcoTrigger, t.tcoTip)}</p>`;
}

/** On the payment step: why the form asks for a card (SPEC 2.2: the payment page's own look). */
export function paymentNote(ctx: ViewContext): Html {
  const t = tooltipText(ctx.site);
  return html`<p class="checkout__payment-note">${t.paymentNote} ${tooltip('card-tip', t.cardTrigger, t.cardTip, 'payment')}</p>`;
}
