import { normalizeQuantity } from '../../src/core/attributes';

/**
 * The server markup contract of a product set (README): each item is an element with
 * `data-lto-set-item` and `data-pid` (the product or variant added to the cart); its swatches
 * carry `data-lto-set-swatch`; its quantity is an input named Quantity (or `data-quantity`).
 */
export const ITEM = '[data-lto-set-item]';
export const SWATCH = '[data-lto-set-swatch]';

export interface SetLine {
  pid: string;
  quantity: number;
}

/** An item's quantity (SPEC 5.4): missing, non-numeric or 0 becomes 1. */
export function itemQuantity(item: Element): number {
  const input = item.querySelector<HTMLInputElement>('input[name="Quantity"]');
  return normalizeQuantity(input ? input.value : item.getAttribute('data-quantity'));
}

/** What 'add all to cart' sends: every item with a pid, in page order. */
export function setLines(root: Element): SetLine[] {
  return [...root.querySelectorAll(ITEM)].flatMap((item) => {
    const pid = item.getAttribute('data-pid')?.trim();
    return pid ? [{ pid, quantity: itemQuantity(item) }] : [];
  });
}

/**
 * The swatch's query for getSetItem: its `data-lto-set-swatch` value when that is a query
 * ('?pid=P1-2'), else the query of its link. Null when it has neither.
 */
export function swatchQuery(swatch: Element): string | null {
  const own = swatch.getAttribute('data-lto-set-swatch')?.trim() ?? '';
  if (own.startsWith('?') && own.length > 1) return own;
  const href = swatch.getAttribute('href');
  if (!href) return null;
  const search = new URL(href, document.baseURI).search;
  return search.length > 1 ? search : null;
}

/** {getSetItem}{swatch query}, joined with '&' when the endpoint has a query of its own. */
export function setItemUrl(endpointUrl: string, query: string): string {
  return endpointUrl.includes('?') ? `${endpointUrl}&${query.slice(1)}` : `${endpointUrl}${query}`;
}
