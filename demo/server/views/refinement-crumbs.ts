import { toggleSubcatid } from '../../../src/contracts/subcatids.js';
import { formatWholeUnits } from '../../../src/pricing/index.js';
import type { Facets } from '../data/listing.js';
import { FACETS } from '../data/listing-query.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { listingHref, refinedHref, type ListingState } from './listing-address.js';
import type { ListingToolsText } from './listing-tools-text.js';
import { priceRangeText } from './price-range-text.js';
import { valueLabel } from './refinements.js';

interface Crumb {
  label: string;
  href: string;
}

/**
 * The refinements in force above the results, the breadcrumb refinement values of SPEC 2.6: one
 * link each ('Brand: Harbor ×'), taking that one back, which <lto-product-grid> reloads in place
 * (data-lto-grid-link) and which is a plain link before. Nothing while nothing is refined. A brand
 * page's types, chosen several at once, are one each, taking that type out of `subcatids`.
 */
export function refinementCrumbs(ctx: ViewContext, t: ListingToolsText, state: ListingState, facets: Facets): Html {
  const r = state.refinements;
  const crumbs: Crumb[] = FACETS.flatMap((facet) => {
    const chosen = r[facet];
    if (chosen === undefined) return [];
    const value = facets[facet].find((v) => v.value === String(chosen));
    return [{ label: `${t.groups[facet]}: ${value ? valueLabel(ctx, t, facet, value) : String(chosen)}`, href: refinedHref(state, facet, undefined) }];
  });
  for (const id of r.subcats ?? []) {
    const value = facets.subcat.find((v) => v.value === id);
    const rest = toggleSubcatid(r.subcats!, id);
    crumbs.push({ label: `${t.groups.subcat}: ${value ? valueLabel(ctx, t, 'subcat', value) : id}`, href: refinedHref(state, 'subcats', rest.length > 0 ? rest : undefined) });
  }
  if (r.pmin !== undefined || r.pmax !== undefined) {
    const amount = (units: number) => formatWholeUnits(units, ctx.site);
    const range =
      r.pmin !== undefined && r.pmax !== undefined ? `${amount(r.pmin)}–${amount(r.pmax)}` : r.pmin !== undefined ? t.atLeast(amount(r.pmin)) : t.atMost(amount(r.pmax!));
    const { pmin: _min, pmax: _max, ...others } = r;
    crumbs.push({ label: `${priceRangeText(ctx.site).group}: ${range}`, href: listingHref(state, { refinements: others }) });
  }
  if (crumbs.length === 0) return html``;
  return html`<ul class="refinement-crumbs" aria-label="${t.inForce}">${crumbs.map(
    (crumb) => html`<li><a href="${crumb.href}" aria-label="${t.remove(crumb.label)}" data-lto-grid-link>${crumb.label} <span aria-hidden="true">×</span></a></li>`,
  )}</ul>`;
}
