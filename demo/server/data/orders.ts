import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.js';

export interface Order {
  id: string;
  productPid: string;
  variantPid: string;
  storeId: string | null;
  zip: string;
}

interface OrderRow {
  id: string;
  product_pid: string;
  variant_pid: string;
  store_id: string | null;
  zip: string;
}

/** Lease orders started from product pages (SPEC 3.5, 7.5) and the checkout activity log (SPEC 7.4). */
export function createOrderQueries(db: Db) {
  const insertStmt = db.prepare<[string, string, string, string, string | null, string, number]>(
    'INSERT INTO orders (id, session_id, product_pid, variant_pid, store_id, zip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const getStmt = db.prepare<[string, string], OrderRow>(
    'SELECT id, product_pid, variant_pid, store_id, zip FROM orders WHERE id = ? AND session_id = ?',
  );
  // A variant pid (SPEC 3.5 productId) or the product's own pid: the product it belongs to.
  const productOfStmt = db.prepare<[string, string], { pid: string }>(
    'SELECT pid FROM products WHERE pid = ? UNION ALL SELECT pid FROM variants WHERE variant_pid = ? LIMIT 1',
  );
  const logStmt = db.prepare<[string, string, number]>('INSERT INTO checkout_activity (session_id, page_name, logged_at) VALUES (?, ?, ?)');
  const activityStmt = db.prepare<[string], { page_name: string }>('SELECT page_name FROM checkout_activity WHERE session_id = ? ORDER BY rowid');

  return {
    create(sessionId: string, order: Omit<Order, 'id'>): string {
      const id = `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
      insertStmt.run(id, sessionId, order.productPid, order.variantPid, order.storeId, order.zip, Date.now());
      return id;
    },

    /** The shopper's own order: another session's order id finds nothing. */
    get(sessionId: string, id: string): Order | null {
      const row = getStmt.get(id, sessionId);
      return row ? { id: row.id, productPid: row.product_pid, variantPid: row.variant_pid, storeId: row.store_id, zip: row.zip } : null;
    },

    productOf: (productId: string): string | null => (productId === '' ? null : (productOfStmt.get(productId, productId)?.pid ?? null)),

    logActivity: (sessionId: string, pageName: string): void => void logStmt.run(sessionId, pageName, Date.now()),

    activity: (sessionId: string): string[] => activityStmt.all(sessionId).map((r) => r.page_name),
  };
}
