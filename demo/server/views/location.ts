import type { SiteKey } from '../site.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { LOCATION_URLS, storeDetailsUrl } from './location-urls.js';
import { storeAvailabilityText } from './store-availability-text.js';

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

/** A store of the storesInventory answer (SPEC 3.1), as the page knows it for the shopper's zip. */
export interface InventoryStore {
  storeId: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  status: string;
  statusclass: string;
}

/** How many stores the list shows before 'See more' (the widget's `visible`). */
const VISIBLE_STORES = 3;

function nearbyStores(ctx: ViewContext, zip: string, stores: readonly InventoryStore[], selectedId: string): Html {
  const t = storeAvailabilityText(ctx.site.key);
  if (stores.length === 0) {
    return html`<div class="lto-store-availability__nearby"><h3 class="lto-store-availability__subheading">${t.near(zip)}</h3><p role="alert" class="lto-store-availability__problem">${t.noStores}</p></div>`;
  }
  const item = (store: InventoryStore) => {
    const name = `${store.address1}, ${store.city}`;
    return html`<li class="lto-store-availability__item${store.storeId === selectedId ? ' is-selected' : ''}"><div class="lto-store-availability__store"><span class="lto-store-availability__address">${name}${
      store.stateCode ? `, ${store.stateCode}` : ''
    } ${store.postalCode}</span>${
      store.status ? html`<span class="lto-store-availability__status ${store.statusclass}">${store.status}</span>` : ''
    }</div><a class="lto-store-availability__details-link" href="${storeDetailsUrl(store.storeId)}" aria-haspopup="dialog" aria-label="${t.detailsLabel(name)}">${t.details}</a></li>`;
  };
  return html`<div class="lto-store-availability__nearby"><h3 class="lto-store-availability__subheading">${t.near(zip)}</h3><ul id="store-availability-list" class="lto-store-availability__list">${stores
    .slice(0, VISIBLE_STORES)
    .map(item)}</ul>${
    stores.length > VISIBLE_STORES
      ? html`<button type="button" class="lto-button lto-button--link" aria-expanded="false" aria-controls="store-availability-list">${t.seeMore}</button>`
      : ''
  }</div>`;
}

/**
 * The product page's store availability (SPEC 2.8, 2.9), as widgets/store-availability/markup.html:
 * its actions are links to the store locator (the widget opens its dialogs in their place), and,
 * with a zip, the stores near it as `stores` has them (the storesInventory answer, which the tag's
 * inventory attribute carries so the widget draws the same list without asking again).
 */
export function storeAvailability(ctx: ViewContext, pid: string, stores: readonly InventoryStore[] | null = null): Html {
  const t = storeAvailabilityText(ctx.site.key);
  const { zip, storeId } = ctx.location;
  const locator = LOCATION_URLS.storeLocator;
  const known = zip && stores ? stores : null;
  const preferred = known?.find((store) => store.storeId === storeId);
  return html`<lto-store-availability pid="${pid}" zip="${zip}" store-id="${storeId}"${known ? html` inventory="${JSON.stringify(known)}"` : ''}><section class="lto-store-availability" aria-labelledby="store-availability-heading">
  <h2 id="store-availability-heading" class="lto-store-availability__heading">${t.heading}</h2>
  <p class="lto-store-availability__preferred">${preferred ? t.preferred(`${preferred.address1}, ${preferred.city}`) : storeId ? '' : t.noPreferred}</p>
  <div class="lto-store-availability__actions"><a class="lto-button" href="${locator}" aria-haspopup="dialog">${storeId ? t.changePreferred : t.setPreferred}</a>${
    zip ? '' : html`<a class="lto-button lto-button--link" href="${locator}" aria-haspopup="dialog">${t.find}</a>`
  }</div>
  ${known ? nearbyStores(ctx, zip, known, storeId) : ''}
</section></lto-store-availability>`;
}
