import type { Database } from 'better-sqlite3';

export interface StockSeed {
  in_stock: number;
  preorder: number;
  backorder: number;
  in_stock_date: string | null;
}

/** A small stable number from a pid, so the stock never depends on the catalogue's random stream. */
function hash(pid: string): number {
  let h = 7;
  for (const char of pid) h = (h * 31 + char.charCodeAt(0)) % 10007;
  return h;
}

/**
 * A date `days` after the day the demo is seeded (UTC): a restock date is always ahead of the
 * shopper, and a reseed the same day gives the same dates.
 */
function dateAfter(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The stock of one variant, every case of SPEC 8's availability messages somewhere in the range:
 * - in stock: 2 to 10 units; one in four also takes back orders beyond them (with a date), so a
 *   larger quantity shows 'in stock' and 'back order' lines, and the others show 'the rest is not
 *   available';
 * - out of stock: by turns pre-order with a date, back order with a date, or not available at all.
 */
export function variantStock(pid: string, inStock: boolean): StockSeed {
  const h = hash(pid);
  if (inStock) {
    const backorders = h % 4 === 0;
    return { in_stock: 2 + (h % 9), preorder: 0, backorder: backorders ? 20 : 0, in_stock_date: backorders ? dateAfter(1 + (h % 60)) : null };
  }
  switch (h % 3) {
    case 0:
      return { in_stock: 0, preorder: 10, backorder: 0, in_stock_date: dateAfter(30 + (h % 60)) };
    case 1:
      return { in_stock: 0, preorder: 0, backorder: 10, in_stock_date: dateAfter(14 + (h % 45)) };
    default:
      return { in_stock: 0, preorder: 0, backorder: 0, in_stock_date: null };
  }
}

export function seedVariantStock(db: Database, variants: readonly { pid: string; inStock: boolean }[]): void {
  const insert = db.prepare(
    'INSERT INTO variant_stock (variant_pid, in_stock, preorder, backorder, in_stock_date) VALUES (@pid, @in_stock, @preorder, @backorder, @in_stock_date)',
  );
  for (const variant of variants) insert.run({ pid: variant.pid, ...variantStock(variant.pid, variant.inStock) });
}
