import type { Db } from '../db/open.js';

/** One cart line: the variant (or product) pid and how many. */
export interface CartLine {
  pid: string;
  quantity: number;
}

/** A line as the cart page reads it: its lease term (null: the product's active one) and whether it is saved for later. */
export interface CartRow extends CartLine {
  term: number | null;
  saved: boolean;
}

/** Most lines a demo cart keeps, so a loop posting forms cannot grow the database without end. */
const MAX_LINES = 50;

interface Row {
  pid: string;
  quantity: number;
  term: number | null;
  saved: number;
}

/**
 * The demo cart per session (SPEC 2.8 'add all to cart', 2.11 the cart page), kept in the database
 * like the rest of the demo's state: lines in the cart and lines saved for later, each in the order
 * it came into its list, and the coupon applied to it.
 */
export function createCartQueries(db: Db) {
  const rowsStmt = db.prepare<[string], Row>('SELECT pid, quantity, term, saved FROM cart_lines WHERE session_id = ? ORDER BY position');
  const setStmt = db.prepare<[number, string, string]>('UPDATE cart_lines SET quantity = ?, saved = 0 WHERE session_id = ? AND pid = ?');
  const insertStmt = db.prepare<[string, string, number, number]>(
    'INSERT INTO cart_lines (session_id, pid, quantity, position) VALUES (?, ?, ?, ?)',
  );
  const nextPositionStmt = db.prepare<[string], { n: number }>('SELECT COALESCE(MAX(position) + 1, 0) AS n FROM cart_lines WHERE session_id = ?');
  const quantityStmt = db.prepare<[number, string, string]>('UPDATE cart_lines SET quantity = ? WHERE session_id = ? AND pid = ? AND saved = 0');
  const termStmt = db.prepare<[number, string, string]>('UPDATE cart_lines SET term = ? WHERE session_id = ? AND pid = ? AND saved = 0');
  const moveStmt = db.prepare<[number, number, string, string, number]>(
    'UPDATE cart_lines SET saved = ?, position = ? WHERE session_id = ? AND pid = ? AND saved = ?',
  );
  const removeStmt = db.prepare<[string, string, number]>('DELETE FROM cart_lines WHERE session_id = ? AND pid = ? AND saved = ?');
  const couponStmt = db.prepare<[string], { code: string }>('SELECT code FROM cart_coupons WHERE session_id = ?');
  const applyStmt = db.prepare<[string, string]>('INSERT INTO cart_coupons (session_id, code) VALUES (?, ?) ON CONFLICT (session_id) DO UPDATE SET code = excluded.code');
  const dropCouponStmt = db.prepare<[string]>('DELETE FROM cart_coupons WHERE session_id = ?');

  const rows = (sessionId: string): CartRow[] => rowsStmt.all(sessionId).map((row) => ({ ...row, saved: row.saved === 1 }));
  /** Moves a line from one list to the end of the other; false when it is not in the first. */
  const move = (sessionId: string, pid: string, toSaved: boolean): boolean =>
    moveStmt.run(toSaved ? 1 : 0, nextPositionStmt.get(sessionId)!.n, sessionId, pid, toSaved ? 0 : 1).changes === 1;

  return {
    /** The lines in the cart (not saved for later). */
    lines: (sessionId: string): CartLine[] => rows(sessionId).filter((row) => !row.saved),
    /** Every line, in the cart and saved for later. */
    rows,
    /**
     * Adds to a line of the same pid (one saved for later comes back into the cart), or appends one.
     * A line never holds more than `orderable(pid)` units (the stock, SPEC 3.2): a larger quantity
     * is cut to it, and a pid with none adds nothing.
     */
    add: db.transaction((sessionId: string, added: readonly CartLine[], orderable: (pid: string) => number): void => {
      const lines = new Map(rowsStmt.all(sessionId).map((line) => [line.pid, line.quantity]));
      for (const { pid, quantity } of added) {
        const held = lines.get(pid);
        const wanted = Math.min((held ?? 0) + quantity, orderable(pid));
        if (held !== undefined) {
          setStmt.run(Math.max(held, wanted), sessionId, pid);
          lines.set(pid, Math.max(held, wanted));
        } else if (wanted >= 1 && lines.size < MAX_LINES) {
          insertStmt.run(sessionId, pid, wanted, nextPositionStmt.get(sessionId)!.n);
          lines.set(pid, wanted);
        }
      }
    }),
    /** Sets a cart line's quantity (checked by the route); false when the line is not in the cart. */
    setQuantity: (sessionId: string, pid: string, quantity: number): boolean => quantityStmt.run(quantity, sessionId, pid).changes === 1,
    setTerm: (sessionId: string, pid: string, term: number): boolean => termStmt.run(term, sessionId, pid).changes === 1,
    save: (sessionId: string, pid: string): boolean => move(sessionId, pid, true),
    restore: (sessionId: string, pid: string): boolean => move(sessionId, pid, false),
    remove: (sessionId: string, pid: string, saved = false): boolean => removeStmt.run(sessionId, pid, saved ? 1 : 0).changes === 1,
    coupon: (sessionId: string): string | null => couponStmt.get(sessionId)?.code ?? null,
    applyCoupon: (sessionId: string, code: string): void => void applyStmt.run(sessionId, code),
    removeCoupon: (sessionId: string): void => void dropCouponStmt.run(sessionId),
    /**
     * An order made from the cart is complete: its lines leave the cart (lines saved for later, or
     * added since, stay), and so does the coupon it used.
     */
    removeOrdered: db.transaction((sessionId: string, pids: readonly string[], coupon: string | null): void => {
      for (const pid of pids) removeStmt.run(sessionId, pid, 0);
      if (coupon !== null && couponStmt.get(sessionId)?.code === coupon) dropCouponStmt.run(sessionId);
    }),
  };
}
