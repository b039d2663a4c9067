import type { Product, Variant } from '../data/types.js';
import { variantName, withVariantPricing } from '../data/variant-pricing.js';
import { breadcrumb } from './breadcrumb.js';
import { productImage, productUrl, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { monthlyPriceText } from './price.js';

export const FAVORITES_PATH = '/favorites';
export const FAVORITES_REMOVE_FORM_PATH = '/favorites/remove-form';

export interface SavedProduct {
  /** The pid saved: a variant's, or the product's own. */
  pid: string;
  product: Product;
  /** The variant saved; undefined when the product pid itself was saved. */
  variant: Variant | undefined;
}

/**
 * Remove without JavaScript: a form POST answered with a redirect back here. With it,
 * <lto-favorites-list> sends it as an icon's removal (widgets/favorites-list/README.md).
 */
function removeForm(ctx: ViewContext, pid: string, uuid: string, name: string): Html {
  return html`<form class="remove-form" method="post" action="${FAVORITES_REMOVE_FORM_PATH}" data-lto-favorite-remove>
  ${csrfField(ctx)}
  <input type="hidden" name="pid" value="${pid}">
  <input type="hidden" name="uuid" value="${uuid}">
  <button type="submit" class="button button--secondary">${ctx.text.remove}<span class="visually-hidden"> ${name}</span></button>
</form>`;
}

/** One saved item: the saved colour's image, name and price, its icon and its remove form. */
function savedTile(ctx: ViewContext, { pid, product, variant }: SavedProduct): Html {
  const name = variantName(product, variant, ctx.site.lang);
  const price = monthlyPriceText(ctx, withVariantPricing(product, variant));
  const href = variant ? `${productUrl(product.pid)}?color=${encodeURIComponent(variant.color.key)}` : productUrl(product.pid);
  return html`<li class="tile">
  <img class="tile__image" src="${productImage(product.pid, variant?.color.key)}" width="400" height="300" alt="" loading="lazy" decoding="async">
  <h2 class="tile__name"><a href="${href}">${name}</a></h2>
  <p class="tile__brand">${product.brand}</p>
  ${price ? html`<p class="tile__price">${price}</p>` : ''}
  ${favoriteIcon(ctx, product, variant, name, pid)}
  ${removeForm(ctx, pid, product.uuid, name)}
</li>`;
}

/** The shopper's saved items, oldest first, each with its icon and a remove control that needs no script. */
export function favoritesView(ctx: ViewContext, saved: readonly SavedProduct[]): Html {
  const t = ctx.text;
  return html`${breadcrumb(ctx, [{ label: t.favoritesTitle }])}
<h1>${t.favoritesTitle}</h1>
${
  saved.length === 0
    ? html`<p class="notice">${t.favoritesEmpty}</p>
<p><a class="button" href="/">${t.continueShopping}</a></p>`
    : html`<p class="results-count">${t.favoritesCount(saved.length)}</p>
<lto-favorites-list><ul class="grid favorites-list">
${saved.map((s) => savedTile(ctx, s))}
</ul></lto-favorites-list>`
}`;
}
