import { LOADER_STATES, type LoaderState } from '../../../widgets/checkout-loader/states.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { orderTrackingText } from './order-tracking-text.js';
import { LOADER_DEMO_PATH } from './order-tracking-urls.js';

/**
 * Every state of <lto-checkout-loader> on one page: buttons play a state (or a path of SPEC 4.9)
 * through the lto:checkout-status event, as a host page would (/public/loader-demo.js, script
 * from 'self' under the CSP); links open the page with the overlay's `state` attribute set.
 */
export function loaderDemoView(ctx: ViewContext, state: LoaderState | null): Html {
  const t = orderTrackingText(ctx.site.lang);
  return html`<h1>${t.loaderTitle}</h1>
<p>${t.loaderIntro}</p>
<ul class="loader-demo">
  ${LOADER_STATES.map(
    (s) => html`<li><button type="button" class="lto-button" data-loader-sequence="${s}">${t.loaderShow(s)}</button>
    <a href="${LOADER_DEMO_PATH}?state=${s}">${t.loaderOpen(s)}</a></li>`,
  )}
</ul>
<h2>${t.loaderPaths}</h2>
<p><button type="button" class="lto-button" data-loader-sequence="DEFAULT,KBA_SUCCESS">${t.loaderKba}</button></p>
<p><button type="button" class="lto-button" data-loader-sequence="DEFAULT,DOC_VERIFY_PROCESSING,DOC_VERIFY_SUCCESS">${t.loaderDocs}</button></p>
<lto-checkout-loader${state ? html` state="${state}"` : ''}></lto-checkout-loader>
<script type="module" src="/public/loader-demo.js"></script>`;
}
