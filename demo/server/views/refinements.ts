import type { PriceBounds } from '../../../src/validation/price-range.js';
import type { Facets, FacetValue } from '../data/listing.js';
import { FACETS, type FacetName } from '../data/listing-query.js';
import { localized, type ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { hasRefinements, listingHref, refinedHref, type ListingState } from './listing-address.js';
import { refinementLabel, type ListingToolsText } from './listing-tools-text.js';
import { priceRangeGroup } from './price-range.js';
import { valueLink } from './refinement-value.js';
import { subcatChoices } from './subcat-refinements.js';

/** A value's name as the refinements show it. */
export function valueLabel(ctx: ViewContext, t: ListingToolsText, facet: FacetName, value: FacetValue): string {
  if (facet === 'rating') return t.starsAndUp(Number(value.value));
  const name = value.name ? localized(ctx, value.name) : value.value;
  return facet === 'subcat' ? refinementLabel(name) : name;
}

/** A value's link: choosing it, or, when it is the one in force, taking it back. */
function valueHref(state: ListingState, facet: FacetName, value: string, chosen: boolean): string {
  if (facet === 'rating') return refinedHref(state, 'rating', chosen ? undefined : Number(value));
  return refinedHref(state, facet, chosen ? undefined : value);
}

function chosenValue(state: ListingState, facet: FacetName): string | undefined {
  const value = state.refinements[facet];
  return value === undefined ? undefined : String(value);
}

/**
 * The refinements (SPEC 2.6): a group per facet with a value, each value a link with the number of
 * products it would show; the value in force is marked aria-current and its link removes it.
 * The monthly payment range follows, between the bounds of `priceBounds` (none without them).
 * 'Clear all' appears while any refinement (the monthly payment range too) is in force. A group
 * starts closed (its name alone) unless it holds the value in force. Each link
 * reloads the grid in place once <lto-product-grid> is drawn, and navigates before. The nav is
 * <lto-refinements>'s server markup: its groups open and close without script, and below 1024px
 * the widget shows it as a sidebar from the listing bar's filters link.
 */
export function refinementsNav(ctx: ViewContext, t: ListingToolsText, state: ListingState, facets: Facets, priceBounds: PriceBounds | null = null): Html {
  const groups = FACETS.filter((facet) => facets[facet].length > 0);
  const anyInForce = hasRefinements(state.refinements);
  if (groups.length === 0 && !anyInForce && !priceBounds) return html``;
  return html`<lto-refinements><nav class="refinements" aria-labelledby="refinements-heading">
<h2 id="refinements-heading" class="refinements__heading">${t.refineBy}</h2>
${groups.map((facet) => {
  if (facet === 'subcat' && state.brandPage) return subcatChoices(ctx, t, state, facets.subcat);
  const chosen = chosenValue(state, facet);
  // Closed unless one of its values is in force: open groups on a phone pushed every product
  // below the first screen.
  return html`<details class="refinements__group"${chosen ? raw(' open') : ''}>
<summary>${t.groups[facet]}</summary>
<ul>${facets[facet].map((value) => {
    const isChosen = value.value === chosen;
    return valueLink(valueHref(state, facet, value.value, isChosen), valueLabel(ctx, t, facet, value), value.count, isChosen);
  })}</ul>
</details>`;
})}
${priceBounds ? priceRangeGroup(ctx, state, priceBounds) : ''}
${anyInForce ? html`<a class="refinements__clear" href="${listingHref(state, { refinements: {} })}" data-lto-grid-link>${t.clearAll}</a>` : ''}
</nav></lto-refinements>`;
}
