import type { ProductSetDefinition } from '../data/product-sets.js';
import type { Product, Variant } from '../data/types.js';
import { variantName, variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { listingText } from './listing-text.js';
import { monthlyPriceText } from './price.js';
import { CART_ADD_SET_PATH } from './product-set-urls.js';
import { colorUrl } from './variant-picker.js';

/** The set and cart pages' own words (only these pages use them). */
const TEXT = {
  en: {
    items: 'Items in this set',
    quantity: 'Quantity',
    addAll: 'Add all to cart',
  },
  es: {
    items: 'Artículos de este juego',
    quantity: 'Cantidad',
    addAll: 'Agregar todo al carrito',
  },
} as const;

export const setText = (ctx: ViewContext) => TEXT[ctx.site.lang];

/**
 * One set item (the page and GET {getSetItem} both render it): data-pid is the chosen colour's
 * pid, what 'add all to cart' sends; each swatch names its getSetItem query and links to the
 * colour's product page for pages without script.
 */
export function setItem(ctx: ViewContext, product: Product, chosen: Variant | undefined, quantity: number): Html {
  const t = setText(ctx);
  const pid = chosen ? variantPid(product, chosen) : product.pid;
  const price = monthlyPriceText(ctx, withVariantPricing(product, chosen));
  const quantityId = `set-quantity-${product.pid}`;
  return html`<li class="set-item" data-lto-set-item data-pid="${pid}">
  <img src="${productImage(product.pid, chosen?.color.key)}" width="160" height="120" alt="">
  <div class="set-item__info">
    <h3><a href="${productUrl(product.pid)}">${variantName(product, chosen, ctx.site.lang)}</a></h3>
    ${price ? html`<p class="set-item__price">${price}</p>` : ''}
    <ul class="swatches" aria-label="${listingText(ctx.site).colors}">${product.variants.map(
      (v) => html`<li><a class="swatch" data-lto-set-swatch="?pid=${product.pid}&amp;color=${v.color.key}" href="${colorUrl(product, v)}"${
        v === chosen ? html` aria-current="true"` : ''
      }><span>${localized(ctx, v.color.name)}</span></a></li>`,
    )}</ul>
    <input type="hidden" name="pid" value="${pid}">
    <label for="${quantityId}">${t.quantity}</label>
    <input id="${quantityId}" class="set-item__quantity" name="Quantity" inputmode="numeric" size="3" value="${String(quantity)}">
  </div>
</li>`;
}

/**
 * The product set page: <lto-product-set> over its server markup (widgets/product-set/README.md):
 * one form with the items and 'Add all to cart'. Without script the form posts each item's pid
 * and the quantity typed; with it, a swatch loads that colour's item in place.
 */
export function setPage(ctx: ViewContext, set: ProductSetDefinition, items: readonly { product: Product; chosen: Variant | undefined }[]): Html {
  const t = setText(ctx);
  return html`<h1>${localized(ctx, set.name)}</h1>
<section class="product-set" aria-labelledby="set-items-heading">
<h2 id="set-items-heading">${t.items}</h2>
<lto-product-set action="${CART_ADD_SET_PATH}"><form class="lto-product-set" method="post" action="${CART_ADD_SET_PATH}">
<ul class="lto-product-set__items">${items.map(({ product, chosen }) => setItem(ctx, product, chosen, 1))}</ul>
${csrfField(ctx)}
<button type="submit" class="lto-button lto-button--primary lto-product-set__add-all">${t.addAll}</button>
</form></lto-product-set>
</section>`;
}

/** The demo cart: what was added, newest last. */
