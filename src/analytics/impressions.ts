import { impressionItem, ITEM_SELECTOR } from './impression-items';
import { Impressions } from './record-schemas';
import { recordSeenAndChosen } from './seen-and-chosen';

/**
 * Tile impressions (SPEC 2.10, 3.8) on any page whose markup has them: 'view_item_list' with the
 * tiles seen together, and 'select_item' when a link in a tile is followed.
 */
export const startImpressions = (doc: Document): (() => void) =>
  recordSeenAndChosen(doc, ITEM_SELECTOR, (tile) => impressionItem(tile, doc), Impressions, 'view_item_list', 'select_item');
