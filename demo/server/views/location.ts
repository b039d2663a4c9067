import type { SiteKey } from '../site.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { LOCATION_URLS } from './location-urls.js';

/** The banner's pin, hidden from assistive technology. */
const PIN_ICON =
  '<svg class="lto-zip-banner__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>';

/** What the banner's link says it does, for assistive technology. */
const BANNER_LABEL: Record<SiteKey, (zip: string) => string> = {
  'en-us': (zip) => `Change your zip code, now ${zip}`,
  'es-us': (zip) => `Cambiar tu código postal, ahora ${zip}`,
  'en-ca': (zip) => `Change your postal code, now ${zip}`,
};

/**
 * The header's zip banner (SPEC 2.2), as widgets/zip-banner/markup.html: a link to the store
 * locator, where a plain form changes the zip, marked as an opener of the zip modal (a click opens
 * the modal once our script runs, even one that comes before it).
 */
export function zipBanner(ctx: ViewContext): Html {
  const { zip } = ctx.location;
  const href = LOCATION_URLS.storeLocator;
  return html`<lto-zip-banner zip="${zip}" href="${href}"><a class="lto-zip-banner" href="${href}" data-lto-zip-modal aria-haspopup="dialog"${
    zip ? html` aria-label="${BANNER_LABEL[ctx.site.key](zip)}"` : ''
  }>${raw(PIN_ICON)}<span class="lto-zip-banner__text">${zip ? ctx.text.zipBanner(zip) : ctx.text.zipBannerUnset}</span></a></lto-zip-banner>`;
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
