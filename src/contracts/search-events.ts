/**
 * lto:search-suggestion: dispatched by <lto-header-search> (bubbling to the document) when the
 * shopper opens a product the search suggested, in either mode, just before the browser leaves
 * for it. The detail is SPEC 3.8's search suggestion item: the analytics module turns it into the
 * tag manager's 'search' event (search_method 'auto_complete', SPEC 7.9). No query text rides
 * along: what a shopper types may be personal.
 *   item_name, item_id: the product's name and id; index: its 1-based place among the options;
 *   quantity: always '1'.
 */
export const SEARCH_SUGGESTION_EVENT = 'lto:search-suggestion';

export interface SearchSuggestionItem {
  item_name: string;
  item_id: string;
  index: number;
  quantity: '1';
}

export interface SearchSuggestionDetail {
  item: SearchSuggestionItem;
  /** 'hosted' when the hosted search service suggested it, else 'legacy' ({searchsuggest}). */
  mode: 'hosted' | 'legacy';
}

declare module '../core/events' {
  interface LtoEventMap {
    [SEARCH_SUGGESTION_EVENT]: SearchSuggestionDetail;
  }
}
