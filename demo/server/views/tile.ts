import type { Product } from '../data/types.js';
import { defaultVariant, variantPid } from '../data/variant-pricing.js';
import { isOutOfStock } from '../pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, jsonAttribute, raw, type Html } from './html.js';
import { listingText } from './listing-text.js';
import { money } from './price.js';
import { tileBody, type LabelStyle, type TileLayout } from './tile-body.js';
import { specVariant, tileVariant, type TileVariant } from './tile-data.js';

export type { LabelStyle, TileLayout } from './tile-body.js';

/**
 * How many tiles a row of the grid holds at most (site.css: 15rem columns in 1200px): the first
 * row's images are the listing's largest paint, loaded at once at high priority; the rest lazily.
 */
export const FIRST_ROW = 4;

export interface TileOptions {
  /** Listing tiles carry a compare toggle; home page teasers do not. */
  compare: boolean;
  /** The tile's index in the whole list, from 0 (SPEC 3.2 idx). */
  idx: number;
  /** How many products the list has (SPEC 3.2 itemcount). */
  itemCount: number;
  /** The listing's category ('' on search and home pages). */
  category: string;
  /**
   * 'article' in the listing's feed (APG feed pattern: numbered in the whole list, named by the
   * product), 'div' where the tile is not in a list (a carousel slide, which is a group); 'li' by default.
   */
  element?: 'li' | 'div' | 'article';
  /** In the first row of the page's grid: its image loads eagerly, at high priority. */
  eager?: boolean;
  /** The product is in the session's compare list: its toggle is drawn checked. */
  compared?: boolean;
}

/** `<lto-compare-toggle>` with its server markup (widgets/compare-toggle/README.md), checked when in the compare list. */
function compareToggle(ctx: ViewContext, product: Product, checked: boolean): Html {
  const t = listingText(ctx.site);
  const name = localized(ctx, product.name);
  return html`<lto-compare-toggle pid="${product.pid}" uuid="${product.uuid}" name="${name}" img="${productImage(product.pid)}" category="${
    product.category
  }"><div class="lto-compare-toggle"><label class="lto-compare-toggle__label"><input type="checkbox" class="lto-compare-toggle__input" aria-label="${t.compareProduct(
    name,
  )}"${checked ? raw(' checked') : ''}><span>${t.compare}</span></label></div></lto-compare-toggle>`;
}

/**
 * The tile's quick view (SPEC 2.7) with its server markup: source says where it was opened from,
 * 'category' on a category listing and 'search' on a search page (the demo has no product lists,
 * so no productlistid); pid lets it open the colour chosen on the tile.
 */
function quickView(ctx: ViewContext, product: Product, options: TileOptions): Html {
  const t = listingText(ctx.site);
  const name = localized(ctx, product.name);
  return html`<lto-quick-view url="${productUrl(product.pid)}" pid="${product.pid}" source="${options.category ? 'category' : 'search'}" name="${name}"><div class="lto-quick-view"><button type="button" class="lto-quick-view__open" aria-haspopup="dialog" aria-label="${t.quickViewProduct(
    name,
  )}">${t.quickView}</button></div></lto-quick-view>`;
}

/**
 * The tile's impression for analytics (src/analytics/README.md "Markup"), for the variant shown:
 * the id, name, brand, category and sub-category (the product's kind), the '$X/...' price text the
 * tile shows, its 1-based place in the list, stock and the rating (none when it has no ratings).
 */
function impressionData(ctx: ViewContext, product: Product, shown: TileVariant | undefined, idx: number): Html {
  const t = listingText(ctx.site);
  const price = shown && shown.term > 0 && shown.monthly !== null ? t.monthlyPrice(money(ctx, shown.monthly), shown.term) : '';
  return html` data-lto-item="${product.pid}" data-lto-item-name="${shown?.name ?? localized(ctx, product.name)}" data-lto-item-brand="${product.brand}" data-lto-item-category="${
    product.category
  }" data-lto-item-subcategory="${product.kind}"${price ? html` data-lto-item-price="${price}"` : ''} data-lto-item-position="${idx + 1}" data-lto-item-stock="${
    shown?.inStock === false ? 'out' : 'in'
  }"${shown && shown.ratingTenths > 0 ? html` data-lto-item-rating="${(shown.ratingTenths / 10).toFixed(1)}"` : ''}`;
}

/** ?pricing=weekly shows weekly pills, ?labels=old the old sale label style (demo switches). */
export function tileLayout(ctx: ViewContext): TileLayout {
  return ctx.url.searchParams.get('pricing') === 'weekly' ? 'weekly' : 'monthly';
}

function labelStyle(ctx: ViewContext): LabelStyle {
  return ctx.url.searchParams.get('labels') === 'old' ? 'old' : 'new';
}

/**
 * A tile: <lto-product-tile> with the body drawn for the variant shown first, then the compare
 * toggle, the favourite icon and the quick view, which are islands of their own, each with its
 * server markup.
 */
export function productTile(ctx: ViewContext, product: Product, options: TileOptions): Html {
  const first = defaultVariant(product);
  const selected = first ? variantPid(product, first) : '';
  const variants = product.variants.map((variant) => tileVariant(ctx, product, variant));
  const layout = tileLayout(ctx);
  const labels = labelStyle(ctx);
  const eager = options.eager ?? false;
  const body = tileBody(ctx, { variants, selectedPid: selected, layout, labelStyle: labels, eager, idx: options.idx });
  const element = options.element ?? 'li';
  // The feed article is named by a hidden copy of the product name: the tile's own heading is the
  // widget's to redraw, so an id inside it would not last.
  const nameId = `tile-${product.pid}-name`;
  const feedItem =
    element === 'article'
      ? html` aria-posinset="${options.idx + 1}" aria-setsize="${options.itemCount}" aria-labelledby="${nameId}"`
      : '';
  // sortoos: '1' in stock, '0' out of stock, as SPEC 4.8 orders results by it, highest first.
  const shown = variants.find((variant) => variant.pid === selected) ?? variants[0];
  return html`<${raw(element)} class="tile"${feedItem}>
  ${element === 'article' ? html`<span id="${nameId}" hidden>${localized(ctx, product.name)}</span>` : ''}
  <lto-product-tile pid="${product.pid}" selected="${selected}" idx="${options.idx}" itemcount="${options.itemCount}" cgid="${
    options.category
  }" sortoos="${isOutOfStock(product) ? '0' : '1'}" layout="${layout}" label-style="${labels}"${eager ? raw(' loading="eager"') : ''} variants=${jsonAttribute(
    variants.map((variant) => specVariant(variant, ctx)),
  )}${impressionData(ctx, product, shown, options.idx)}>${body}</lto-product-tile>
  ${options.compare ? compareToggle(ctx, product, options.compared ?? false) : ''}
  ${options.compare ? favoriteIcon(ctx, product) : ''}
  ${options.compare ? quickView(ctx, product, options) : ''}
</${raw(element)}>`;
}
