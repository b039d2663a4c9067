import type { Db } from '../db/open.js';
import type { TrackingStatus } from '../seed/tracked-orders.js';
import type { LocalizedText } from './types.js';

export interface TrackedOrder {
  agreementNumber: string;
  status: TrackingStatus;
  nextPaymentDate: string | null;
  items: { pid: string; name: LocalizedText; quantity: number }[];
}

interface OrderRow {
  agreement_number: string;
  status: TrackingStatus;
  next_payment_date: string | null;
}

interface ItemRow {
  pid: string;
  name_en: string;
  name_es: string;
  quantity: number;
}

/**
 * The order tracking lookup (SPEC 2.11): an order is found only when the agreement number and the
 * postal code both match, so a guessed number alone tells nothing. Both arrive in normal form
 * (agreement number upper case, postal code as data/postal-code.ts writes it).
 */
export function createOrderTrackingQueries(db: Db) {
  const orderStmt = db.prepare<[string, string], OrderRow>(
    'SELECT agreement_number, status, next_payment_date FROM tracked_orders WHERE agreement_number = ? AND postal_code = ?',
  );
  const itemsStmt = db.prepare<[string], ItemRow>(`SELECT i.pid, p.name_en, p.name_es, i.quantity
    FROM tracked_order_items i JOIN products p ON p.pid = i.pid
    WHERE i.agreement_number = ? ORDER BY i.position`);

  return {
    find(agreementNumber: string, postalCode: string): TrackedOrder | null {
      const row = orderStmt.get(agreementNumber, postalCode);
      if (!row) return null;
      return {
        agreementNumber: row.agreement_number,
        status: row.status,
        nextPaymentDate: row.next_payment_date,
        items: itemsStmt.all(row.agreement_number).map((i) => ({ pid: i.pid, name: { en: i.name_en, es: i.name_es }, quantity: i.quantity })),
      };
    },
  };
}
