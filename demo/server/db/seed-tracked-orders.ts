import type { Database } from 'better-sqlite3';
import { TRACKED_ORDERS } from '../seed/tracked-orders.js';

/** The orders of the order tracking page and their items. */
export function seedTrackedOrders(db: Database): void {
  const insertOrder = db.prepare('INSERT INTO tracked_orders (agreement_number, postal_code, status, next_payment_date) VALUES (?, ?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO tracked_order_items (agreement_number, position, pid, quantity) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const order of TRACKED_ORDERS) {
      insertOrder.run(order.agreementNumber, order.postalCode, order.status, order.nextPaymentDate);
      order.items.forEach((item, i) => insertItem.run(order.agreementNumber, i, item.pid, item.quantity));
    }
  })();
}
