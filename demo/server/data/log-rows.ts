import type { Db } from '../db/open.js';

/** How much of a log table is kept. */
export interface LogLimits {
  /** Rows kept per session (the newest). */
  perSession: number;
  /** Rows kept in all (the newest). */
  total: number;
  /** Rows older than this are deleted. */
  maxAgeDays: number;
}

/** What the demo keeps of its logs: plenty to debug a checkout, bounded against a loop. */
export const LOG_LIMITS: LogLimits = { perSession: 100, total: 10_000, maxAgeDays: 30 };

/**
 * Trims a log table (one with session_id and logged_at columns) to its limits; run it in the
 * transaction that inserts a row, so no sequence of requests grows the table without end.
 */
export function logTrimmer(db: Db, table: string, limits: LogLimits = LOG_LIMITS): (sessionId: string | null) => void {
  const trimSession = db.prepare<[string, number]>(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE session_id = ? ORDER BY rowid DESC LIMIT -1 OFFSET ?)`,
  );
  const trimTotal = db.prepare<[number]>(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} ORDER BY rowid DESC LIMIT -1 OFFSET ?)`);
  const trimOld = db.prepare<[number]>(`DELETE FROM ${table} WHERE logged_at < ?`);
  return (sessionId) => {
    if (sessionId !== null) trimSession.run(sessionId, limits.perSession);
    trimTotal.run(limits.total);
    trimOld.run(Date.now() - limits.maxAgeDays * 86_400_000);
  };
}
