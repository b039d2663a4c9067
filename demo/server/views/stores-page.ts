import { translator } from '../../../src/core/i18n.js';
import { fieldMessagesEitherPostalCode } from '../../../src/validation/messages.js';
import type { Place } from '../data/gazetteer.js';
import type { NearbyStore } from '../data/stores.js';
import { breadcrumb } from './breadcrumb.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { LOCATION_URLS, storeDetailsUrl } from './location-urls.js';
import { preferredStoreControl, storeAddress, storeHours, storeName, storePhone } from './store-card.js';
import { distanceText } from './store-format.js';
import { widgetConfig } from './widget-config.js';

export interface StoreLocatorModel {
  /** Where the list is measured from: the session's zip, else the site's default place. */
  place: Place;
  /** False when the place is the site's default because the shopper has not set a zip. */
  chosen: boolean;
  stores: NearbyStore[];
  /** How the zip form just failed (the no-JavaScript path redirects back with a flag): not a zip, or no store near it. */
  zipSearch: 'invalid' | 'notFound' | null;
  /** What the shopper typed in the form that failed, drawn back into its field. */
  typed: string;
}

/** The zip field's size: a zip, or a postal code with its space. What was typed is drawn back no longer. */
export const ZIP_FIELD_MAX = 10;

/** The zip form of SPEC 3.1 as a plain form: it posts, and the server redirects back here. */
function zipForm(ctx: ViewContext, failed: StoreLocatorModel['zipSearch'], typed: string): Html {
  const t = ctx.text;
  const message = failed === 'invalid' ? translator(fieldMessagesEitherPostalCode, widgetConfig(ctx.site))('VALIDATE_ZIP_REGEX') : t.zipNotFound;
  return html`<form class="zip-form" method="post" action="${LOCATION_URLS.zipcodeSearch}">
  ${csrfField(ctx)}
  <input type="hidden" name="returnUrl" value="${LOCATION_URLS.storeLocator}">
  <label for="zipcodesearch_zipcode">${t.zipLabel}</label>
  <input id="zipcodesearch_zipcode" class="zip-form__input" name="zipcodesearch_zipcode" type="text" autocomplete="postal-code" maxlength="${ZIP_FIELD_MAX}" required${
    // Failed: what was typed, and the focus with its error (read out as the field is reached).
    failed ? html` value="${typed}" aria-invalid="true" aria-describedby="zip-form-error" autofocus` : ''
  }>
  <button type="submit" class="button" name="setlocation" value="true">${t.zipSearchButton}</button>
  ${failed ? html`<p id="zip-form-error" class="notice" role="alert">${message}</p>` : ''}
</form>`;
}

function storeItem(ctx: ViewContext, { store, distanceKm }: NearbyStore): Html {
  return html`<li class="store" id="store-${store.storeId}">
  <h3 class="store__name"><a href="${storeDetailsUrl(store.storeId)}">${storeName(ctx, store)}</a></h3>
  <p class="store__distance">${ctx.text.distanceAway(distanceText(ctx, distanceKm))}</p>
  ${storeAddress(store)}
  ${storePhone(ctx, store)}
  ${preferredStoreControl(ctx, store, LOCATION_URLS.storeLocator)}
  <details class="store__more"><summary>${ctx.text.storeHours}</summary>${storeHours(ctx, store, null)}</details>
</li>`;
}

export function storeLocatorView(ctx: ViewContext, model: StoreLocatorModel): Html {
  const t = ctx.text;
  const { place } = model;
  return html`${breadcrumb(ctx, [{ label: t.storeLocatorTitle }])}
<h1>${t.storeLocatorTitle}</h1>
${zipForm(ctx, model.zipSearch, model.typed)}
${model.chosen ? '' : html`<p class="notice">${t.defaultLocationNote}</p>`}
<h2>${t.storesNear(`${[place.city, place.stateCode].filter(Boolean).join(', ')} ${model.chosen ? ctx.location.zip : place.code}`)}</h2>
${
  model.stores.length === 0
    ? html`<p class="notice">${t.noStoresNear}</p>`
    : html`<ol class="store-list">${model.stores.map((s) => storeItem(ctx, s))}</ol>`
}`;
}
