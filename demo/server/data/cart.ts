import type { Db } from '../db/open.js';

/** One cart line: the variant (or product) pid and how many. */
export interface CartLine {
  pid: string;
  quantity: number;
}

/** Most lines a demo cart keeps, so a loop posting forms cannot grow the database without end. */
const MAX_LINES = 50;

/** The demo cart per session (SPEC 2.8 'add all to cart'), kept in the database like the rest of the demo's state. */
export function createCartQueries(db: Db) {
  const linesStmt = db.prepare<[string], CartLine>('SELECT pid, quantity FROM cart_lines WHERE session_id = ? ORDER BY position');
  const bumpStmt = db.prepare<[number, string, string]>('UPDATE cart_lines SET quantity = quantity + ? WHERE session_id = ? AND pid = ?');
  const insertStmt = db.prepare<[string, string, number, number]>(
    'INSERT INTO cart_lines (session_id, pid, quantity, position) VALUES (?, ?, ?, ?)',
  );
  return {
    lines: (sessionId: string): CartLine[] => linesStmt.all(sessionId),
    /** Adds to a line of the same pid, or appends one. */
    add: db.transaction((sessionId: string, added: readonly CartLine[]): void => {
      let count = linesStmt.all(sessionId).length;
      for (const { pid, quantity } of added) {
        if (bumpStmt.run(quantity, sessionId, pid).changes > 0) continue;
        if (count >= MAX_LINES) continue;
        insertStmt.run(sessionId, pid, quantity, count);
        count += 1;
      }
    }),
  };
}
