import type { Product } from '../data/types.js';
import { activeTerm, isOutOfStock } from '../pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { money, monthlyPriceText, ratingLine } from './price.js';

export interface TileOptions {
  /** Listing tiles carry a compare toggle; home page teasers do not. */
  compare: boolean;
}

function compareToggle(ctx: ViewContext, product: Product): Html {
  return html`<lto-compare-toggle pid="${product.pid}" uuid="${product.uuid}" name="${localized(ctx, product.name)}" img="${productImage(
    product.pid,
  )}" category="${product.category}"></lto-compare-toggle>`;
}

export function productTile(ctx: ViewContext, product: Product, options: TileOptions): Html {
  const t = ctx.text;
  const term = activeTerm(product);
  const priceText = monthlyPriceText(ctx, product);
  const outOfStock = isOutOfStock(product);
  return html`<li class="tile${outOfStock ? ' tile--oos' : ''}">
  <img class="tile__image" src="${productImage(product.pid)}" width="400" height="300" alt="" loading="lazy" decoding="async">
  ${product.promo ? html`<p class="badge">${localized(ctx, product.promo.label)}</p>` : ''}
  <h3 class="tile__name"><a href="${productUrl(product.pid)}">${localized(ctx, product.name)}</a></h3>
  <p class="tile__brand">${product.brand}</p>
  ${priceText ? html`<p class="tile__price">${priceText}</p>` : ''}
  ${product.wasMonthly !== null ? html`<p class="tile__was"><s>${t.was(money(ctx, product.wasMonthly))}</s></p>` : ''}
  ${term ? html`<p class="tile__today">${t.todaysPayment}: ${money(ctx, term.firstPayment)}</p>` : ''}
  ${ratingLine(ctx, product)}
  ${outOfStock ? html`<p class="tile__oos">${t.outOfStock}</p>` : ''}
  ${product.express && !outOfStock ? html`<p class="tile__delivery">${t.freeDelivery}</p>` : ''}
  ${product.variants.length > 1 ? html`<p class="tile__colors">${t.colorCount(product.variants.length)}</p>` : ''}
  ${options.compare ? compareToggle(ctx, product) : ''}
</li>`;
}
