import type { CompareEntry } from '../data/types.js';
import { breadcrumb, type Crumb } from './breadcrumb.js';
import { compareItems } from './compare-items.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { leasingPowerFilter } from './leasing-power-filter.js';
import { listingRegion, type ListingRegionOptions } from './listing-region.js';
import { listingText } from './listing-text.js';

export interface ListingOptions extends ListingRegionOptions {
  heading: string;
  trail: readonly Crumb[];
}

const COMPARE_MAX = 6;

/**
 * `<lto-compare-bar>` with the session's list, and its server markup (widgets/compare-bar/README.md)
 * when the list has items: nothing inside while it is empty, as the widget draws it.
 */
function compareBar(ctx: ViewContext, category: string, entries: readonly CompareEntry[]): Html {
  const t = listingText(ctx.site);
  const items = compareItems(ctx, entries);
  const json = JSON.stringify(items);
  if (items.length === 0) return html`<lto-compare-bar category="${category}" items="${json}"></lto-compare-bar>`;
  const canCompare = items.length >= 2;
  const slots = Array.from({ length: COMPARE_MAX }, (_, index) => items[index]);
  return html`<lto-compare-bar category="${category}" items="${json}"><section class="lto-compare-bar" aria-label="${t.compareRegion}">
<p class="lto-compare-bar__count" aria-live="polite">${t.compareCount(items.length, COMPARE_MAX)}</p>
<ul class="lto-compare-bar__slots">${slots.map((item) =>
    item
      ? html`<li class="lto-compare-bar__slot">${
          item.img ? html`<img class="lto-compare-bar__img" src="${item.img}" alt="" width="40" height="40">` : ''
        }<span class="lto-compare-bar__name">${item.name || item.pid}</span><button type="button" class="lto-compare-bar__remove" aria-label="${t.removeFromCompare(
          item.name || item.pid,
        )}"><span aria-hidden="true">×</span></button></li>`
      : html`<li class="lto-compare-bar__slot lto-compare-bar__slot--empty"><span class="lto-visually-hidden">${t.emptySlot}</span></li>`,
  )}</ul>
<div class="lto-compare-bar__actions">${
    canCompare
      ? html`<button type="button" class="lto-button lto-button--primary">${t.compareItems(items.length)}</button>`
      : html`<button type="button" class="lto-button lto-button--primary" disabled aria-describedby="lto-compare-hint">${t.compareItems(
          items.length,
        )}</button><span id="lto-compare-hint" class="lto-compare-bar__hint">${t.compareNeedTwo}</span>`
  }<button type="button" class="lto-button lto-button--link">${t.clearCompared}</button></div>
</section></lto-compare-bar>`;
}

/**
 * A listing page: the heading, the 'Fits my Leasing Power' toggle (for an approved shopper), then
 * <lto-product-grid> around the region it reloads in place, and the compare bar outside it (both
 * outlive every reload).
 */
export function listingView(ctx: ViewContext, o: ListingOptions): Html {
  return html`${breadcrumb(ctx, o.trail)}
<h1>${o.heading}</h1>
${leasingPowerFilter(ctx)}
<lto-product-grid>
${listingRegion(ctx, o)}
</lto-product-grid>
${compareBar(ctx, o.category, o.compareItems)}`;
}
