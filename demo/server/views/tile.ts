import type { Product } from '../data/types.js';
import { defaultVariant, variantPid } from '../data/variant-pricing.js';
import { isOutOfStock } from '../pricing.js';
import type { LabelStyle, TileLayout } from '../../../widgets/product-tile/display.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, raw, type Html } from './html.js';
import { tileBodyHtml } from './tile-body.js';
import { tileVariant } from './tile-data.js';

export interface TileOptions {
  /** Listing tiles carry a compare toggle; home page teasers do not. */
  compare: boolean;
  /** The tile's index in the whole list, from 0 (SPEC 3.2 idx). */
  idx: number;
  /** How many products the list has (SPEC 3.2 itemcount). */
  itemCount: number;
  /** The listing's category ('' on search and home pages). */
  category: string;
  /** 'div' where the tile is not in a list (a carousel slide, which is a group); 'li' by default. */
  element?: 'li' | 'div';
}

function compareToggle(ctx: ViewContext, product: Product): Html {
  return html`<lto-compare-toggle pid="${product.pid}" uuid="${product.uuid}" name="${localized(ctx, product.name)}" img="${productImage(
    product.pid,
  )}" category="${product.category}"></lto-compare-toggle>`;
}

/**
 * The tile's quick view (SPEC 2.7): source says where it was opened from, 'category' on a
 * category listing and 'search' on a search page (the demo has no product lists, so no
 * productlistid).
 */
function quickView(ctx: ViewContext, product: Product, options: TileOptions): Html {
  return html`<lto-quick-view url="${productUrl(product.pid)}" source="${options.category ? 'category' : 'search'}" name="${localized(
    ctx,
    product.name,
  )}"></lto-quick-view>`;
}

/** ?pricing=weekly shows weekly pills, ?labels=old the old sale label style (demo switches). */
export function tileLayout(ctx: ViewContext): TileLayout {
  return ctx.url.searchParams.get('pricing') === 'weekly' ? 'weekly' : 'monthly';
}

function labelStyle(ctx: ViewContext): LabelStyle {
  return ctx.url.searchParams.get('labels') === 'old' ? 'old' : 'new';
}

/**
 * A tile: <lto-product-tile> with the body rendered for the variant shown first, then the
 * compare toggle, the favourite icon and the quick view, which are islands of their own.
 */
export function productTile(ctx: ViewContext, product: Product, options: TileOptions): Html {
  const first = defaultVariant(product);
  const selected = first ? variantPid(product, first) : '';
  const variants = product.variants.map((variant) => tileVariant(ctx, product, variant));
  const layout = tileLayout(ctx);
  const labels = labelStyle(ctx);
  const body = tileBodyHtml({ site: ctx.site, variants, selectedPid: selected, layout, labelStyle: labels, zip: ctx.location.zip });
  const element = options.element ?? 'li';
  return html`<${raw(element)} class="tile">
  <lto-product-tile pid="${product.pid}" selected="${selected}" idx="${options.idx}" itemcount="${options.itemCount}" cgid="${
    options.category
  }" sortoos="${isOutOfStock(product) ? '1' : '0'}" layout="${layout}" label-style="${labels}" variants="${JSON.stringify(variants)}">${raw(
    body,
  )}</lto-product-tile>
  ${options.compare ? compareToggle(ctx, product) : ''}
  ${options.compare ? favoriteIcon(ctx, product) : ''}
  ${options.compare ? quickView(ctx, product, options) : ''}
</${raw(element)}>`;
}
