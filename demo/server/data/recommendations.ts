import type { Db } from '../db/open.js';
import type { Currency } from '../site.js';
import type { ProductQueries } from './products.js';
import type { Product } from './types.js';

/** SPEC 2.8: a product page recommends at most this many products. */
export const RECOMMENDATION_LIMIT = 12;

/**
 * The demo's recommendations: other products of the same category that can be leased now (some
 * colour in stock), best rated first. A real platform would ask its recommendation engine.
 */
export function createRecommendationQueries(db: Db, products: ProductQueries) {
  const stmt = db.prepare<[string, string, number], { pid: string }>(`SELECT p.pid FROM products p
    WHERE p.category = (SELECT category FROM products WHERE pid = ?) AND p.pid <> ?
      AND EXISTS (SELECT 1 FROM variants v WHERE v.pid = p.pid AND v.in_stock = 1)
    ORDER BY p.rating_tenths DESC, p.position LIMIT ?`);
  return {
    forProduct: (pid: string, currency: Currency, limit = RECOMMENDATION_LIMIT): Product[] =>
      stmt.all(pid, pid, limit).flatMap((row) => products.getProduct(row.pid, currency) ?? []),
  };
}
