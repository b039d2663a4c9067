import { searchKey } from './search-key';
import type { HostedView } from './hosted-answer';
import type { Item } from './options';

/**
 * The hosted panel's options in the order the arrows take them (SPEC 2.2): the left section's
 * recent searches, query suggestions and categories, then the products. An empty box offers the
 * recent searches and the service's popular searches; a typed one, the recent searches that go
 * on from it and the service's answer. A suggestion that repeats a recent search or what is
 * typed is left out.
 */
export function hostedItems(view: HostedView | undefined, recent: readonly string[], typed: string): Item[] {
  const q = searchKey(typed.trim());
  const mine = recent.filter((query) => searchKey(query).startsWith(q) && searchKey(query) !== q);
  const seen = new Set([q, ...mine.map(searchKey)]);
  // The last answer stays until the one for what is typed now comes (as in legacy mode): no flicker between keys.
  const answer = view;
  return [
    ...mine.map((query): Item => ({ kind: 'recent', query })),
    ...(answer?.suggestions ?? []).filter(({ query }) => !seen.has(searchKey(query))).map(({ query }): Item => ({ kind: 'query', query })),
    ...(answer?.categories ?? []).map((category): Item => ({ kind: 'category', category })),
    ...(answer?.products ?? []).map((product, index): Item => ({ kind: 'product', product, position: index + 1 })),
  ];
}
