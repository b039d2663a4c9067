import { SEARCH_SUGGESTION_EVENT } from '../contracts/search-events';
import { on } from '../core/events';
import { push } from './data-layer';
import { SearchSchema } from './record-schemas';

/**
 * The 'search' event of SPEC 7.9 when the shopper opens a product the header search suggested
 * (lto:search-suggestion, either search mode): the item chosen, as SPEC 3.8 lists it.
 */
export function startSearch(doc: Document): () => void {
  return on(doc, SEARCH_SUGGESTION_EVENT, ({ detail }) => {
    push(SearchSchema, { event: 'search', search_method: 'auto_complete', items: [detail.item] }, doc);
  });
}
