import { CHECKOUT_STATUSES, type CheckoutStatus } from '../../../src/contracts/checkout-status.js';
import { checkoutLoaderText } from './checkout-loader-text.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { orderTrackingText } from './order-tracking-text.js';
import { LOADER_DEMO_PATH } from './order-tracking-urls.js';

/**
 * The overlay as <lto-checkout-loader>'s markup contract has it (widgets/checkout-loader/markup.html),
 * in the platform's words: a page rendered mid-verification shows it before any script runs.
 */
export function loaderOverlay(ctx: ViewContext, state: CheckoutStatus): Html {
  const { title, text } = checkoutLoaderText(ctx.site.lang)[state];
  const titleClass = state === 'GENERIC_LOADING' ? 'lto-visually-hidden' : 'lto-checkout-loader__title';
  return html`<div class="lto-checkout-loader__overlay" data-state="${state}">
  <div class="lto-checkout-loader__panel">
    <span class="lto-checkout-loader__spinner" aria-hidden="true"></span>
    <p class="${titleClass}">${title}</p>
    ${text ? html`<p class="lto-checkout-loader__text">${text}</p>` : ''}
  </div>
</div>`;
}

/**
 * Every state of <lto-checkout-loader> on one page: buttons play a state (or a path of SPEC 4.9)
 * through the lto:checkout-status event, as a host page would (/public/loader-demo.js, script
 * from 'self' under the CSP); links open the page with the overlay's `state` attribute set, the
 * overlay drawn by the server.
 */
export function loaderDemoView(ctx: ViewContext, state: CheckoutStatus | null): Html {
  const t = orderTrackingText(ctx.site);
  return html`<h1>${t.loaderTitle}</h1>
<p>${t.loaderIntro}</p>
<ul class="loader-demo">
  ${CHECKOUT_STATUSES.map(
    (s) => html`<li><button type="button" class="lto-button" data-loader-sequence="${s}">${t.loaderShow(s)}</button>
    <a href="${LOADER_DEMO_PATH}?state=${s}">${t.loaderOpen(s)}</a></li>`,
  )}
</ul>
<h2>${t.loaderPaths}</h2>
<p><button type="button" class="lto-button" data-loader-sequence="DEFAULT,KBA_SUCCESS">${t.loaderKba}</button></p>
<p><button type="button" class="lto-button" data-loader-sequence="DEFAULT,DOC_VERIFY_PROCESSING,DOC_VERIFY_SUCCESS">${t.loaderDocs}</button></p>
<lto-checkout-loader${state ? html` state="${state}"` : ''}>${state ? loaderOverlay(ctx, state) : ''}</lto-checkout-loader>
<script type="module" src="/public/loader-demo.js"></script>`;
}
