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
  const setStmt = db.prepare<[number, string, string]>('UPDATE cart_lines SET quantity = ? WHERE session_id = ? AND pid = ?');
  const insertStmt = db.prepare<[string, string, number, number]>(
    'INSERT INTO cart_lines (session_id, pid, quantity, position) VALUES (?, ?, ?, ?)',
  );
  return {
    lines: (sessionId: string): CartLine[] => linesStmt.all(sessionId),
    /**
     * Adds to a line of the same pid, or appends one. A line never holds more than `orderable(pid)`
     * units (the stock, SPEC 3.2): a larger quantity is cut to it, and a pid with none adds nothing.
     */
    add: db.transaction((sessionId: string, added: readonly CartLine[], orderable: (pid: string) => number): void => {
      const lines = new Map(linesStmt.all(sessionId).map((line) => [line.pid, line.quantity]));
      for (const { pid, quantity } of added) {
        const held = lines.get(pid);
        const wanted = Math.min((held ?? 0) + quantity, orderable(pid));
        if (held !== undefined) {
          if (wanted > held) setStmt.run(wanted, sessionId, pid);
          lines.set(pid, Math.max(held, wanted));
        } else if (wanted >= 1 && lines.size < MAX_LINES) {
          insertStmt.run(sessionId, pid, wanted, lines.size);
          lines.set(pid, wanted);
        }
      }
    }),
  };
}
