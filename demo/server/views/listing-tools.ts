import { SORT_RULES } from '../data/listing-query.js';
import { html, raw, type Html } from './html.js';
import { listingHref, listingParams, type ListingState } from './listing-address.js';
import type { ListingToolsText } from './listing-tools-text.js';
import { PAGE_SIZE } from './paging.js';

/** The page sizes offered (SPEC 2.6 items per page); a size 'load more' reached is offered too, so the select shows it. */
function sizes(current: number): number[] {
  const offered = [PAGE_SIZE, 2 * PAGE_SIZE];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

const selected = (yes: boolean) => (yes ? raw(' selected') : '');

/**
 * The sort-by and items-per-page selects (SPEC 2.6). Without script the form submits them with
 * the refinements in force (hidden fields); once <lto-product-grid> is drawn a change reloads the
 * grid with the chosen option's data-href. INFINITE_SCROLL has none: the widget turns infinite
 * scroll on in place (without script the form gives the first page with 'load more').
 */
export function listingTools(t: ListingToolsText, state: ListingState): Html {
  const kept = listingParams({ ...state, sort: 'featured', size: PAGE_SIZE, start: 0 });
  return html`<form class="listing-tools" method="get" action="${state.path}">
${kept.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<label class="listing-tools__field">${t.sortBy}
<select name="srule" data-lto-grid-select>${SORT_RULES.map(
    (rule) => html`<option value="${rule}" data-href="${listingHref(state, { sort: rule })}"${selected(rule === state.sort)}>${t.sortRules[rule]}</option>`,
  )}</select>
</label>
<label class="listing-tools__field">${t.itemsPerPage}
<select name="sz" data-lto-grid-select>${sizes(state.size).map(
    (size) => html`<option value="${size}" data-href="${listingHref(state, { size })}"${selected(size === state.size)}>${size}</option>`,
  )}<option value="INFINITE_SCROLL">${t.infiniteScroll}</option></select>
</label>
<button type="submit" class="lto-button listing-tools__apply">${t.apply}</button>
</form>`;
}
