import type { Db } from '../db/open.js';
import type { StockSeed } from '../db/seed-variant-stock.js';

/** The levels of SPEC 3.2's Availability response: how the quantity asked for splits. */
export interface AvailabilityLevels {
  IN_STOCK: number;
  PREORDER: number;
  BACKORDER: number;
  NOT_AVAILABLE: number;
}

export interface VariantAvailability {
  levels: AvailabilityLevels;
  inStockDate: string;
}

/**
 * Splits `quantity` as a commerce platform does: what is in stock first, then what may be
 * pre-ordered, then back-ordered; the rest is not available.
 */
export function splitQuantity(stock: StockSeed, quantity: number): VariantAvailability {
  let rest = quantity;
  const take = (available: number) => {
    const n = Math.min(rest, available);
    rest -= n;
    return n;
  };
  const levels = { IN_STOCK: take(stock.in_stock), PREORDER: take(stock.preorder), BACKORDER: take(stock.backorder), NOT_AVAILABLE: 0 };
  levels.NOT_AVAILABLE = rest;
  return { levels, inStockDate: stock.in_stock_date ?? '' };
}

export function createVariantStockQueries(db: Db) {
  const stockStmt = db.prepare<[string], StockSeed>(
    'SELECT in_stock, preorder, backorder, in_stock_date FROM variant_stock WHERE variant_pid = ?',
  );
  const variantUnits = db.prepare<[string], { n: number }>('SELECT in_stock + preorder + backorder AS n FROM variant_stock WHERE variant_pid = ?');
  const productUnits = db.prepare<[string], { n: number | null }>(
    'SELECT SUM(s.in_stock + s.preorder + s.backorder) AS n FROM variants v JOIN variant_stock s ON s.variant_pid = v.variant_pid WHERE v.pid = ?',
  );
  return {
    /**
     * How many units of a variant (or of a product, all colours) may be ordered: in stock,
     * pre-order and back order (SPEC 3.2). 0 for an unknown pid.
     */
    orderable: (pid: string): number => variantUnits.get(pid)?.n ?? productUnits.get(pid)?.n ?? 0,

    /** The availability of `quantity` units of a variant, or null for an unknown variant. */
    availability(variantPid: string, quantity: number): VariantAvailability | null {
      const stock = stockStmt.get(variantPid);
      return stock ? splitQuantity(stock, quantity) : null;
    },
  };
}
