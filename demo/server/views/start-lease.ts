import type { Product, Variant } from '../data/types.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { START_LEASE_FORM_PATH } from './order-urls.js';

/**
 * <lto-start-lease> creating an order for the chosen colour (the demo's product pages use the
 * create-order path, SPEC 4.7). Inside, for pages without script, a form the server answers by
 * creating the order and going to checkout; it looks like the widget's button, so nothing moves.
 */
export function startLeaseTag(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const variant = chosen?.pid ?? product.pid;
  return html`<lto-start-lease pid="${product.pid}" variant="${variant}"><div class="lto-start-lease">
  <form method="post" action="${START_LEASE_FORM_PATH}">${csrfField(ctx)}<input type="hidden" name="productId" value="${variant}">
  <button type="submit" class="lto-button lto-button--primary lto-start-lease__button">${ctx.text.startLease}</button></form>
</div></lto-start-lease>`;
}
