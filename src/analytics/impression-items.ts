import { warnOnce } from '../core/warn';
import { pageType } from './page-type';
import { priceFromText } from './price-text';
import type { ImpressionItem } from './record-schemas';
import { text } from './seen-and-chosen';

/**
 * The server's markup of an impression (README "Markup"): a tile is any element with
 * `data-lto-item` (the product id) and its fields in `data-lto-item-*`, inside a list marked
 * `data-lto-list`. Read from attributes only, never from what a widget draws: a tile counts the
 * same whether its island was drawn or not.
 */
export const ITEM_SELECTOR = '[data-lto-item]';

/** SPEC 3.8 'list: the section heading': the list's own name, else the heading that names it, else the page's. */
export function listName(list: Element | null, doc: Document): string {
  // A page that is one list (a listing) may leave it unmarked: its heading is the page's.
  if (!list) return text(doc.querySelector('h1')?.textContent);
  const own = text(list.getAttribute('data-lto-list'));
  if (own) return own;
  const labelledBy = list.getAttribute('aria-labelledby');
  const heading = (labelledBy && doc.getElementById(labelledBy.split(/\s+/)[0]!)) || list.querySelector('h1,h2,h3,h4,h5,h6');
  return text(heading?.textContent);
}

/** 1-based: the server's data-lto-item-position, else the tile's place among its list's tiles. */
function position(tile: HTMLElement, list: Element | null): number {
  const given = Number(tile.dataset.ltoItemPosition);
  if (Number.isInteger(given) && given >= 1) return given;
  const tiles = [...(list ?? tile.ownerDocument).querySelectorAll(ITEM_SELECTOR)];
  return tiles.indexOf(tile) + 1;
}

/** A tile's impression (SPEC 3.8), or null (one warning) when the markup lacks its id or name. */
export function impressionItem(tile: HTMLElement, doc: Document = tile.ownerDocument): ImpressionItem | null {
  const data = tile.dataset;
  const id = text(data.ltoItem);
  const name = text(data.ltoItemName);
  if (!id || !name) {
    warnOnce('analytics: a tile needs data-lto-item and data-lto-item-name');
    return null;
  }
  const list = tile.closest('[data-lto-list]');
  return {
    name,
    id,
    brand: text(data.ltoItemBrand),
    category: text(data.ltoItemCategory),
    subcategory: text(data.ltoItemSubcategory),
    price: priceFromText(data.ltoItemPrice),
    list: listName(list, doc),
    position: position(tile, list),
    rating: text(data.ltoItemRating) || 'n/a',
    inStock: data.ltoItemStock !== 'out',
    pageType: pageType(doc),
  };
}
