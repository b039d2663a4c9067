import type { PriceBounds } from '../../../src/validation/price-range.js';
import type { GridView } from '../../../src/contracts/grid-view.js';
import type { Facets } from '../data/listing.js';
import type { CompareEntry, Product } from '../data/types.js';
import type { ViewContext } from './context.js';
import { gridViewToggle } from './grid-view-toggle.js';
import { html, raw, type Html } from './html.js';
import { hasRefinements, listingHref, MAX_SIZE, type ListingState } from './listing-address.js';
import { resultTabs, type ResultTabs } from './listing-tabs.js';
import { listingTools } from './listing-tools.js';
import { listingToolsText, type ListingToolsText } from './listing-tools-text.js';
import { pagination, PAGE_SIZE } from './paging.js';
import { pricingSwitch } from './pricing-switch.js';
import { refinementCrumbs } from './refinement-crumbs.js';
import { refinementsNav } from './refinements.js';
import { FIRST_ROW, productTile } from './tile.js';

export interface ListingRegionOptions {
  /** With `start` clamped to the results. */
  state: ListingState;
  total: number;
  /** The products in view, from `state.start`. */
  products: readonly Product[];
  facets: Facets;
  /** The monthly payment range's bounds under the other refinements; null when no product has a payment. */
  priceBounds: PriceBounds | null;
  /** The page's whole document title, which <lto-product-grid> gives the page after reloading the grid. */
  documentTitle: string;
  /** The listing's category ('' on search pages): the tiles' cgid and compare category. */
  category: string;
  compareItems: readonly CompareEntry[];
  /** Shown instead of the grid when there are no results. */
  empty: Html;
  /** The tiles' layout (the grid / wide toggle). */
  view: GridView;
  /** A search that found articles: its products and its articles as two tabs. */
  tabs?: ResultTabs | undefined;
}

/**
 * 'Load more' without script shows what is in view and the next 20 (sz grows); past the largest
 * size it goes on to the next products. <lto-product-grid> fetches start={shown}&sz=20 instead.
 */
function loadMoreHref(state: ListingState): string {
  return state.size < MAX_SIZE
    ? listingHref(state, { start: state.start, size: state.size + PAGE_SIZE })
    : listingHref(state, { start: state.start + state.size, size: PAGE_SIZE });
}

function feed(ctx: ViewContext, o: ListingRegionOptions): Html {
  const { start } = o.state;
  return html`<h2 id="products-heading" class="visually-hidden">${ctx.text.productsHeading}</h2>
<div class="grid" role="feed" aria-busy="false" aria-labelledby="products-heading" data-lto-grid-feed${o.view === 'wide' ? raw(' data-lto-grid-wide') : ''}>
${o.products.map((p, i) =>
  productTile(ctx, p, {
    compare: true,
    element: 'article',
    idx: start + i,
    itemCount: o.total,
    category: o.category,
    eager: i < FIRST_ROW,
    compared: o.compareItems.some((item) => item.productPid === p.pid),
  }),
)}
</div>`;
}

function results(ctx: ViewContext, t: ListingToolsText, o: ListingRegionOptions, shown: number): Html {
  const { state, total } = o;
  return html`${pricingSwitch(ctx, state)}
<div class="listing-bar">
<p class="results-count" data-lto-grid-count>${ctx.text.viewing(shown, total)}</p>
${gridViewToggle(ctx, state, o.view)}
${listingTools(t, state)}
${Object.values(o.facets).some((values) => values.length > 0) ? html`<a class="listing-bar__filters" href="#refinements-heading" data-lto-refinements-opener>${t.filters}</a>` : ''}
</div>
${refinementCrumbs(ctx, t, state, o.facets)}
${refinementsNav(ctx, t, state, o.facets, o.priceBounds)}
${feed(ctx, o)}
${shown < total ? html`<p class="listing-more" data-lto-grid-more-row><a class="lto-button" href="${loadMoreHref(state)}" data-lto-grid-more>${t.loadMore}</a></p>` : ''}
${pagination(ctx, state.start, total, state.size, (start) => listingHref(state, { start }))}`;
}

/** No results: the page's own message, and the refinements while any is in force, so the shopper can take them back. */
function noResults(ctx: ViewContext, t: ListingToolsText, o: ListingRegionOptions): Html {
  if (!hasRefinements(o.state.refinements)) return o.empty;
  return html`${refinementCrumbs(ctx, t, o.state, o.facets)}
<p class="notice" role="status">${t.noMatches}</p>
${refinementsNav(ctx, t, o.state, o.facets, o.priceBounds)}`;
}

/**
 * The listing's region inside <lto-product-grid> (its server markup): the count, layout, sort and
 * size, refinements, the feed of tiles, 'load more' and the pages, and on a search that found
 * articles, the products and articles tabs around them. A format=ajax answer is this element
 * alone, which the widget puts in place of the one on the page or takes the new tiles from. A
 * category listing names its category (data-category), which the widget remembers (SPEC 2.1).
 */
export function listingRegion(ctx: ViewContext, o: ListingRegionOptions): Html {
  const t = listingToolsText(ctx.site);
  const shown = Math.min(o.state.start + o.products.length, o.total);
  const category = o.state.q ? '' : o.category;
  const products = o.total === 0 ? noResults(ctx, t, o) : results(ctx, t, o, shown);
  return html`<div class="listing" data-lto-grid-region${category ? html` data-category="${category}"` : ''} data-total="${o.total}" data-shown="${shown}" data-title="${o.documentTitle}">
${o.tabs ? resultTabs(ctx, o.state, o.total, o.tabs, products) : products}
</div>`;
}
