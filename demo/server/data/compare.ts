import type { Db } from '../db/open.js';
import type { CompareEntry } from './types.js';

/** SPEC 9.2: at most 6 products in the compare list. */
export const COMPARE_LIMIT = 6;

export type AddResult = 'added' | 'present' | 'full';

interface EntryRow {
  pid: string;
  variant_pid: string | null;
  uuid: string;
  name_en: string;
  name_es: string;
  category: string;
}

export type CompareQueries = ReturnType<typeof createCompareQueries>;

export function createCompareQueries(db: Db) {
  const listStmt = db.prepare<[string], EntryRow>(`SELECT c.pid, c.variant_pid, p.uuid, p.name_en, p.name_es, c.category
    FROM compare_items c JOIN products p ON p.pid = c.pid
    WHERE c.session_id = ? ORDER BY c.position`);
  const hasStmt = db.prepare<[string, string], { pid: string }>('SELECT pid FROM compare_items WHERE session_id = ? AND pid = ?');
  const countStmt = db.prepare<[string], { n: number; last: number | null }>(
    'SELECT COUNT(*) AS n, MAX(position) AS last FROM compare_items WHERE session_id = ?',
  );
  const insertStmt = db.prepare<[string, string, string | null, string, number]>(
    'INSERT INTO compare_items (session_id, pid, variant_pid, category, position) VALUES (?, ?, ?, ?, ?)',
  );
  // The widgets know an entry by the pid they added it with: the product's or one of its variants'.
  const deleteStmt = db.prepare<[string, string, string]>(
    'DELETE FROM compare_items WHERE session_id = ? AND (pid = ? OR variant_pid = ?)',
  );

  const add = db.transaction((sessionId: string, pid: string, variantPid: string | null, category: string): AddResult => {
    if (hasStmt.get(sessionId, pid)) return 'present';
    const { n, last } = countStmt.get(sessionId) ?? { n: 0, last: null };
    if (n >= COMPARE_LIMIT) return 'full';
    insertStmt.run(sessionId, pid, variantPid, category, (last ?? 0) + 1);
    return 'added';
  });

  return {
    /** Oldest first, the order the compare bar fills its slots. */
    list: (sessionId: string): CompareEntry[] =>
      listStmt.all(sessionId).map((r) => ({
        pid: r.variant_pid ?? r.pid,
        productPid: r.pid,
        uuid: r.uuid,
        name: { en: r.name_en, es: r.name_es },
        category: r.category,
      })),

    /** Adds the product `pid`, in the colour `variantPid` (null: its default one). */
    add: (sessionId: string, pid: string, variantPid: string | null, category: string): AddResult =>
      add(sessionId, pid, variantPid, category),

    /** Removes the entry added as `pid` (a product's or a variant's pid). */
    remove: (sessionId: string, pid: string): void => void deleteStmt.run(sessionId, pid, pid),
  };
}
