import type { Product, Variant } from '../data/types.js';
import { variantPid } from '../data/variant-pricing.js';
import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { START_LEASE_FORM_PATH } from './order-urls.js';

/**
 * <lto-start-lease> creating an order for the chosen colour (the demo's product pages use the
 * create-order path, SPEC 4.7), with the contract's markup inside (README "Server markup"): a form
 * the server answers without script by creating the order and going to checkout, and the empty
 * alert line under it. The island draws the same form and creates the order from the page.
 * group-sku (the myGroupSku order cookie) is the product the colours belong to; the demo knows no
 * approval tiers or fulfilment centre (tier, advo-tier, fc), and the create-order answer gives the
 * store and state of the zip the order is made with.
 */
export function startLeaseTag(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const variant = chosen ? variantPid(product, chosen) : product.pid;
  return html`<lto-start-lease pid="${product.pid}" variant="${variant}" group-sku="${product.pid}" action="${START_LEASE_FORM_PATH}"><div class="lto-start-lease">
  <form method="post" action="${START_LEASE_FORM_PATH}">
    <input type="hidden" name="productId" value="${variant}">
    ${csrfField(ctx)}
    <button type="submit" class="lto-button lto-button--primary lto-start-lease__button">${ctx.text.startLease}</button>
  </form>
  <p class="lto-start-lease__error" role="alert"></p>
</div></lto-start-lease>`;
}
