import { push } from './data-layer';
import type { Impressions, Promotions } from './record-schemas';
import { watchViews } from './view-watch';

type ListEvent = 'view_item_list' | 'select_item' | 'view_promotion' | 'select_promotion';

/** A markup attribute's value as one line of text ('' when absent). */
export const text = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * The two records of marked elements a shopper sees and picks (tiles, promotions): `seen` with
 * the elements that came into view together (view-watch.ts), `chosen` with the one whose link
 * a click follows (a click elsewhere in it, on a swatch, a heading, a carousel's buttons, chose
 * nothing). `itemOf` reads an element's markup (records of `schema`), null when it cannot (it warns).
 */
export function recordSeenAndChosen<T>(
  doc: Document,
  selector: string,
  itemOf: (element: HTMLElement) => T | null,
  schema: typeof Impressions | typeof Promotions,
  seen: ListEvent,
  chosen: ListEvent,
): () => void {
  const send = (event: ListEvent, elements: HTMLElement[]) => {
    const items = elements.map(itemOf).filter((item) => item !== null);
    // The items and the schema are of one kind (tiles, or promotions), which the types cannot
    // follow through the union: push checks the record against the schema as it runs.
    if (items.length) push(schema as typeof Impressions, { event, ecommerce: { items } } as never, doc);
  };
  const stopWatching = watchViews(doc, selector, (elements) => send(seen, elements));
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element && event.target.closest('a[href]') ? event.target.closest<HTMLElement>(selector) : null;
    if (target) send(chosen, [target]);
  };
  // Capture: heard before a widget's own handler sends the page elsewhere.
  doc.addEventListener('click', onClick, true);
  return () => {
    stopWatching();
    doc.removeEventListener('click', onClick, true);
  };
}
