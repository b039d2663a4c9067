import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.js';

export type SessionQueries = ReturnType<typeof createSessionQueries>;

export function createSessionQueries(db: Db) {
  const findStmt = db.prepare<[string], { id: string }>('SELECT id FROM sessions WHERE id = ?');
  const insertStmt = db.prepare<[string, number, number]>('INSERT INTO sessions (id, created_at, seen_at) VALUES (?, ?, ?)');
  const touchStmt = db.prepare<[number, string]>('UPDATE sessions SET seen_at = ? WHERE id = ?');

  return {
    /** True when the id names a live session (ids from before a reset are not). */
    exists: (id: string): boolean => findStmt.get(id) !== undefined,

    create(): string {
      const id = randomBytes(16).toString('hex');
      const now = Date.now();
      insertStmt.run(id, now, now);
      return id;
    },

    touch: (id: string): void => void touchStmt.run(Date.now(), id),
  };
}
