import { GRID_VIEWS, type GridView } from '../../../src/contracts/grid-view.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import type { ListingState } from './listing-address.js';
import { shownListingHref } from './listing-shown-href.js';
import { listingTabsText } from './listing-tabs-text.js';

/**
 * The grid / wide toggle of the listing bar (SPEC 2.6): a link to the listing in each layout, the
 * one shown marked current. Once <lto-product-grid> is drawn they are toggle buttons that switch
 * the layout in place.
 */
export function gridViewToggle(ctx: ViewContext, state: ListingState, shown: GridView): Html {
  const t = listingTabsText(ctx.site.lang);
  return html`<div class="grid-view-toggle" role="group" aria-label="${t.layout}">${GRID_VIEWS.map(
    (view) =>
      html`<a href="${shownListingHref(state, 'view', view)}"${view === shown ? raw(' aria-current="true"') : ''} data-lto-grid-view="${view}">${t.views[view]}</a>`,
  )}</div>`;
}
