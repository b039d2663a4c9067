import type { Store } from '../data/stores.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { LOCATION_URLS } from './location-urls.js';
import { weekRows } from './store-format.js';

/** What shoppers call the store: the brand and the neighbourhood. */
export const storeName = (ctx: ViewContext, store: Store): string => `${ctx.text.siteName} ${store.name}`;

export function storeAddress(store: Store): Html {
  return html`<address class="store__address">${store.address1}<br>${store.city}, ${store.stateCode} ${store.postalCode}</address>`;
}

/** A tel: link, so phones dial it; the seed writes North American numbers. */
export function storePhone(ctx: ViewContext, store: Store): Html {
  const digits = store.phone.replace(/\D/g, '');
  return html`<p class="store__phone">${ctx.text.phone}: <a href="tel:+1${digits}">${store.phone}</a></p>`;
}

/** The week's opening hours; `heading` is the level of their heading, or null where a summary already names them. */
export function storeHours(ctx: ViewContext, store: Store, heading: 2 | 3 | null): Html {
  const title = heading === 2 ? html`<h2>${ctx.text.storeHours}</h2>` : heading === 3 ? html`<h3>${ctx.text.storeHours}</h3>` : '';
  return html`<div class="store__hours">
  ${title}
  <table>
    <tbody>${weekRows(ctx, store.hours).map((r) => html`<tr><th scope="row">${r.day}</th><td>${r.hours}</td></tr>`)}</tbody>
  </table>
</div>`;
}

/**
 * 'Set as my store' without JavaScript: a form POST to setPreferredStore, redirected back to the
 * page it came from. The preferred store shows a 'My store' tag instead.
 */
export function preferredStoreControl(ctx: ViewContext, store: Store, returnUrl: string): Html {
  const name = storeName(ctx, store);
  if (ctx.location.storeId === store.storeId) return html`<p class="tag store__mine">${ctx.text.myStore}</p>`;
  return html`<form class="store__prefer" method="post" action="${LOCATION_URLS.setPreferredStore}">
  ${csrfField(ctx)}
  <input type="hidden" name="storeId" value="${store.storeId}">
  <input type="hidden" name="returnUrl" value="${returnUrl}">
  <button type="submit" class="button button--secondary">${ctx.text.setAsMyStore}<span class="visually-hidden"> (${name})</span></button>
</form>`;
}
