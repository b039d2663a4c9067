import type { Db } from '../db/open.js';
import { LISTING_ORDER } from './products.js';
import type { LocalizedText } from './types.js';

export interface ListedProduct {
  pid: string;
  name: LocalizedText;
}

export interface ListingNeighbours {
  previous: ListedProduct | null;
  next: ListedProduct | null;
  /** From 1. */
  position: number;
  total: number;
}

/**
 * The product's neighbours in the listing the shopper came from, in the order it shows them (SPEC
 * 2.8 previous / next navigation): `order`, the pids of that listing (its sort and refinements),
 * when it holds the product; else the product's category in the merchandiser's order. `start` is
 * the position the listing tile wrote into the link hash (SPEC 2.6); it is trusted only while that
 * place still holds the product (the listing may have changed since), else the product's own
 * place counts.
 */
export function createProductNavQueries(db: Db) {
  const categoryOf = db.prepare<[string], { category: string }>('SELECT category FROM products WHERE pid = ?');
  const listing = db.prepare<[string], { pid: string }>(`SELECT p.pid FROM products p WHERE p.category = ? ${LISTING_ORDER}`);
  const nameOf = db.prepare<[string], { name_en: string; name_es: string }>('SELECT name_en, name_es FROM products WHERE pid = ?');
  const listed = (pid: string | undefined): ListedProduct | null => {
    const row = pid === undefined ? undefined : nameOf.get(pid);
    return row ? { pid: pid!, name: { en: row.name_en, es: row.name_es } } : null;
  };

  return {
    neighbours(pid: string, start: number | null, order: readonly string[] | null = null): ListingNeighbours | null {
      const category = categoryOf.get(pid)?.category;
      if (!category) return null;
      const pids = order?.includes(pid) ? order : listing.all(category).map((row) => row.pid);
      const at = start !== null && pids[start - 1] === pid ? start - 1 : pids.indexOf(pid);
      return {
        previous: listed(pids[at - 1]),
        next: listed(pids[at + 1]),
        position: at + 1,
        total: pids.length,
      };
    },
  };
}
