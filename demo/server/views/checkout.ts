import type { Order } from '../data/orders.js';
import type { Store } from '../data/stores.js';
import type { Product } from '../data/types.js';
import { variantName } from '../data/variant-pricing.js';
import { localized, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { storeAddress } from './store-card.js';

/** SPEC 2.11: delivery address, order form, payment info, sign agreement. */
const CHECKOUT_STEPS = 4;

export interface CheckoutOrder {
  order: Order;
  product: Product;
  store: Store | null;
}

/**
 * The first checkout step as far as this demo goes: the order the product page created (the
 * orderId cookie), with its product, store and zip. The checkout form itself is another issue.
 */
export function checkoutView(ctx: ViewContext, placed: CheckoutOrder | null): Html {
  const t = ctx.text;
  if (!placed) {
    return html`<h1>${t.checkoutTitle}</h1>
<p class="notice">${t.checkoutNoOrder}</p>`;
  }
  const { order, product, store } = placed;
  const variant = product.variants.find((v) => v.pid === order.variantPid);
  return html`<h1>${t.checkoutTitle}</h1>
<p class="checkout__step">${t.checkoutStep(1, CHECKOUT_STEPS, t.checkoutDelivery)}</p>
<section class="checkout__order" aria-labelledby="order-heading">
  <h2 id="order-heading">${t.checkoutOrder(order.id)}</h2>
  <dl class="facts">
    <div><dt>${t.checkoutProduct}</dt><dd><a href="${productUrl(product.pid)}">${variantName(product, variant, ctx.site.lang) || localized(ctx, product.name)}</a></dd></div>
    ${store ? html`<div><dt>${t.checkoutStore}</dt><dd>${store.name}<br>${storeAddress(store)}</dd></div>` : ''}
    <div><dt>${t.checkoutZip}</dt><dd>${order.zip || '—'}</dd></div>
  </dl>
</section>
<p>${t.checkoutNext}</p>`;
}
