import { normalizeQuantity } from '../../src/core/attributes';

/**
 * The server markup contract of a product set (README): each item is an element with
 * `data-lto-set-item` and `data-pid` (the product or variant added to the cart) inside the list
 * `.lto-product-set__items`; its swatches carry `data-lto-set-swatch`; its fields are a hidden
 * `pid` and a `Quantity` input (or `data-quantity`), so the form posts without our script too.
 */
export const ITEM = '[data-lto-set-item]';
export const SWATCH = '[data-lto-set-swatch]';
const LIST = '.lto-product-set__items';

/** The nodes the widget keeps: the list's children, or (older markup without the list) the items alone. */
export function serverItems(element: Element): Node[] {
  const list = element.querySelector(LIST);
  return list ? [...list.childNodes] : [...element.querySelectorAll(ITEM)];
}

/** An item's quantity (SPEC 5.4): missing, non-numeric or 0 becomes 1. */
export function itemQuantity(item: Element): number {
  const input = item.querySelector<HTMLInputElement>('input[name="Quantity"]');
  return normalizeQuantity(input ? input.value : item.getAttribute('data-quantity'));
}

function field(item: Element, name: string, before: Element | null): HTMLInputElement {
  const found = item.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (found) return found;
  const input = item.ownerDocument.createElement('input');
  input.type = 'hidden';
  input.name = name;
  if (before?.parentNode) before.before(input);
  else item.append(input);
  return input;
}

/**
 * Sets each item's fields from the item as it is now, for the form to post: its `pid` from
 * `data-pid` and its `Quantity` made whole (SPEC 5.4), in page order, one pair per item. An item
 * without a pid sends nothing. Returns how many items will be posted.
 */
export function writeLines(form: Element): number {
  let count = 0;
  for (const item of form.querySelectorAll(ITEM)) {
    const pid = item.getAttribute('data-pid')?.trim();
    const quantity = itemQuantity(item);
    if (!pid) {
      for (const input of item.querySelectorAll<HTMLInputElement>('input[name="pid"], input[name="Quantity"]')) input.disabled = true;
      continue;
    }
    const quantityField = field(item, 'Quantity', null);
    field(item, 'pid', quantityField).value = pid;
    quantityField.value = String(quantity);
    count++;
  }
  return count;
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
