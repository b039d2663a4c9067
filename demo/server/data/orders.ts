import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.js';
import { logTrimmer } from './log-rows.js';

export interface Order {
  id: string;
  /** Null for an application: applying before choosing a product (SPEC 1, 2.10). */
  productPid: string | null;
  variantPid: string | null;
  storeId: string | null;
  zip: string;
  /** The months the shopper chose on the product page (SPEC 3.2 leaseTerm); null: the product's active term. */
  leaseTerm: number | null;
  /** For a lease started after an approved application of the session: that application. */
  applicationId: string | null;
}

/** An application has no product: only the checkout's first steps and a decision (SPEC 2.10 'apply before you shop'). */
export const isApplication = (order: Order): boolean => order.variantPid === null;

/** What the checkout of a new lease takes from the session's approved application (data/checkout.ts copies it). */
export interface ApplicationReuse {
  /** The session's newest approved application that has not expired, or null. */
  approvedApplication(sessionId: string): { id: string; leasingPowerCents: number | null } | null;
  /** Copies the application's answers onto the new order (the SSN sealed again, to the new order). */
  copyAnswers(fromOrderId: string, toOrderId: string): void;
}

/**
 * Lease orders one session may start in a day: more than any shopper starts, few enough that a
 * script cannot fill the table through one session (its Idempotency-Key is its own to vary).
 */
export const ORDERS_PER_SESSION_A_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A line of an order made from the cart (order_lines). */
export interface OrderLine {
  pid: string;
  quantity: number;
  term: number;
  monthlyCents: number;
  todayCents: number;
  coupon: string | null;
}

interface OrderRow {
  id: string;
  product_pid: string | null;
  variant_pid: string | null;
  store_id: string | null;
  zip: string;
  application_id: string | null;
  lease_term: number | null;
}

/**
 * Lease orders started from product pages and the cart (SPEC 3.5, 7.5), applications started
 * before shopping (SPEC 2.10), and the checkout activity log (SPEC 7.4).
 */
export function createOrderQueries(db: Db, applications: ApplicationReuse) {
  const insertStmt = db.prepare<[string, string, string | null, string | null, string | null, string, number | null, number, string, string | null, 'approved' | null, number | null]>(
    `INSERT INTO orders (id, session_id, product_pid, variant_pid, store_id, zip, lease_term, created_at, idempotency_key, application_id, decision, leasing_power_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // IS, not =: an application's variant_pid is NULL.
  const attemptStmt = db.prepare<[string, string | null, string], { id: string }>(
    'SELECT id FROM orders WHERE session_id = ? AND variant_pid IS ? AND idempotency_key = ?',
  );
  const madeSinceStmt = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE session_id = ? AND created_at > ?');
  const getStmt = db.prepare<[string, string], OrderRow>(
    'SELECT id, product_pid, variant_pid, store_id, zip, lease_term, application_id FROM orders WHERE id = ? AND session_id = ?',
  );
  // A variant pid (SPEC 3.5 productId) or the product's own pid: the product it belongs to.
  const productOfStmt = db.prepare<[string, string], { pid: string }>(
    'SELECT pid FROM products WHERE pid = ? UNION ALL SELECT pid FROM variants WHERE variant_pid = ? LIMIT 1',
  );
  const lineStmt = db.prepare<[string, string, number, number, number, number, string | null, number]>(
    'INSERT OR IGNORE INTO order_lines (order_id, pid, quantity, term, monthly_cents, today_cents, coupon, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const linesStmt = db.prepare<[string], OrderLine>(
    'SELECT pid, quantity, term, monthly_cents AS monthlyCents, today_cents AS todayCents, coupon FROM order_lines WHERE order_id = ? ORDER BY position',
  );
  const completeStmt = db.prepare<[string]>("UPDATE orders SET idempotency_key = idempotency_key || ':complete:' || id WHERE id = ?");
  const logStmt = db.prepare<[string, string, number]>('INSERT INTO checkout_activity (session_id, page_name, logged_at) VALUES (?, ?, ?)');
  const trimActivity = logTrimmer(db, 'checkout_activity');
  const activityStmt = db.prepare<[string], { page_name: string }>('SELECT page_name FROM checkout_activity WHERE session_id = ? ORDER BY rowid');

  /** The order this session's attempt (see create) already made, if any. */
  const madeFor = (sessionId: string, variantPid: string | null, attempt: string): string | null => attemptStmt.get(sessionId, variantPid, attempt)?.id ?? null;
  /** The session may make no more orders today (ORDERS_PER_SESSION_A_DAY in the last day). */
  const atDailyLimit = (sessionId: string, time = Date.now()): boolean => madeSinceStmt.get(sessionId, time - DAY_MS)!.n >= ORDERS_PER_SESSION_A_DAY;

  return {
    madeFor,
    atDailyLimit,

    /**
     * The order of this session's attempt at this product (or at applying, without one): the one
     * the same attempt (`attempt`, the widget's Idempotency-Key; '' without one) already made, so
     * a repeated or concurrent request never makes a second; else one made now, or null when the
     * session has made ORDERS_PER_SESSION_A_DAY in the last day. A new lease of a session with an
     * approved application starts approved, with the application's answers.
     */
    create: db.transaction((sessionId: string, order: Omit<Order, 'id' | 'applicationId'>, attempt: string): string | null => {
      const made = madeFor(sessionId, order.variantPid, attempt);
      if (made) return made;
      const time = Date.now();
      if (atDailyLimit(sessionId, time)) return null;
      const id = `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
      const application = order.variantPid === null ? null : applications.approvedApplication(sessionId);
      insertStmt.run(id, sessionId, order.productPid, order.variantPid, order.storeId, order.zip, order.leaseTerm, time, attempt,
        application?.id ?? null, application ? 'approved' : null, application?.leasingPowerCents ?? null);
      if (application) applications.copyAnswers(application.id, id);
      return id;
    }),

    /** The shopper's own order: another session's order id finds nothing. */
    get(sessionId: string, id: string): Order | null {
      const row = getStmt.get(id, sessionId);
      return row ? { id: row.id, productPid: row.product_pid, variantPid: row.variant_pid, storeId: row.store_id, zip: row.zip, leaseTerm: row.lease_term, applicationId: row.application_id } : null;
    },

    /** What an order made from the cart holds, as the cart priced it (an order made again for the same attempt keeps the first). */
    addLines: db.transaction((orderId: string, lines: readonly OrderLine[]): void => {
      lines.forEach((line, position) => lineStmt.run(orderId, line.pid, line.quantity, line.term, line.monthlyCents, line.todayCents, line.coupon, position));
    }),

    lines: (orderId: string): OrderLine[] => linesStmt.all(orderId),

    /**
     * The order's checkout is complete: its attempt is no longer one to answer again, so the same
     * cart bought again (the same lines, so the same version) makes a new order.
     */
    complete: (orderId: string): void => void completeStmt.run(orderId),

    productOf: (productId: string): string | null => (productId === '' ? null : (productOfStmt.get(productId, productId)?.pid ?? null)),

    /** SPEC 7.4's activity line, the log trimmed to LOG_LIMITS (log-rows.ts). */
    logActivity: db.transaction((sessionId: string, pageName: string): void => {
      logStmt.run(sessionId, pageName, Date.now());
      trimActivity(sessionId);
    }),

    activity: (sessionId: string): string[] => activityStmt.all(sessionId).map((r) => r.page_name),
  };
}
