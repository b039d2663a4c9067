import { GENERIC_SUBCAT, toggleSubcatid } from '../../../src/contracts/subcatids.js';
import type { FacetValue } from '../data/listing.js';
import { localized, type ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { refinedHref, type ListingState } from './listing-address.js';
import { refinementLabel, type ListingToolsText } from './listing-tools-text.js';
import { valueLink } from './refinement-value.js';

/**
 * The sub-category group of a brand's landing page (SPEC 2.6), chosen several at a time: a value's
 * link adds it to the `subcatids` list, or takes it out when it is chosen; the generic value
 * ('All types') empties the list and is the one in force while nothing is chosen. Open while a
 * sub-category is chosen, like the other groups.
 */
export function subcatChoices(ctx: ViewContext, t: ListingToolsText, state: ListingState, values: readonly FacetValue[]): Html {
  const chosen = state.refinements.subcats ?? [];
  const hrefTo = (value: string) => {
    const next = toggleSubcatid(chosen, value);
    return refinedHref(state, 'subcats', next.length > 0 ? next : undefined);
  };
  // Each product is of one type: the brand's products under the other refinements.
  const all = values.reduce((sum, value) => sum + value.count, 0);
  return html`<details class="refinements__group refinements__group--several"${chosen.length > 0 ? raw(' open') : ''}>
<summary>${t.groups.subcat}</summary>
<ul>${valueLink(hrefTo(GENERIC_SUBCAT), t.allTypes, all, chosen.length === 0)}${values.map((value) =>
    valueLink(hrefTo(value.value), refinementLabel(value.name ? localized(ctx, value.name) : value.value), value.count, chosen.includes(value.value)),
  )}</ul>
</details>`;
}
