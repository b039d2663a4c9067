import type {} from '../contracts/search-events';
import { on } from '../core/events';
import { push } from './data-layer';

/** The 'search' event of SPEC 7.9 when the shopper chooses a suggestion of the header search: the item chosen (SPEC 3.8). */
export function startSearch(doc: Document): () => void {
  return on(doc, 'lto:suggestion-choose', ({ detail }) => {
    push({ event: 'search', search_method: 'auto_complete', items: [{ item_name: detail.itemName, item_id: detail.itemId, index: detail.index, quantity: '1' }] }, doc);
  });
}
