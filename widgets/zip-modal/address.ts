import { mayReload } from '../../src/core/navigation';

/**
 * What the page does after the shopper's location changed (SPEC 4.2): the server renders prices
 * and stores for the new location, so the page is loaded again, from a cleaned-up address where
 * the old one carried search paging, a stale postalCode or campaign parameters.
 */
export type AfterLocationChange =
  | { kind: 'navigate'; url: string }
  | { kind: 'reload' }
  /** A checkout review page is never reloaded automatically (SPEC 2.1). */
  | { kind: 'stay' };

export function afterLocationChange(href: string): AfterLocationChange {
  if (!mayReload(href)) return { kind: 'stay' };
  const url = new URL(href);
  const query = url.search;
  if (query.startsWith('?q=') && query.includes('&')) {
    url.search = query.slice(0, query.indexOf('&'));
    return { kind: 'navigate', url: url.href };
  }
  if (query.startsWith('?postalCode=')) {
    url.searchParams.delete('postalCode');
    return { kind: 'navigate', url: url.href };
  }
  if (query.length > 1) {
    for (const name of [...url.searchParams.keys()]) if (name.startsWith('utm_')) url.searchParams.delete(name);
    return { kind: 'navigate', url: url.href };
  }
  return { kind: 'reload' };
}

/** SPEC 4.2: a plain reload waits this long, so the shopper sees the location was taken. */
export const RELOAD_DELAY_MS = 500;
