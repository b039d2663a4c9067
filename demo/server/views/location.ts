import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { LOCATION_URLS } from './location-urls.js';

/**
 * The header's zip banner (SPEC 2.2). Without the widget it is a link to the store locator, where
 * a plain form changes the zip; <lto-zip-banner> takes it over and opens the zip modal instead.
 */
export function zipBanner(ctx: ViewContext): Html {
  const { zip } = ctx.location;
  return html`<lto-zip-banner zip="${zip}"><a class="zip-banner" href="${LOCATION_URLS.storeLocator}">${
    zip ? ctx.text.zipBanner(zip) : ctx.text.zipBannerUnset
  }</a></lto-zip-banner>`;
}

/** The zip / set-my-location modal (SPEC 2.2): nothing to show until a widget opens it. */
export function zipModal(ctx: ViewContext): Html {
  return html`<lto-zip-modal></lto-zip-modal>`;
}

/**
 * The product page's store availability slot (SPEC 2.8, 2.9). The widget's attributes may still
 * change, so this is the one place that writes them. Without the widget: a link to the locator.
 */
export function storeAvailability(ctx: ViewContext, pid: string): Html {
  const { zip, storeId } = ctx.location;
  return html`<lto-store-availability pid="${pid}" zip="${zip}" store-id="${storeId}">
  <h2>${ctx.text.storeAvailabilityHeading}</h2>
  <p><a href="${LOCATION_URLS.storeLocator}">${ctx.text.findLocalStore}</a></p>
</lto-store-availability>`;
}
