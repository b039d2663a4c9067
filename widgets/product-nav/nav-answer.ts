import * as v from 'valibot';
import { getJSON } from '../../src/core/api';

/** A neighbour in the listing: its page URL may carry the listing hash on for the next step. */
const Neighbour = v.nullable(
  v.object({
    pid: v.string(),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  }),
);

const Count = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);

/**
 * The productNav answer (our shape; SPEC 7.5 names only the call):
 * `{ previous: {pid, name, url} | null, next: … | null, position?: n | null, total?: n | null }`.
 */
export const NavAnswer = v.object({
  previous: v.optional(Neighbour, null),
  next: v.optional(Neighbour, null),
  position: Count,
  total: Count,
});

export type NavAnswer = v.InferOutput<typeof NavAnswer>;

/** GET {productNav}?{hash}&pid={pid} (SPEC 7.5). */
export function fetchNav(url: string, hash: URLSearchParams, pid: string): Promise<NavAnswer> {
  return getJSON(url, { ...Object.fromEntries(hash), pid }, NavAnswer);
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
