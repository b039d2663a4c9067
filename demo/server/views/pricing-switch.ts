import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { listingHref, type ListingState } from './listing-address.js';
import { tileLayout } from './tile.js';

/**
 * The demo's switch between monthly prices and weekly payment pills on the tiles (?pricing=weekly),
 * to the listing shown: it is part of the region the grid reloads in place, so a refinement made
 * there is kept when the shopper switches.
 */
export function pricingSwitch(ctx: ViewContext, state: ListingState): Html {
  const weekly = tileLayout(ctx) === 'weekly';
  const switches = state.switches.filter(([name]) => name !== 'pricing');
  const href = listingHref({ ...state, switches: weekly ? switches : [...switches, ['pricing', 'weekly']] }, { start: state.start });
  return html`<p class="pricing-switch"><a href="${href}">${weekly ? ctx.text.showMonthlyPrices : ctx.text.showWeeklyPrices}</a></p>`;
}
