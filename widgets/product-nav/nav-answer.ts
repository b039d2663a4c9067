import type * as v from 'valibot';
import { ProductNavAnswerSchema } from '../../src/contracts/product-nav';
import { getJSON } from '../../src/core/api';
import { webUrl } from '../../src/core/attributes';

/** The productNav answer as read (the contract: src/contracts/product-nav.ts). */
export type NavAnswer = v.InferOutput<typeof ProductNavAnswerSchema>;

/** GET {productNav}?{hash}&pid={pid} (SPEC 7.5). */
export function fetchNav(url: string, hash: URLSearchParams, pid: string): Promise<NavAnswer> {
  return getJSON(url, { ...Object.fromEntries(hash), pid }, ProductNavAnswerSchema);
}

/** Only links the shopper can safely follow: http(s) on any host, never javascript: and the like. */
export const safeHref = (url: string): string | null => (webUrl(url) ? url : null);
