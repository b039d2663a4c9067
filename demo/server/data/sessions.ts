import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.js';

/** SPEC 3.1 User: the shopper's zip / postal code and preferred store, each '' until set. */
export interface ShopperLocation {
  zip: string;
  storeId: string;
}

export const NO_LOCATION: ShopperLocation = { zip: '', storeId: '' };

export type SessionQueries = ReturnType<typeof createSessionQueries>;

/** A session nobody has used for 30 days is gone, with its cart, lists, orders and log lines (the cookie lives as long). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session whose browser never came back (it never sent the cookie again: a crawler, a script, a
 * browser that keeps no cookies, a shopper who read one page) and that holds nothing a shopper put
 * there is gone after a day: every page opened without the cookie makes one, and 30 days of them
 * would be most of the table. A day leaves a page read once time to post its forms (their token is the
 * session's).
 */
export const ONE_VISIT_MS = 24 * 60 * 60 * 1000;
/** seen_at is written at most this often: a write per request would be a write per file a page loads. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const newId = (): string => randomBytes(16).toString('hex');
const newToken = (): string => randomBytes(24).toString('base64url');

export function createSessionQueries(db: Db, now: () => number = Date.now) {
  const findStmt = db.prepare<[string, number], { id: string }>('SELECT id FROM sessions WHERE id = ? AND seen_at > ?');
  const insertStmt = db.prepare<[string, number, number]>('INSERT INTO sessions (id, created_at, seen_at) VALUES (?, ?, ?)');
  // seen_at = created_at until the browser comes back: the first request naming the session marks it at once.
  const touchStmt = db.prepare<[number, string, number]>(
    'UPDATE sessions SET seen_at = max(?, created_at + 1) WHERE id = ? AND (seen_at < ? OR seen_at = created_at)',
  );
  const expireStmt = db.prepare<[number]>('DELETE FROM sessions WHERE seen_at <= ?');
  // What a shopper can have put in a session: an account, a zip or store, the cart and the lists.
  // Orders and log lines come after a page whose session came back; without one they go with it.
  const expireOneVisitStmt = db.prepare<[number]>(
    `DELETE FROM sessions WHERE seen_at = created_at AND created_at <= ?
       AND account_email IS NULL AND zip IS NULL AND store_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE session_id = sessions.id)
       AND NOT EXISTS (SELECT 1 FROM favorites WHERE session_id = sessions.id)
       AND NOT EXISTS (SELECT 1 FROM compare_items WHERE session_id = sessions.id)`,
  );
  const locationStmt = db.prepare<[string], { zip: string | null; store_id: string | null }>(
    'SELECT zip, store_id FROM sessions WHERE id = ?',
  );
  const setZipStmt = db.prepare<[string, string]>('UPDATE sessions SET zip = ? WHERE id = ?');
  const setStoreStmt = db.prepare<[string, string]>('UPDATE sessions SET store_id = ? WHERE id = ?');
  const csrfStmt = db.prepare<[string], { csrf_token: string | null }>('SELECT csrf_token FROM sessions WHERE id = ?');
  const setCsrfStmt = db.prepare<[string, string]>('UPDATE sessions SET csrf_token = ? WHERE id = ?');
  const accountStmt = db.prepare<[string], { account_email: string | null }>('SELECT account_email FROM sessions WHERE id = ?');
  const setAccountStmt = db.prepare<[string | null, string]>('UPDATE sessions SET account_email = ? WHERE id = ?');
  const rotateStmt = db.prepare<[string, string, string | null, number, string]>(
    'UPDATE sessions SET id = ?, csrf_token = ?, account_email = ?, seen_at = ? WHERE id = ?',
  );

  return {
    /** True when the id names a live session (not one from before a reset, nor one idle past SESSION_IDLE_MS). */
    exists: (id: string): boolean => findStmt.get(id, now() - SESSION_IDLE_MS) !== undefined,

    /**
     * A new session; the sessions idle past SESSION_IDLE_MS, or left empty after one visit past
     * ONE_VISIT_MS, go (and all that hangs off them, schema.ts).
     */
    create(): string {
      const id = newId();
      const time = now();
      expireStmt.run(time - SESSION_IDLE_MS);
      expireOneVisitStmt.run(time - ONE_VISIT_MS);
      insertStmt.run(id, time, time);
      return id;
    },

    /** The session was used now (written when its browser first comes back, then when the last mark is over an hour old). */
    touch: (id: string): void => void touchStmt.run(now(), id, now() - TOUCH_EVERY_MS),

    location(id: string): ShopperLocation {
      const row = locationStmt.get(id);
      return { zip: row?.zip ?? '', storeId: row?.store_id ?? '' };
    },

    /** A code in normal form that zipcodes can place (StoreQueries.lookup finds its place). */
    setZip: (id: string, zip: string): void => void setZipStmt.run(zip, id),

    setStore: (id: string, storeId: string): void => void setStoreStmt.run(storeId, id),

    /** The session's CSRF token, made on first need. */
    csrfToken(id: string): string {
      const existing = csrfStmt.get(id)?.csrf_token;
      if (existing) return existing;
      const token = newToken();
      setCsrfStmt.run(token, id);
      return token;
    },

    /**
     * A new id and CSRF token for the session, signed in as `account` (null: signed out). Whatever
     * the old id let someone read or post, it no longer names anything; the zip, preferred store,
     * cart, favourites, compare list and orders stay (they follow the id, schema.ts).
     */
    rotate(id: string, account: string | null): string {
      const next = newId();
      rotateStmt.run(next, newToken(), account, now(), id);
      return next;
    },

    /** The e-mail of the account signed in on this session, or null. */
    accountOf: (id: string): string | null => accountStmt.get(id)?.account_email ?? null,

    setAccount: (id: string, email: string | null): void => void setAccountStmt.run(email, id),
  };
}
