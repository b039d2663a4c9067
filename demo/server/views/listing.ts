import type { CompareEntry, ProductPage } from '../data/types.js';
import { breadcrumb, type Crumb } from './breadcrumb.js';
import { localized, productImage, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { pagination } from './paging.js';
import { productTile, tileLayout } from './tile.js';

export interface ListingOptions {
  heading: string;
  trail: readonly Crumb[];
  page: ProductPage;
  start: number;
  /** The compare bar's category: the listing's category, or '' on search pages. */
  barCategory: string;
  compareItems: readonly CompareEntry[];
  /** Shown instead of the grid when there are no results. */
  empty: Html;
}

function compareBar(ctx: ViewContext, category: string, items: readonly CompareEntry[]): Html {
  const json = JSON.stringify(
    items.map((i) => ({ pid: i.pid, uuid: i.uuid, name: localized(ctx, i.name), img: productImage(i.pid), category: i.category })),
  );
  return html`<lto-compare-bar category="${category}" items="${json}"></lto-compare-bar>`;
}

/** The demo's switch between monthly prices and weekly payment pills on the tiles (?pricing=weekly). */
function pricingSwitch(ctx: ViewContext): Html {
  const params = new URLSearchParams(ctx.url.search);
  const weekly = tileLayout(ctx) === 'weekly';
  if (weekly) params.delete('pricing');
  else params.set('pricing', 'weekly');
  const query = params.toString();
  return html`<p class="pricing-switch"><a href="${query ? `${ctx.url.pathname}?${query}` : ctx.url.pathname}">${
    weekly ? ctx.text.showMonthlyPrices : ctx.text.showWeeklyPrices
  }</a></p>`;
}

export function listingView(ctx: ViewContext, o: ListingOptions): Html {
  const { page, start } = o;
  const shown = Math.min(start + page.products.length, page.total);
  return html`${breadcrumb(ctx, o.trail)}
<h1>${o.heading}</h1>
${
  page.total === 0
    ? o.empty
    : html`<div class="listing-bar"><p class="results-count">${ctx.text.viewing(shown, page.total)}</p>${pricingSwitch(ctx)}</div>
<h2 class="visually-hidden">${ctx.text.productsHeading}</h2>
<ul class="grid">
${page.products.map((p, i) => productTile(ctx, p, { compare: true, idx: start + i, itemCount: page.total, category: o.barCategory }))}
</ul>
${pagination(ctx, start, page.total)}`
}
${compareBar(ctx, o.barCategory, o.compareItems)}`;
}
