import type { HostedCategory, HostedProduct } from '../../src/contracts/hosted-search';
import type { Suggestion } from './suggestion-links';

/**
 * The options of the search's listbox, one set the arrow keys move through in both modes: the
 * shopper's recent searches, the legacy mode's suggestion links, and the hosted search service's
 * query suggestions, categories and products (SPEC 2.2). Types and two small helpers only: the
 * hosted kinds come with the hosted panel's chunk.
 */
export type Item =
  | { kind: 'recent'; query: string }
  | { kind: 'suggestion'; suggestion: Suggestion }
  | { kind: 'query'; query: string }
  | { kind: 'category'; category: HostedCategory }
  /** `position`: 1-based among the answer's products (the insight event's position). */
  | { kind: 'product'; product: HostedProduct; position: number };

/** What the option says. */
export function labelOf(item: Item): string {
  switch (item.kind) {
    case 'suggestion':
      return item.suggestion.label;
    case 'category':
      return item.category.name;
    case 'product':
      return item.product.name;
    default:
      return item.query;
  }
}

/** One option among all: a recent search and a suggestion may say the same words. */
export const keyOf = (item: Item): string => `${item.kind}:${labelOf(item)}`;
