import type { Database } from 'better-sqlite3';
import { COUPONS } from '../seed/coupons.js';

/** The cart page's coupon codes (seed/coupons.ts). */
export function seedCoupons(db: Database): void {
  const insert = db.prepare('INSERT INTO coupons (code, kind, amount, category, expires_on, single_use) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const c of COUPONS) insert.run(c.code, c.kind, c.amount, c.category, c.expiresOn, c.singleUse ? 1 : 0);
  })();
}
