import type { Db } from '../db/open.js';
import { logTrimmer } from './log-rows.js';
import { openSsn, sealSsn } from './ssn-seal.js';

/** SPEC 4.10: how the order form step ended. */
export type Decision = 'approved' | 'declined' | 'charged-off' | 'recent-order';

export type StepValues = Record<string, string>;

/**
 * How long an approval lasts from its decision, in days: an account's Leasing Power shows it as
 * 'Expires {date}' (SPEC 4.3), and an application's answers and decision are reused only until then.
 */
export const APPROVAL_DAYS = 90;
const APPROVAL_MS = APPROVAL_DAYS * 24 * 60 * 60 * 1000;

/** An application (an order without a product) the order form decided. */
export interface DecidedApplication {
  id: string;
  decision: Decision;
  leasingPowerCents: number | null;
  /** When it was decided (ms). */
  decidedAt: number;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  needsReauthorization: boolean;
}

/** SPEC 3.6's address object as the platform's address book gives it: its record keys included. */
export type SavedAddress = Record<'ID' | 'UUID' | 'key' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'stateCode' | 'postal' | 'countryCode', string>;

export type CheckoutQueries = ReturnType<typeof createCheckoutQueries>;

/**
 * What the shopper gave at each checkout step, per order (SPEC 2.11, 3.6). The SSN is taken out of
 * the values and kept only sealed (data/ssn-seal.ts); nothing here logs.
 */
export function createCheckoutQueries(db: Db, ssnKey: Buffer) {
  const saveStmt = db.prepare<[string, string, string, string | null, number]>(
    `INSERT INTO checkout_steps (order_id, step, values_json, ssn_sealed, saved_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (order_id, step) DO UPDATE SET values_json = excluded.values_json, ssn_sealed = excluded.ssn_sealed, saved_at = excluded.saved_at`,
  );
  const stepsStmt = db.prepare<[string], { step: string; values_json: string }>('SELECT step, values_json FROM checkout_steps WHERE order_id = ?');
  const decisionStmt = db.prepare<[string], { decision: Decision | null; leasing_power_cents: number | null }>('SELECT decision, leasing_power_cents FROM orders WHERE id = ?');
  const decideStmt = db.prepare<[Decision, number | null, number, string]>('UPDATE orders SET decision = ?, leasing_power_cents = ?, decided_at = ? WHERE id = ?');
  // The newest decided application of the session, an approval only while it lasts (APPROVAL_DAYS).
  type DecidedRow = { id: string; decision: Decision; leasing_power_cents: number | null; decided_at: number };
  const decidedApplicationStmt = db.prepare<[string, number, number], DecidedRow>(
    `SELECT id, decision, leasing_power_cents, decided_at FROM orders
     WHERE session_id = ? AND variant_pid IS NULL AND decided_at IS NOT NULL AND (decision = 'approved' OR ? = 0) AND (decision <> 'approved' OR decided_at > ?)
     ORDER BY decided_at DESC, rowid DESC LIMIT 1`,
  );
  const decidedApplication = (sessionId: string, approvedOnly: boolean, now: number): DecidedApplication | null => {
    const row = decidedApplicationStmt.get(sessionId, approvedOnly ? 1 : 0, now - APPROVAL_MS);
    return row ? { id: row.id, decision: row.decision, leasingPowerCents: row.leasing_power_cents, decidedAt: row.decided_at } : null;
  };
  const sealedStepsStmt = db.prepare<[string], { step: string; values_json: string; ssn_sealed: string | null }>(
    'SELECT step, values_json, ssn_sealed FROM checkout_steps WHERE order_id = ?',
  );
  const debugStmt = db.prepare<[string | null, string, string, number]>(
    'INSERT INTO checkout_debug_log (session_id, message_type, message, logged_at) VALUES (?, ?, ?, ?)',
  );
  const trimDebug = logTrimmer(db, 'checkout_debug_log');
  const cardsStmt = db.prepare<[], { id: string; brand: string; last4: string; exp_month: number; exp_year: number; needs_reauthorization: number }>(
    'SELECT id, brand, last4, exp_month, exp_year, needs_reauthorization FROM saved_cards ORDER BY position',
  );

  const addressStmt = db.prepare<[string], { id: string; uuid: string; first_name: string; last_name: string; address1: string; address2: string; city: string; state_code: string; postal: string; country_code: string }>(
    'SELECT id, uuid, first_name, last_name, address1, address2, city, state_code, postal, country_code FROM saved_addresses WHERE account_email = ?',
  );

  return {
    /** Saves (or replaces) a step's values; an `ssn` is sealed to the order, never stored as given. */
    saveStep(orderId: string, step: string, values: StepValues, ssn?: string): void {
      saveStmt.run(orderId, step, JSON.stringify(values), ssn ? sealSsn(ssnKey, orderId, ssn) : null, Date.now());
    },

    /** The saved values of every completed step, by step name. */
    steps(orderId: string): Map<string, StepValues> {
      return new Map(stepsStmt.all(orderId).map((row) => [row.step, JSON.parse(row.values_json) as StepValues]));
    },

    decision: (orderId: string): Decision | null => decisionStmt.get(orderId)?.decision ?? null,

    /** The monthly Leasing Power the order's approval allows (a lease's is its application's), in cents, or null. */
    leasingPower: (orderId: string): number | null => decisionStmt.get(orderId)?.leasing_power_cents ?? null,

    /** SPEC 4.10's outcome of the order form, with the monthly Leasing Power an approval allows, decided at `at` (ms). */
    decide: (orderId: string, decision: Decision, leasingPowerCents: number | null, at: number = Date.now()): void =>
      void decideStmt.run(decision, leasingPowerCents, at, orderId),

    /** The session's newest approved application (an order without a product) that has not expired (APPROVAL_DAYS), or null. */
    approvedApplication: (sessionId: string, now: number = Date.now()): DecidedApplication | null => decidedApplication(sessionId, true, now),

    /** The session's newest decided application, approved (and not expired) or declined, or null. */
    decidedApplication: (sessionId: string, now: number = Date.now()): DecidedApplication | null => decidedApplication(sessionId, false, now),

    /**
     * Copies an order's saved steps onto another (a lease taking its application's answers). The
     * seal binds the SSN to its order (data/ssn-seal.ts), so it is opened and sealed again to the
     * new one; never kept in the clear.
     */
    copyAnswers(fromOrderId: string, toOrderId: string): void {
      for (const row of sealedStepsStmt.all(fromOrderId)) {
        const ssn = row.ssn_sealed ? openSsn(ssnKey, fromOrderId, row.ssn_sealed) : null;
        saveStmt.run(toOrderId, row.step, row.values_json, ssn ? sealSsn(ssnKey, toOrderId, ssn) : null, Date.now());
      }
    },

    /** SPEC 7.4's debug line, the log trimmed to LOG_LIMITS (log-rows.ts). */
    logDebug: db.transaction((sessionId: string | null, messageType: string, message: string): void => {
      debugStmt.run(sessionId, messageType, message, Date.now());
      trimDebug(sessionId);
    }),

    savedAddress(accountEmail: string): SavedAddress | null {
      const row = addressStmt.get(accountEmail);
      if (!row) return null;
      return {
        ID: row.id,
        UUID: row.uuid,
        key: 'shipping',
        firstName: row.first_name,
        lastName: row.last_name,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        stateCode: row.state_code,
        postal: row.postal,
        countryCode: row.country_code,
      };
    },

    savedCards: (): SavedCard[] =>
      cardsStmt.all().map((row) => ({
        id: row.id,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        needsReauthorization: row.needs_reauthorization === 1,
      })),
  };
}
