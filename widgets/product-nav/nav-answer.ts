import type * as v from 'valibot';
import { ProductNavAnswerSchema } from '../../src/contracts/product-nav';
import { getJSON } from '../../src/core/api';

/** The productNav answer as read (the contract: src/contracts/product-nav.ts). */
export type NavAnswer = v.InferOutput<typeof ProductNavAnswerSchema>;

/** GET {productNav}?{hash}&pid={pid} (SPEC 7.5). */
export function fetchNav(url: string, hash: URLSearchParams, pid: string): Promise<NavAnswer> {
  return getJSON(url, { ...Object.fromEntries(hash), pid }, ProductNavAnswerSchema);
}

/** Only links the shopper can safely follow: http(s) on any host, never javascript: and the like. */
export function safeHref(url: string): string | null {
  try {
    const resolved = new URL(url, document.baseURI);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
