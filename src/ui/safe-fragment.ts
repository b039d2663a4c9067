import { getFragment, postFormFragment, type Params, type RequestOptions } from '../core/api';
import type { SafeHtml } from './sanitize';

export type { SafeHtml };

/**
 * DOMPurify (about 9 KB) comes in a chunk of its own, when a widget first needs it (or is about
 * to: a quick view loads it when pointed at): most shoppers never open such a dialog, and every
 * byte of the shared runtime is on every page.
 */
let sanitizer: Promise<typeof import('./sanitize')> | undefined;

export function loadSanitizer(): Promise<typeof import('./sanitize')> {
  sanitizer ??= import('./sanitize');
  // A failed download is tried again next time.
  sanitizer.catch(() => (sanitizer = undefined));
  return sanitizer;
}

let warmed = false;

/**
 * Loads the sanitizer ahead of its first use (the shopper's intent), quietly: that use tries again.
 * Then, once a page, when it is idle, runs it on a small sample, so that the browser has compiled
 * its code before the first answer comes: on a phone at 4x CPU the listing's first 'load more'
 * otherwise had a run of script of 45-80 ms for it, over the 50 ms a task may take.
 */
export function warmSanitizer(): void {
  loadSanitizer().then(
    (sanitize) => {
      if (warmed) return;
      warmed = true;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => sanitize.warmUp());
      else setTimeout(sanitize.warmUp, 0);
    },
    () => {},
  );
}

/** GET an HTML fragment (format=ajax, with credentials; SPEC 7.1), sanitized for insertion. */
export async function getSafeFragment(url: string, params: Params = {}, options: RequestOptions = {}): Promise<SafeHtml> {
  const [fragment, { sanitizeFragment }] = await Promise.all([getFragment(url, params, options), loadSanitizer()]);
  return sanitizeFragment(fragment);
}

/** POST a form and take the HTML fragment it answers, sanitized for insertion. */
export async function postForSafeFragment(url: string, body: URLSearchParams): Promise<SafeHtml> {
  const [fragment, { sanitizeFragment }] = await Promise.all([postFormFragment(url, body), loadSanitizer()]);
  return sanitizeFragment(fragment);
}
