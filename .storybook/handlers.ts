import { delay, http, HttpResponse } from 'msw';
import { storyDelay } from './story-delay';
import type { CompareAnswer } from '../src/contracts/compare';
import type { CreateOrderAnswer } from '../src/contracts/create-order';
import { ENDPOINT_PATHS } from '../src/contracts/endpoint-paths';
import type { EndpointName } from '../src/contracts/endpoints';
import type { FavoriteAnswer } from '../src/contracts/favorites';
import type { StoresByLocationAnswer, StoresInventoryAnswer, ZipSearchAnswer } from '../src/contracts/location';
import type { RealTimePricingAnswer } from '../src/contracts/real-time-pricing';
import { getConfig } from '../src/core/config';

/**
 * An endpoint's path as msw matches it: on any origin, at the contracts' path (src/contracts/
 * endpoint-paths.ts, which the stories' config blocks give the widgets), a `{name}` there as `:name`.
 */
export const mswPath = (name: EndpointName) => `*${ENDPOINT_PATHS[name].replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * MSW handlers for the compare endpoints of SPEC 7.5 (contract: GET {compareAdd|compareRemove}
 * ?pid=&category= -> `{"success": true}` or `{"success": false, "error": ...}`). Shared by the
 * stories (parameters.msw.handlers, browser service worker) and by tests (msw/node), so a failure
 * shown in Storybook is the same failure a test asserts.
 *
 * The paths match any origin ('*'): the widgets resolve the configured '/compare/add' against the
 * page, which is the Storybook iframe in the browser and http://localhost:3000 under happy-dom.
 */
export const COMPARE_ADD_PATH = mswPath('compareAdd');
export const COMPARE_REMOVE_PATH = mswPath('compareRemove');

/** Like the demo server: a request without a pid names no product. */
function answer(request: Request) {
  const pid = new URL(request.url).searchParams.get('pid');
  return pid ? HttpResponse.json({ success: true } satisfies CompareAnswer) : HttpResponse.json({ success: false, error: 'unknown-product' } satisfies CompareAnswer);
}

// Success: the server added (or already held) / removed the product.
export const compareAddOk = http.get(COMPARE_ADD_PATH, ({ request }) => answer(request));
export const compareRemoveOk = http.get(COMPARE_REMOVE_PATH, ({ request }) => answer(request));

// The server answers but says no (COMPARE_ADD_FAIL / COMPARE_REMOVE_FAIL).
export const compareAddRefused = http.get(COMPARE_ADD_PATH, () =>
  HttpResponse.json({ success: false, error: 'unknown-product' } satisfies CompareAnswer),
);
export const compareRemoveRefused = http.get(COMPARE_REMOVE_PATH, () => HttpResponse.json({ success: false } satisfies CompareAnswer));

// The server fails (HTTP 500): shown as COMPARE_ADD_FAIL / COMPARE_REMOVE_FAIL.
export const compareAddServerError = http.get(COMPARE_ADD_PATH, () => serverError());
export const compareRemoveServerError = http.get(COMPARE_REMOVE_PATH, () => serverError());

// 200 with a body that is not the JSON asked for (a login page after the session expired): BAD_RESPONSE.
export const compareAddUnparseable = http.get(COMPARE_ADD_PATH, () => unparseable());
export const compareRemoveUnparseable = http.get(COMPARE_REMOVE_PATH, () => unparseable());

/** An add that succeeds after `ms` milliseconds, to show the pending state. */
export function compareAddSlow(ms: number) {
  return http.get(COMPARE_ADD_PATH, async ({ request }) => {
    await storyDelay(ms);
    return answer(request);
  });
}

/**
 * The default: both endpoints succeed. Keyed for msw-storybook-addon, so a story replaces one
 * endpoint with `parameters: { msw: { handlers: { compareAdd: compareAddRefused } } }`.
 */
export const compareHandlers = {
  compareAdd: compareAddOk,
  compareRemove: compareRemoveOk,
};

/** The same default as a list, for `setupServer(...compareHandlerList)` / `setupWorker(...)`. */
export const compareHandlerList = Object.values(compareHandlers);

function serverError() {
  return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
}

function unparseable() {
  return new HttpResponse('<!doctype html><title>Sign in</title><p>Your session has expired.</p>', {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });
}

/**
 * MSW handlers for the favourite endpoints of SPEC 7.5 (contract: POST {addFavProduct} and
 * POST {removeFavProduct}?doAction=remove&productID={id}, form pid, Quantity, uuid -> any JSON
 * object; an `error` field means failure). Stories add them under their own keys, next to the
 * compare defaults: `parameters: { msw: { handlers: favoriteHandlers } }`.
 */
export const FAVORITE_ADD_PATH = mswPath('addFavProduct');
export const FAVORITE_REMOVE_PATH = mswPath('removeFavProduct');

/** Like the demo server: a form without a pid names no product. */
async function favoriteAnswer(request: Request) {
  const pid = new URLSearchParams(await request.text()).get('pid');
  return pid ? HttpResponse.json({ success: true } satisfies FavoriteAnswer) : HttpResponse.json({ error: 'missing-product' } satisfies FavoriteAnswer);
}

export const favoriteAddOk = http.post(FAVORITE_ADD_PATH, ({ request }) => favoriteAnswer(request));
export const favoriteRemoveOk = http.post(FAVORITE_REMOVE_PATH, ({ request }) => favoriteAnswer(request));

// The server answers with an error field: the icon goes back (the message is not shown, SPEC 8).
export const favoriteAddRefused = http.post(FAVORITE_ADD_PATH, () => HttpResponse.json({ error: 'Product could not be saved' } satisfies FavoriteAnswer));
export const favoriteRemoveRefused = http.post(FAVORITE_REMOVE_PATH, () =>
  HttpResponse.json({ error: 'Product could not be removed' } satisfies FavoriteAnswer),
);

// The server fails (HTTP 500): the same as a refusal.
export const favoriteAddServerError = http.post(FAVORITE_ADD_PATH, () => serverError());

/** A save that succeeds after `ms` milliseconds, to show the pending state. */
export function favoriteAddSlow(ms: number) {
  return http.post(FAVORITE_ADD_PATH, async ({ request }) => {
    await storyDelay(ms);
    return favoriteAnswer(request);
  });
}

/** Both favourite endpoints succeed; keyed so a story replaces one: `{ favoriteAdd: favoriteAddRefused }`. */
export const favoriteHandlers = {
  favoriteAdd: favoriteAddOk,
  favoriteRemove: favoriteRemoveOk,
};

/**
 * MSW handlers for the quick view's product fragment (SPEC 2.7, 7.1: GET {product url}?source=
 * &productlistid=&format=ajax -> an HTML fragment). `render` draws the fragment of a pid (undefined
 * for an unknown one: 404), so stories show their own catalogue.
 */
export const QUICK_VIEW_PATH = '*/p/:pid';

export type RenderFragment = (pid: string) => string | undefined;

function fragmentAnswer(pid: unknown, render: RenderFragment) {
  const html = typeof pid === 'string' ? render(pid) : undefined;
  return html === undefined
    ? new HttpResponse('<p>Not found</p>', { status: 404, headers: { 'Content-Type': 'text/html' } })
    : HttpResponse.html(html);
}

export function quickViewOk(render: RenderFragment) {
  return http.get(QUICK_VIEW_PATH, ({ params }) => fragmentAnswer(params['pid'], render));
}

/** The fragment never comes: the dialog stays in its loading state. */
export const quickViewPending = http.get(QUICK_VIEW_PATH, async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
});

// The platform fails (HTTP 500): the dialog shows its error and a Retry button.
export const quickViewServerError = http.get(QUICK_VIEW_PATH, () => serverError());

/**
 * MSW handlers for the location endpoints of SPEC 7.2, with the demo server's contract
 * (demo/server/routes/location.ts):
 * - POST {zipcodeSearch}, form zipcodesearch_zipcode + confirm|setlocation + format=ajax ->
 *   `{success, zipcode, numberOfStoresFound}`;
 * - POST {findstorebylatlang}?latitude=&longitude=… and POST {findstoresfallbackfunction} ->
 *   `{success, headerzipcode}`;
 * - POST {setZipCode}, form zipCode -> `{success: true, zipCode}`.
 * Every zip the form sends has stores near it here; the variants below answer otherwise.
 */
export const ZIP_SEARCH_PATH = mswPath('zipcodeSearch');
export const BY_COORDINATES_PATH = mswPath('findstorebylatlang');
export const FALLBACK_PATH = mswPath('findstoresfallbackfunction');
export const SET_ZIP_PATH = mswPath('setZipCode');

/** Stores the demo finds near any zip a story sends. */
const STORES_NEAR_ANY_ZIP = 3;

/** Like the demo server: the field and the submit button's name must be there. */
async function zipSearchAnswer(request: Request) {
  const form = new URLSearchParams(await request.text());
  const zip = form.get('zipcodesearch_zipcode');
  if (zip === null) return refuse('missing-zipcode');
  if (!form.has('confirm') && !form.has('setlocation')) return refuse('missing-action');
  return HttpResponse.json({ success: true, zipcode: zip.trim().toUpperCase(), numberOfStoresFound: STORES_NEAR_ANY_ZIP } satisfies ZipSearchAnswer);
}

/** The demo site's default place: what the fallback answers when the browser gives no location. */
const defaultZip = () => (getConfig().country === 'CA' ? 'M5V 3L9' : '30303');

export const zipSearchOk = http.post(ZIP_SEARCH_PATH, ({ request }) => zipSearchAnswer(request));
export const storesByCoordinatesOk = http.post(BY_COORDINATES_PATH, () => HttpResponse.json({ success: true, headerzipcode: defaultZip() } satisfies StoresByLocationAnswer));
export const storesFallbackOk = http.post(FALLBACK_PATH, () => HttpResponse.json({ success: true, headerzipcode: defaultZip() } satisfies StoresByLocationAnswer));
export const setZipCodeOk = http.post(SET_ZIP_PATH, async ({ request }) => {
  const zip = new URLSearchParams(await request.text()).get('zipCode');
  return zip ? HttpResponse.json({ success: true, zipCode: zip }) : refuse('missing-zipcode');
});

// No store near the zip (STORES_NOTFOUND): the demo answers success false and no stores.
export const zipSearchNotFound = http.post(ZIP_SEARCH_PATH, () =>
  HttpResponse.json({ success: false, zipcode: '', numberOfStoresFound: 0 } satisfies ZipSearchAnswer),
);
// The platform fails (HTTP 500): SERVER_ERROR above STORES_NOTFOUND.
export const zipSearchServerError = http.post(ZIP_SEARCH_PATH, () => serverError());
// 200 with a body that is not the JSON asked for: shown like a failure.
export const zipSearchUnparseable = http.post(ZIP_SEARCH_PATH, () => unparseable());

/** A zip search that succeeds after `ms` milliseconds ('infinite': never), to show 'Searching…'. */
export function zipSearchSlow(ms: number | 'infinite') {
  return http.post(ZIP_SEARCH_PATH, async ({ request }) => {
    await storyDelay(ms);
    return zipSearchAnswer(request);
  });
}

/** The location endpoints answer as the demo does; keyed so a story replaces one: `{ zipSearch: zipSearchNotFound }`. */
export const locationHandlers = {
  zipSearch: zipSearchOk,
  storesByCoordinates: storesByCoordinatesOk,
  storesFallback: storesFallbackOk,
  setZipCode: setZipCodeOk,
};

/**
 * MSW handlers for the store endpoints of SPEC 7.2 (demo/server/routes/stores.ts):
 * - GET {storesInventory}?pid=&zipCode= -> a JSON array of `{storeId, address1, city, stateCode,
 *   postalCode, status, statusclass}`, nearest first (statusclass store-in-stock, store-limited or
 *   store-out-of-stock); an unknown zip is an empty array;
 * - POST {setPreferredStore}, form storeId -> `{success: true, storeId}`;
 * - GET {storeDetails} (/stores/{storeId}?format=ajax) -> an HTML fragment, 404 for an unknown store.
 * `inventory` and `details` draw the stories' own stores, in the page's language.
 */
export const STORES_INVENTORY_PATH = mswPath('storesInventory');
export const SET_PREFERRED_STORE_PATH = mswPath('setPreferredStore');
export const STORE_DETAILS_PATH = mswPath('storeDetails');

/** SPEC 5 store number, as the demo checks it: anything else under /stores/ is not a store page. */
const STORE_ID = /^[CF]\d{2,4}$/;

export type StoreInventory = (zip: string) => StoresInventoryAnswer;

function inventoryAnswer(request: Request, inventory: StoreInventory) {
  const query = new URL(request.url).searchParams;
  const pid = query.get('pid')?.trim();
  const zip = query.get('zipCode');
  if (!pid) return refuse('missing-pid');
  if (zip === null) return refuse('missing-zipcode');
  return HttpResponse.json(inventory(zip));
}

export function storesInventoryOk(inventory: StoreInventory) {
  return http.get(STORES_INVENTORY_PATH, ({ request }) => inventoryAnswer(request, inventory));
}

/** The inventory after `ms` milliseconds ('infinite': never), to show 'Looking for stores…'. */
export function storesInventorySlow(inventory: StoreInventory, ms: number | 'infinite') {
  return http.get(STORES_INVENTORY_PATH, async ({ request }) => {
    await storyDelay(ms);
    return inventoryAnswer(request, inventory);
  });
}

// No store near the zip: an empty list (INVALID_ZIP).
export const storesInventoryEmpty = http.get(STORES_INVENTORY_PATH, () => HttpResponse.json([] satisfies StoresInventoryAnswer));
// The platform fails (HTTP 500), or answers something that is not a list of stores: BAD_RESPONSE.
export const storesInventoryServerError = http.get(STORES_INVENTORY_PATH, () => serverError());
export const storesInventoryUnparseable = http.get(STORES_INVENTORY_PATH, () => unparseable());

export const setPreferredStoreOk = http.post(SET_PREFERRED_STORE_PATH, async ({ request }) => {
  const storeId = new URLSearchParams(await request.text()).get('storeId');
  return storeId ? HttpResponse.json({ success: true, storeId }) : refuse('missing-store');
});

export function storeDetailsOk(render: RenderFragment) {
  return http.get(STORE_DETAILS_PATH, ({ params }) => {
    // /stores/inventory is not a store: left to its own handler.
    if (typeof params['storeId'] !== 'string' || !STORE_ID.test(params['storeId'])) return undefined;
    return fragmentAnswer(params['storeId'], render);
  });
}

/** Every store endpoint answers, from the story's stores; keyed: `{ storesInventory: storesInventoryEmpty }`. */
export function storeHandlers(inventory: StoreInventory, details: RenderFragment) {
  return {
    ...locationHandlers,
    storesInventory: storesInventoryOk(inventory),
    setPreferredStore: setPreferredStoreOk,
    storeDetails: storeDetailsOk(details),
  };
}

/** Like the demo server's refusal of a malformed request. */
function refuse(error: string, status = 400) {
  return HttpResponse.json({ success: false, error }, { status });
}

/**
 * MSW handler for the carousel's tiles endpoint (urls.productTiles: GET ?pids=P1,P2&format=ajax
 * -> an HTML fragment of tiles, in that order). `render` draws the fragment for the pids asked.
 */
export const PRODUCT_TILES_PATH = mswPath('productTiles');

export function productTilesOk(render: (pids: string[]) => string) {
  return http.get(PRODUCT_TILES_PATH, ({ request }) =>
    HttpResponse.html(render((new URL(request.url).searchParams.get('pids') ?? '').split(',').filter(Boolean))),
  );
}

/**
 * MSW handlers for starting a lease (SPEC 7.4, 7.5), with the demo server's contract
 * (demo/server/routes/orders.ts):
 * - POST {createOrder}, JSON `{productId, storeId, zipCode}` -> `{success: true, orderID: 'ORD-…'}`;
 *   a body without productId or zipCode is refused (400), as the demo does;
 * - POST {logCheckoutSessionActivity}, JSON `{pageName}` (one of SPEC 7.4's) -> `{success: true}`.
 * The variants below fail the way the widget must survive: success false, HTTP 500, a network error,
 * a slow answer.
 */
export const CREATE_ORDER_PATH = mswPath('createOrder');
export const LOG_ACTIVITY_PATH = mswPath('logCheckoutSessionActivity');

/** The pageName values SPEC 7.4 lists. */
const PAGE_NAMES = new Set(['AccountSidebar_GetStarted', 'PDP_StartLease', 'HomePage_GetStarted']);

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');

/** Order ids shaped like the demo's (ORD- and ten hex digits), counted so a story shows the same ones each run. */
let ordersCreated = 0;
const nextOrderId = () => `ORD-${(0x5d0000a000 + ++ordersCreated).toString(16).toUpperCase()}`;

async function createOrderAnswer(request: Request) {
  const body = await jsonBody(request);
  if (!body) return refuse('bad-json');
  if (!field(body, 'productId')) return refuse('missing-product');
  if (!field(body, 'zipCode')) return refuse('missing-zip');
  return HttpResponse.json({ success: true, orderID: nextOrderId() } satisfies CreateOrderAnswer);
}

export const createOrderOk = http.post(CREATE_ORDER_PATH, ({ request }) => createOrderAnswer(request));

// The server answers but creates no order: 'Something went wrong. Please try after sometime.'
export const createOrderRefused = http.post(CREATE_ORDER_PATH, () => HttpResponse.json({ success: false } satisfies CreateOrderAnswer));
// The platform fails (HTTP 500), or the network does: the same message.
export const createOrderServerError = http.post(CREATE_ORDER_PATH, () => serverError());
export const createOrderNetworkError = http.post(CREATE_ORDER_PATH, () => HttpResponse.error());

/** An order created after `ms` milliseconds ('infinite': never), to show 'Starting your lease…'. */
export function createOrderSlow(ms: number | 'infinite') {
  return http.post(CREATE_ORDER_PATH, async ({ request }) => {
    await storyDelay(ms);
    return createOrderAnswer(request);
  });
}

export const logActivityOk = http.post(LOG_ACTIVITY_PATH, async ({ request }) => {
  const body = await jsonBody(request);
  return body && PAGE_NAMES.has(field(body, 'pageName')) ? HttpResponse.json({ success: true }) : refuse('unknown-page-name');
});

/** Both order endpoints answer as the demo does; keyed so a story replaces one: `{ createOrder: createOrderRefused }`. */
export const orderHandlers = {
  createOrder: createOrderOk,
  logCheckoutSessionActivity: logActivityOk,
};

/**
 * MSW handler for SPEC 3.2 real-time pricing, as the demo answers it: GET {realTimePricing}?pid=
 * &zipCode= -> a JSON array of `{Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments,
 * advoLeaseRateWeekly, nonAdvoLeaseRateWeekly}` for the product's terms (404 for an unknown pid).
 * `rates` gives a pid's current rates: the stories' own catalogue.
 */
export const REAL_TIME_PRICING_PATH = mswPath('realTimePricing');

export type RealTimeRates = (pid: string) => RealTimePricingAnswer | undefined;

export function realTimePricingOk(rates: RealTimeRates) {
  return http.get(REAL_TIME_PRICING_PATH, ({ request }) => {
    const answer = rates(new URL(request.url).searchParams.get('pid')?.trim() ?? '');
    return answer ? HttpResponse.json(answer) : refuse('unknown-product', 404);
  });
}

// The platform fails (HTTP 500): the widget keeps the server's prices.
export const realTimePricingServerError = http.get(REAL_TIME_PRICING_PATH, () => serverError());
