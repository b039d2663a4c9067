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
 * The product's neighbours in its category listing, in the order the listing shows them (SPEC 2.8
 * previous / next navigation). `start` is the position the listing tile wrote into the link hash
 * (SPEC 2.6); it is trusted only while that place still holds the product (the listing may have
 * changed since, or the shopper came from a search), else the product's own place counts.
 */
export function createProductNavQueries(db: Db) {
  const categoryOf = db.prepare<[string], { category: string }>('SELECT category FROM products WHERE pid = ?');
  const listing = db.prepare<[string], { pid: string; name_en: string; name_es: string }>(
    `SELECT p.pid, p.name_en, p.name_es FROM products p WHERE p.category = ? ${LISTING_ORDER}`,
  );

  return {
    neighbours(pid: string, start: number | null): ListingNeighbours | null {
      const category = categoryOf.get(pid)?.category;
      if (!category) return null;
      const rows = listing.all(category).map((row) => ({ pid: row.pid, name: { en: row.name_en, es: row.name_es } }));
      const at = start !== null && rows[start - 1]?.pid === pid ? start - 1 : rows.findIndex((row) => row.pid === pid);
      return {
        previous: rows[at - 1] ?? null,
        next: rows[at + 1] ?? null,
        position: at + 1,
        total: rows.length,
      };
    },
  };
}
