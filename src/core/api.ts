import * as v from 'valibot';
import type { CAPTCHA_DUE_EVENT } from '../contracts/safety-events';
import { CSRF_HEADER, currentCsrfToken } from './csrf';
import { emit } from './events';

/**
 * The HTTP calls of SPEC 7.1. Every answer is parsed before use; an answer that cannot be parsed
 * (not JSON, or JSON of the wrong shape) is an ApiError of kind 'bad-response', which widgets show
 * as the BAD_RESPONSE message.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'bad-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status?: number,
  ) {
    super(`lto-widgets request failed: ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'ApiError';
  }
}

export type Params = Record<string, string | number | boolean | null | undefined>;
export type Schema<T> = v.GenericSchema<unknown, T>;

export const DEFAULT_TIMEOUT_MS = 15000;

export interface RequestOptions {
  timeoutMs?: number;
  /**
   * HTTP error statuses whose JSON body is an answer the caller reads (a form's 422 with field
   * errors, say) rather than a failure; the schema must cover those bodies too.
   */
  answerStatuses?: readonly number[];
  /** Headers of the call's own (an Idempotency-Key, say), sent with the ones every call carries. */
  headers?: Record<string, string>;
  /**
   * An HTML fragment must say it is HTML (Content-Type text/html): a JSON error or a plain-text
   * page in its place is a 'bad-response', not markup to insert.
   */
  htmlOnly?: boolean;
}

/** Resolves `url` against the page and appends the defined params. */
export function buildUrl(url: string, params: Params = {}): string {
  const base = typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
  const out = new URL(url, base);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out.searchParams.set(name, String(value));
  }
  return out.href;
}

/**
 * The event's name written out (typed by the contract): importing the constant would share its
 * module with the page's own work, and a module that small shared is a chunk of its own.
 */
const CAPTCHA_DUE: typeof CAPTCHA_DUE_EVENT = 'lto:captcha-due';

/**
 * Rate limited (SPEC 8): the platform's limiter flagged the session and refuses every request
 * until the shopper answers the captcha, which opens now rather than on the next page. Only the
 * limiter's own answer says so: a 429 of this origin whose JSON `error` is 'rate-limited' (README,
 * the runtime's contracts); another 429 (a day's orders, sign-in attempts, another site's
 * service) is that request's own refusal.
 */
function captchaIfRateLimited(url: string, response: Response): void {
  if (typeof document === 'undefined' || new URL(url, document.baseURI).origin !== location.origin) return;
  response
    .clone()
    .json()
    .then(
      (body: unknown) => (body as { error?: unknown } | null)?.error === 'rate-limited' && emit(document, CAPTCHA_DUE, null),
      () => undefined,
    );
}

async function send(url: string, init: RequestInit, timeoutMs = DEFAULT_TIMEOUT_MS, answerStatuses: readonly number[] = []): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (response.status === 429 && !answerStatuses.includes(429)) captchaIfRateLimited(url, response);
    if (!response.ok && !answerStatuses.includes(response.status)) throw new ApiError('http', response.status);
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

async function readJSON<T>(response: Response, schema: Schema<T>): Promise<T> {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new ApiError('bad-response', response.status);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new ApiError('bad-response', response.status);
  return parsed.output;
}

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** Headers of a POST: the session's CSRF token (csrf.ts) rides along with every one. */
function postHeaders(headers: Record<string, string>): Record<string, string> {
  const token = currentCsrfToken();
  return token ? { ...headers, [CSRF_HEADER]: token } : headers;
}

const inFlight = new Map<string, Promise<unknown>>();

/** For tests: forget the requests in flight (one a test left unanswered would answer the next test). */
export function resetRequests(): void {
  inFlight.clear();
}

/**
 * GET a JSON answer. While a request for the same URL is in flight, callers share it instead of
 * sending it again (SPEC 7.1).
 */
export function getJSON<T>(url: string, params: Params, schema: Schema<T>, options: RequestOptions = {}): Promise<T> {
  const href = buildUrl(url, params);
  const pending = inFlight.get(href);
  if (pending) return pending as Promise<T>;
  const request = send(href, { credentials: 'same-origin', headers: JSON_HEADERS }, options.timeoutMs)
    .then((response) => readJSON(response, schema))
    .finally(() => inFlight.delete(href));
  inFlight.set(href, request);
  return request;
}

/** GET an HTML fragment: format=ajax, sent with credentials (SPEC 7.1). */
export async function getFragment(url: string, params: Params = {}, options: RequestOptions = {}): Promise<string> {
  const href = buildUrl(url, { ...params, format: 'ajax' });
  const response = await send(href, { credentials: 'include', headers: { Accept: 'text/html' } }, options.timeoutMs);
  if (options.htmlOnly && !/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) throw new ApiError('bad-response', response.status);
  return response.text();
}

/** POST a form-encoded body and read a JSON answer. */
export async function postForm<T>(
  url: string,
  body: URLSearchParams | FormData | Params,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const form = body instanceof URLSearchParams || body instanceof FormData ? body : toSearchParams(body);
  const response = await send(
    buildUrl(url),
    { method: 'POST', credentials: 'same-origin', headers: postHeaders(JSON_HEADERS), body: form },
    options.timeoutMs,
    options.answerStatuses,
  );
  return readJSON(response, schema);
}

/** POST a JSON body and read a JSON answer. */
export async function postJSON<T>(url: string, body: unknown, schema: Schema<T>, options: RequestOptions = {}): Promise<T> {
  const response = await send(
    buildUrl(url),
    {
      method: 'POST',
      credentials: 'same-origin',
      headers: postHeaders({ ...JSON_HEADERS, 'Content-Type': 'application/json', ...options.headers }),
      body: JSON.stringify(body),
    },
    options.timeoutMs,
  );
  return readJSON(response, schema);
}

function toSearchParams(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out.set(name, String(value));
  }
  return out;
}

/** POST a form-encoded body and read the HTML fragment the server answers (SPEC 7.7 custom sofa form). */
export async function postFormFragment(url: string, body: URLSearchParams, options: RequestOptions = {}): Promise<string> {
  const response = await send(
    buildUrl(url),
    { method: 'POST', credentials: 'same-origin', headers: postHeaders({ Accept: 'text/html', 'X-Requested-With': 'XMLHttpRequest' }), body },
    options.timeoutMs,
  );
  return response.text();
}
