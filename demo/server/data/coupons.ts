import type { Db } from '../db/open.js';
import type { CouponSeed } from '../seed/coupons.js';

/** A coupon as the cart prices it: the seed's fields (seed/coupons.ts). */
export type Coupon = CouponSeed;

interface Row {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  category: string | null;
  expires_on: string | null;
  single_use: number;
}

/** The cart page's coupon codes (seed/coupons.ts) and the single-use ones a session has used. */
export function createCouponQueries(db: Db) {
  const findStmt = db.prepare<[string], Row>('SELECT code, kind, amount, category, expires_on, single_use FROM coupons WHERE code = ?');
  const usedStmt = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE session_id = ? AND code = ?');
  const useStmt = db.prepare<[string, string, string]>('INSERT OR IGNORE INTO coupon_uses (session_id, code, order_id) VALUES (?, ?, ?)');
  return {
    /** The coupon of that code, in any case ('save10' is SAVE10), or null. */
    find(code: string): Coupon | null {
      const row = findStmt.get(code);
      return row ? { code: row.code, kind: row.kind, amount: row.amount, category: row.category, expiresOn: row.expires_on, singleUse: row.single_use === 1 } : null;
    },
    used: (sessionId: string, code: string): boolean => usedStmt.get(sessionId, code)!.n > 0,
    /** A single-use coupon made an order: the session cannot apply it again. */
    recordUse: (sessionId: string, code: string, orderId: string): void => void useStmt.run(sessionId, code, orderId),
  };
}
