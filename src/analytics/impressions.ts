import { push } from './data-layer';
import { impressionItem, ITEM_SELECTOR } from './impression-items';
import type { ImpressionItem } from './record-schemas';
import { watchViews } from './view-watch';

const itemsOf = (tiles: readonly HTMLElement[], doc: Document) =>
  tiles.map((tile) => impressionItem(tile, doc)).filter((item): item is ImpressionItem => item !== null);

/**
 * Tile impressions (SPEC 2.10, 3.8) on any page whose markup has them: 'view_item_list' with the
 * tiles seen together, and 'select_item' when a link in a tile is followed.
 */
export function startImpressions(doc: Document): () => void {
  const stopWatching = watchViews(doc, ITEM_SELECTOR, (tiles) => {
    const items = itemsOf(tiles, doc);
    if (items.length) push({ event: 'view_item_list', ecommerce: { items } }, doc);
  });
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const tile = target?.closest('a[href]') ? target.closest<HTMLElement>(ITEM_SELECTOR) : null;
    const [item] = tile ? itemsOf([tile], doc) : [];
    if (item) push({ event: 'select_item', ecommerce: { items: [item] } }, doc);
  };
  // Capture: heard before a widget's own handler sends the page elsewhere.
  doc.addEventListener('click', onClick, true);
  return () => {
    stopWatching();
    doc.removeEventListener('click', onClick, true);
  };
}
