import type { Context } from 'hono';
import type { AppEnv } from './env.js';

/** Longer than any of the demo's own paths with their query: a longer target is nobody's page here. */
const MAX_TARGET = 1000;

/**
 * The same-origin path (and query) `target` leads to once a browser has resolved it against
 * `origin`, else null. Resolving first is the point: '/.//evil.example/' or '/x/..//evil.example'
 * look like paths, but normalise to '//evil.example/', which a browser reads as another host.
 * Backslashes (browsers read them as '/') and control characters are refused outright.
 */
export function localPath(target: string | null | undefined, origin: string): string | null {
  if (!target || target.length > MAX_TARGET || /[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}`;
  return url.origin === origin && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export interface RedirectOptions {
  /** Where to go when the target is not a path of this site: '/' unless said. */
  fallback?: string;
  /** 303 unless said. */
  status?: 302 | 303;
  /** An id on the page to land on; the server's own, never a request's (it is not checked). */
  fragment?: string;
}

/**
 * Every storefront redirect goes through here: to `target` when it is a path of this site (after
 * normalisation), else to the fallback. Targets built from a request (returnUrl, the Referer) need
 * nothing more; targets of our own are checked all the same.
 */
export function redirectTo(c: Context<AppEnv>, target: string | null | undefined, { fallback = '/', status = 303, fragment }: RedirectOptions = {}): Response {
  const origin = c.get('origin');
  const path = localPath(target, origin) ?? localPath(fallback, origin) ?? '/';
  return c.redirect(fragment ? `${path}#${fragment}` : path, status);
}

/** Where the Referer says the shopper came from, when it is a page of this site. */
export const refererPath = (c: Context<AppEnv>): string | null => localPath(c.req.header('referer'), c.get('origin'));
