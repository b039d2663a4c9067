import { delay, http, HttpResponse } from 'msw';

/**
 * MSW handlers for the compare endpoints of SPEC 7.5 (contract: GET {compareAdd|compareRemove}
 * ?pid=&category= -> `{"success": true}` or `{"success": false, "error": ...}`). Shared by the
 * stories (parameters.msw.handlers, browser service worker) and by tests (msw/node), so a failure
 * shown in Storybook is the same failure a test asserts.
 *
 * The paths match any origin ('*'): the widgets resolve the configured '/compare/add' against the
 * page, which is the Storybook iframe in the browser and http://localhost:3000 under happy-dom.
 */
export const COMPARE_ADD_PATH = '*/compare/add';
export const COMPARE_REMOVE_PATH = '*/compare/remove';

/** Like the demo server: a request without a pid names no product. */
function answer(request: Request) {
  const pid = new URL(request.url).searchParams.get('pid');
  return pid ? HttpResponse.json({ success: true }) : HttpResponse.json({ success: false, error: 'unknown-product' });
}

// Success: the server added (or already held) / removed the product.
export const compareAddOk = http.get(COMPARE_ADD_PATH, ({ request }) => answer(request));
export const compareRemoveOk = http.get(COMPARE_REMOVE_PATH, ({ request }) => answer(request));

// The server answers but says no (COMPARE_ADD_FAIL / COMPARE_REMOVE_FAIL).
export const compareAddRefused = http.get(COMPARE_ADD_PATH, () =>
  HttpResponse.json({ success: false, error: 'unknown-product' }),
);
export const compareRemoveRefused = http.get(COMPARE_REMOVE_PATH, () => HttpResponse.json({ success: false }));

// The server fails (HTTP 500): shown as COMPARE_ADD_FAIL / COMPARE_REMOVE_FAIL.
export const compareAddServerError = http.get(COMPARE_ADD_PATH, () => serverError());
export const compareRemoveServerError = http.get(COMPARE_REMOVE_PATH, () => serverError());

// 200 with a body that is not the JSON asked for (a login page after the session expired): BAD_RESPONSE.
export const compareAddUnparseable = http.get(COMPARE_ADD_PATH, () => unparseable());
export const compareRemoveUnparseable = http.get(COMPARE_REMOVE_PATH, () => unparseable());

/** An add that succeeds after `ms` milliseconds, to show the pending state. */
export function compareAddSlow(ms: number) {
  return http.get(COMPARE_ADD_PATH, async ({ request }) => {
    await delay(ms);
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
export const FAVORITE_ADD_PATH = '*/favorites/add';
export const FAVORITE_REMOVE_PATH = '*/favorites/remove';

/** Like the demo server: a form without a pid names no product. */
async function favoriteAnswer(request: Request) {
  const pid = new URLSearchParams(await request.text()).get('pid');
  return pid ? HttpResponse.json({ success: true }) : HttpResponse.json({ error: 'missing-product' });
}

export const favoriteAddOk = http.post(FAVORITE_ADD_PATH, ({ request }) => favoriteAnswer(request));
export const favoriteRemoveOk = http.post(FAVORITE_REMOVE_PATH, ({ request }) => favoriteAnswer(request));

// The server answers with an error field: the icon goes back (the message is not shown, SPEC 8).
export const favoriteAddRefused = http.post(FAVORITE_ADD_PATH, () => HttpResponse.json({ error: 'Product could not be saved' }));
export const favoriteRemoveRefused = http.post(FAVORITE_REMOVE_PATH, () =>
  HttpResponse.json({ error: 'Product could not be removed' }),
);

// The server fails (HTTP 500): the same as a refusal.
export const favoriteAddServerError = http.post(FAVORITE_ADD_PATH, () => serverError());

/** A save that succeeds after `ms` milliseconds, to show the pending state. */
export function favoriteAddSlow(ms: number) {
  return http.post(FAVORITE_ADD_PATH, async ({ request }) => {
    await delay(ms);
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

type RenderFragment = (pid: string) => string | undefined;

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
 * MSW handler for the carousel's tiles endpoint (urls.productTiles: GET ?pids=P1,P2&format=ajax
 * -> an HTML fragment of tiles, in that order). `render` draws the fragment for the pids asked.
 */
export const PRODUCT_TILES_PATH = '*/products/tiles';

export function productTilesOk(render: (pids: string[]) => string) {
  return http.get(PRODUCT_TILES_PATH, ({ request }) =>
    HttpResponse.html(render((new URL(request.url).searchParams.get('pids') ?? '').split(',').filter(Boolean))),
  );
}
