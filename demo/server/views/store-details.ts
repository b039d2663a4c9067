import type { Store } from '../data/stores.js';
import { breadcrumb } from './breadcrumb.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { LOCATION_URLS, storeDetailsUrl } from './location-urls.js';
import { preferredStoreControl, storeAddress, storeHours, storeName, storePhone } from './store-card.js';

/**
 * The store details link's dialog content (SPEC 2.9, fetched with format=ajax): name, address,
 * phone and hours. No 'set as my store' form: in a dialog the widget does the choosing.
 */
export function storeDetailsFragment(ctx: ViewContext, store: Store): Html {
  return html`<section class="store-details" aria-labelledby="store-details-heading">
<h2 id="store-details-heading">${storeName(ctx, store)}</h2>
${storeAddress(store)}
${storePhone(ctx, store)}
${storeHours(ctx, store, 3)}
</section>`;
}

/** The same details as a page of their own, with the form that makes it the shopper's store. */
export function storeDetailsPage(ctx: ViewContext, store: Store): Html {
  const name = storeName(ctx, store);
  return html`${breadcrumb(ctx, [{ label: ctx.text.storeLocatorTitle, href: LOCATION_URLS.storeLocator }, { label: name }])}
<article class="store-details">
<h1>${name}</h1>
${storeAddress(store)}
${storePhone(ctx, store)}
${preferredStoreControl(ctx, store, storeDetailsUrl(store.storeId))}
${storeHours(ctx, store, 2)}
</article>`;
}
