import type { Db } from '../db/open.js';

/** One saved product of a session (SPEC 3.3: pid and Quantity of the add form). */
export interface FavoriteEntry {
  pid: string;
  quantity: number;
  addedAt: number;
}

interface FavoriteRow {
  pid: string;
  quantity: number;
  added_at: number;
}

export type FavoriteQueries = ReturnType<typeof createFavoriteQueries>;

/** The shopper's favourites, per demo session. Adding twice or removing what is not there is fine. */
export function createFavoriteQueries(db: Db) {
  const listStmt = db.prepare<[string], FavoriteRow>(
    'SELECT pid, quantity, added_at FROM favorites WHERE session_id = ? ORDER BY added_at, rowid',
  );
  // A second add keeps the first date (the list order) and takes the newer quantity.
  const upsertStmt = db.prepare<[string, string, number, number]>(`INSERT INTO favorites (session_id, pid, quantity, added_at)
    VALUES (?, ?, ?, ?) ON CONFLICT (session_id, pid) DO UPDATE SET quantity = excluded.quantity`);
  const deleteStmt = db.prepare<[string, string]>('DELETE FROM favorites WHERE session_id = ? AND pid = ?');
  // Favourites are saved by variant pid (SPEC 4.5); a product pid is accepted too.
  const masterStmt = db.prepare<[string, string], { pid: string }>(
    'SELECT pid FROM products WHERE pid = ? UNION ALL SELECT pid FROM variants WHERE variant_pid = ? LIMIT 1',
  );

  return {
    /** Oldest first: the order the shopper saved them, as the widgets' cookie keeps them. */
    list: (sessionId: string): FavoriteEntry[] =>
      listStmt.all(sessionId).map((r) => ({ pid: r.pid, quantity: r.quantity, addedAt: r.added_at })),

    add: (sessionId: string, pid: string, quantity: number): void => void upsertStmt.run(sessionId, pid, quantity, Date.now()),

    remove: (sessionId: string, pid: string): void => void deleteStmt.run(sessionId, pid),

    /** The product a saved pid belongs to (itself for a product pid), or null for an unknown pid. */
    productOf: (pid: string): string | null => (pid === '' ? null : (masterStmt.get(pid, pid)?.pid ?? null)),
  };
}
