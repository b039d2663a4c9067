import type { StoresInventoryAnswer } from '../../../src/contracts/location.js';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { removeCookie } from '../cookies.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { ensureSession } from '../session.js';
import { html } from '../views/html.js';
import { LOCATION_URLS } from '../views/location-urls.js';
import { storeDetailsFragment, storeDetailsPage } from '../views/store-details.js';
import { storeName } from '../views/store-card.js';
import { storeLocatorView, ZIP_FIELD_MAX } from '../views/stores-page.js';
import { answerJson, readForm, refuse, returnPath, textField } from './form-input.js';
import { storesInventory } from './store-inventory.js';
import { ZIP_SEARCH_FLAG, ZIP_TYPED_COOKIE } from './location.js';
import { renderError, renderPage, viewContext } from './render.js';

/** SPEC 5 store number: 'C' or 'F' and 2–4 digits; anything else is not a store page. */
const STORE_ID = /^[CF]\d{2,4}$/;

/** What the plain zip form's redirect says went wrong, if anything. */
const zipSearchOutcome = (flag: string | undefined): 'invalid' | 'notFound' | null =>
  flag === ZIP_SEARCH_FLAG.invalid ? 'invalid' : flag === ZIP_SEARCH_FLAG.notFound ? 'notFound' : null;

/**
 * SPEC 7.2 store endpoints (storesInventory, setPreferredStore) and the store locator pages:
 * /stores, the nearest stores to the shopper's zip, and /stores/{storeId}, one store's details
 * (a fragment for the store details dialog when format=ajax).
 */
export function storeRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, sessions, stores } = data;

  // storesInventory: the stores near zipCode, nearest first, with the product's status at each.
  // An invalid or unknown zip is an empty list (the widget then shows INVALID_ZIP).
  app.get(LOCATION_URLS.storesInventory, (c) => {
    const pid = (c.req.query('pid') ?? '').trim();
    const zipCode = c.req.query('zipCode');
    if (pid === '') return refuse(c, 'missing-pid');
    if (zipCode === undefined) return refuse(c, 'missing-zipcode');
    if (products.categoryOf(pid) === null) return refuse(c, 'unknown-product', 404);
    return answerJson(c, storesInventory(data, pid, zipCode, c.get('text')) satisfies StoresInventoryAnswer);
  });

  // setPreferredStore: JSON for the widgets; the locator's plain form adds returnUrl and gets a redirect.
  app.post(LOCATION_URLS.setPreferredStore, async (c) => {
    const form = await readForm(c);
    if (!form) return refuse(c, 'bad-form');
    const storeId = textField(form, 'storeId');
    if (!storeId) return refuse(c, 'missing-store');
    if (!stores.store(storeId)) return refuse(c, 'unknown-store');
    sessions.setStore(ensureSession(c), storeId);
    const back = returnPath(c, form);
    return back ? redirectTo(c, back) : answerJson(c, { success: true, storeId });
  });

  app.get(LOCATION_URLS.storeLocator, (c) => {
    const ctx = viewContext(c, products);
    const chosen = ctx.location.zip === '' ? null : (stores.lookup(ctx.location.zip)?.place ?? null);
    const place = chosen ?? stores.lookup(ctx.site.defaultZip)?.place;
    if (!place) throw new Error(`zipcodes cannot place the default zip of ${ctx.site.key}`);
    const zipSearch = zipSearchOutcome(c.req.query(ZIP_SEARCH_FLAG.name));
    // What the failed form had, shown once.
    const typedCookie = getCookie(c, ZIP_TYPED_COOKIE);
    if (typedCookie !== undefined) removeCookie(c, ZIP_TYPED_COOKIE);
    const typed = zipSearch ? (typedCookie ?? '').slice(0, ZIP_FIELD_MAX) : '';
    const body = storeLocatorView(ctx, { place, chosen: chosen !== null, stores: stores.storesNear(place), zipSearch, typed });
    return renderPage(c, ctx, { title: ctx.text.storeLocatorTitle, pageType: 'storelocator', category: '', body });
  });

  const details = (c: Context<AppEnv>) => {
    const ctx = viewContext(c, products);
    const id = c.req.param('storeId') ?? '';
    const store = STORE_ID.test(id) ? stores.store(id) : null;
    if (c.req.query('format') === 'ajax') {
      const headers = { 'Cache-Control': 'private, no-cache' };
      return store
        ? c.html(storeDetailsFragment(ctx, store), 200, headers)
        : c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, headers);
    }
    if (!store) return renderError(c, ctx, 404);
    return renderPage(c, ctx, { title: storeName(ctx, store), pageType: 'storelocator', category: '', body: storeDetailsPage(ctx, store) });
  };
  app.get(`${LOCATION_URLS.storeLocator}/:storeId`, details);

  return app;
}
