import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getFragment, getJSON, postForm, postJSON } from './api';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const Answer = v.object({ success: v.boolean() });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with `impl` and returns the mock to inspect its calls. */
function stubFetch(impl: (...args: FetchArgs) => Promise<Response>) {
  const mock = vi.fn(impl);
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A promise settled from outside, to keep a request in flight as long as a test needs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('getJSON', () => {
  it('requests the URL with the params as query string and returns the parsed answer', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    const answer = await getJSON('/compare/add', { pid: 'P1001', category: 'living room', skip: undefined, none: null }, Answer);

    expect(answer).toEqual({ success: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/compare/add');
    expect(url.searchParams.get('pid')).toBe('P1001');
    expect(url.searchParams.get('category')).toBe('living room');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(fetch.mock.calls[0]![1]?.method ?? 'GET').toBe('GET');
  });

  it('keeps query parameters already in the URL', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    await getJSON('/stores?country=US', { zip: '30301' }, Answer);

    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.searchParams.get('country')).toBe('US');
    expect(url.searchParams.get('zip')).toBe('30301');
  });

  it('shares one request between concurrent calls for the same URL', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);

    const first = getJSON('/compare/add', { pid: 'P1' }, Answer);
    const second = getJSON('/compare/add', { pid: 'P1' }, Answer);
    answer.resolve(jsonResponse({ success: true }));

    await expect(first).resolves.toEqual({ success: true });
    await expect(second).resolves.toEqual({ success: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not share requests for different params', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    await Promise.all([getJSON('/compare/add', { pid: 'P1' }, Answer), getJSON('/compare/add', { pid: 'P2' }, Answer)]);

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends again once the first request has completed', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    await getJSON('/compare/remove', { pid: 'P1' }, Answer);
    await getJSON('/compare/remove', { pid: 'P1' }, Answer);

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends again after a failed request', async () => {
    const fetch = stubFetch(async () => new Response('oops', { status: 500 }));

    await rejection(getJSON('/compare/remove', { pid: 'P9' }, Answer));
    await rejection(getJSON('/compare/remove', { pid: 'P9' }, Answer));

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects a body that is not JSON as a bad response', async () => {
    stubFetch(async () => new Response('<html>Login</html>', { status: 200 }));

    const error = await rejection(getJSON('/compare/add', { pid: 'P1' }, Answer));

    expect(error.kind).toBe('bad-response');
  });

  it('rejects JSON of the wrong shape as a bad response', async () => {
    stubFetch(async () => jsonResponse({ success: 'yes' }));

    const error = await rejection(getJSON('/compare/add', { pid: 'P1' }, Answer));

    expect(error.kind).toBe('bad-response');
  });

  it('rejects an HTTP error with its status', async () => {
    stubFetch(async () => new Response('Internal error', { status: 500 }));

    const error = await rejection(getJSON('/compare/add', { pid: 'P1' }, Answer));

    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
  });

  it('rejects a network failure as network', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejection(getJSON('/compare/add', { pid: 'P1' }, Answer));

    expect(error.kind).toBe('network');
  });

  it('gives up after the timeout, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const request = getJSON('/slow', {}, Answer, { timeoutMs: 2000 });
    const outcome = rejection(request);
    await vi.advanceTimersByTimeAsync(1999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await outcome).kind).toBe('timeout');
    expect(signal?.aborted).toBe(true);
  });

  it('uses a default timeout when none is given', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const outcome = rejection(getJSON('/slower', {}, Answer));
    await vi.advanceTimersByTimeAsync(60_000);

    expect((await outcome).kind).toBe('timeout');
  });
});

describe('getFragment', () => {
  it('asks for the ajax format with credentials and returns the HTML', async () => {
    const fetch = stubFetch(async () => new Response('<div class="quickview">Harbor Sofa</div>', { status: 200 }));

    const html = await getFragment('/product/P1001', { source: 'quickview' });

    expect(html).toBe('<div class="quickview">Harbor Sofa</div>');
    const [input, init] = fetch.mock.calls[0]!;
    const url = new URL(String(input));
    expect(url.pathname).toBe('/product/P1001');
    expect(url.searchParams.get('format')).toBe('ajax');
    expect(url.searchParams.get('source')).toBe('quickview');
    expect(init?.credentials).toBe('include');
  });

  it('with htmlOnly, takes an answer that says it is HTML and refuses any other as a bad response', async () => {
    stubFetch(async () => new Response('<div>grid</div>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    await expect(getFragment('/c/sofas', {}, { htmlOnly: true })).resolves.toBe('<div>grid</div>');

    stubFetch(async () => jsonResponse({ error: 'session expired' }));
    expect((await rejection(getFragment('/c/sofas', {}, { htmlOnly: true }))).kind).toBe('bad-response');
    // Without it, as before: the body whatever it says it is.
    await expect(getFragment('/c/sofas')).resolves.toBe('{"error":"session expired"}');
  });

  it('rejects an HTTP error', async () => {
    stubFetch(async () => new Response('Not found', { status: 404 }));

    const error = await rejection(getFragment('/missing'));

    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
  });
});

describe('postForm', () => {
  it('POSTs the fields form-encoded and returns the parsed answer', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    const answer = await postForm('/zip', { zipCode: '30301', country: 'US', empty: undefined }, Answer);

    expect(answer).toEqual({ success: true });
    const [input, init] = fetch.mock.calls[0]!;
    expect(new URL(String(input)).pathname).toBe('/zip');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    const body = init?.body as URLSearchParams;
    expect(body.get('zipCode')).toBe('30301');
    expect(body.get('country')).toBe('US');
    expect(body.has('empty')).toBe(false);
  });

  it('sends URLSearchParams as given', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: false }));
    const form = new URLSearchParams([['email', 'x@example.com']]);

    await expect(postForm('/subscribe', form, Answer)).resolves.toEqual({ success: false });

    expect(fetch.mock.calls[0]![1]?.body).toBe(form);
  });

  it('rejects an unparseable answer as a bad response', async () => {
    stubFetch(async () => new Response('not json'));

    expect((await rejection(postForm('/zip', { zipCode: '1' }, Answer))).kind).toBe('bad-response');
  });

  it('reads the body of the error statuses the caller names, and fails on the others', async () => {
    stubFetch(async () => jsonResponse({ success: false }, 422));
    await expect(postForm('/form', {}, Answer, { answerStatuses: [422] })).resolves.toEqual({ success: false });

    stubFetch(async () => jsonResponse({ success: false }, 500));
    const error = await rejection(postForm('/form', {}, Answer, { answerStatuses: [422] }));
    expect([error.kind, error.status]).toEqual(['http', 500]);

    stubFetch(async () => jsonResponse({ success: false }, 422));
    expect((await rejection(postForm('/form', {}, Answer))).status).toBe(422);
  });
});

describe('postJSON', () => {
  it('POSTs the body as JSON with the JSON content type', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));

    await expect(postJSON('/order', { sku: 'S1', qty: 2 }, Answer)).resolves.toEqual({ success: true });

    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ sku: 'S1', qty: 2 });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe("the session's CSRF token", () => {
  afterEach(() => {
    document.cookie = 'lto_csrf=; path=/; max-age=0';
  });

  it('rides with every POST as X-CSRF-Token, read from the lto_csrf cookie when the request is made', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));
    document.cookie = 'lto_csrf=first-token; path=/';
    await postForm('/favorites/add', { pid: 'P1' }, Answer);
    // Sign-in replaces the token: the next request sends the new one, not the page's first.
    document.cookie = 'lto_csrf=after-sign-in; path=/';
    await postJSON('/orders/create', { productId: 'P1' }, Answer);
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-CSRF-Token'));
    expect(sent).toEqual(['first-token', 'after-sign-in']);
  });

  it('is not sent with GETs, nor when the platform sets no cookie', async () => {
    const fetch = stubFetch(async () => jsonResponse({ success: true }));
    document.cookie = 'lto_csrf=a-token; path=/';
    await getJSON('/compare/add', { pid: 'P1' }, Answer);
    document.cookie = 'lto_csrf=; path=/; max-age=0';
    await postForm('/favorites/add', { pid: 'P1' }, Answer);
    expect(fetch.mock.calls.map(([, init]) => new Headers(init?.headers).has('X-CSRF-Token'))).toEqual([false, false]);
  });
});
