/**
 * lto:suggestion-choose: the shopper chose one of the header search's suggestions (SPEC 2.2, 7.6),
 * dispatched from <lto-header-search> just before the page goes to it. The detail is SPEC 3.8's
 * search suggestion item: the suggestion's data-item-id and data-item-name (else its text) and its
 * place in the list, from 0. Never what was typed: that may be anything. Analytics records it as
 * the 'search' event (src/analytics).
 */
export const SUGGESTION_CHOOSE_EVENT = 'lto:suggestion-choose';

export interface SuggestionChooseDetail {
  itemId: string;
  itemName: string;
  index: number;
}

declare module '../core/events' {
  interface LtoEventMap {
    [SUGGESTION_CHOOSE_EVENT]: SuggestionChooseDetail;
  }
}
