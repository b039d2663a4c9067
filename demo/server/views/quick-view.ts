import type { Product, Variant } from '../data/types.js';
import { variantName, withVariantPricing } from '../data/variant-pricing.js';
import { activeQuote } from '../pricing.js';
import { productImage, productUrl, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, type Html } from './html.js';
import { leasingPowerLine } from './leasing-power.js';
import { money, monthlyPriceText } from './price.js';
import { colorUrl } from './variant-picker.js';
import { tileSaleWords } from './tile-data.js';

/**
 * The quick view fragment (SPEC 2.7, 7.1): what GET /p/{pid}?format=ajax answers, with no layout
 * around it. <lto-quick-view> puts it in its dialog after DOMPurify, so it carries no script, no
 * inline style and no id (it lands inside a page that has its own); <lto-favorite> in it becomes
 * a working island. `shown` is the colour asked for (?color=, the colour the tile shows, as its
 * links carry it), or the product's first in stock.
 */
export function quickViewFragment(ctx: ViewContext, product: Product, shown: Variant | undefined): Html {
  const t = ctx.text;
  const priced = withVariantPricing(product, shown);
  const quote = activeQuote(priced);
  const monthly = monthlyPriceText(ctx, priced);
  const name = variantName(product, shown, ctx.site.lang);
  const outOfStock = !product.variants.some((v) => v.inStock);
  // The tile's sale wording and was-price, for the colour shown.
  const sale = tileSaleWords(ctx, product, shown);
  return html`<div class="quickview">
  <img class="quickview__image" src="${productImage(product.pid, shown?.color.key)}" width="400" height="300" alt="${name}">
  <div class="quickview__info">
    ${sale.labels.map((label) => html`<p class="badge">${label}</p>`)}
    <h3 class="quickview__name">${name}</h3>
    <p class="quickview__brand">${t.brand}: ${product.brand}</p>
    ${outOfStock ? html`<p class="tile__oos">${t.outOfStock}</p>` : ''}
    ${monthly ? html`<p class="quickview__price">${monthly}</p>` : ''}
    ${monthly && sale.wasMonthly !== null ? html`<p class="quickview__was"><s>${t.was(money(ctx, sale.wasMonthly))}</s></p>` : ''}
    ${monthly && quote ? leasingPowerLine(ctx, quote.rate) : ''}
    ${
      quote
        ? html`<dl class="facts">
      <div><dt>${t.todaysPayment}</dt><dd>${money(ctx, quote.todaysPayment)}</dd></div>
      <div><dt>${t.totalCost}</dt><dd>${money(ctx, quote.tco)}</dd></div>
    </dl>`
        : ''
    }
    ${favoriteIcon(ctx, product, shown)}
    <p><a class="button" href="${shown ? colorUrl(product, shown) : productUrl(product.pid)}">${t.viewFullDetails}</a></p>
  </div>
</div>`;
}
