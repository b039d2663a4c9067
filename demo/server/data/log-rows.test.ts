import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSeededCopy } from '../db/seeded-copy.js';
import { logTrimmer } from './log-rows.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-log-rows-'));
const db = openSeededCopy(join(dir, 'demo.sqlite'));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const session = (id: string) => db.prepare('INSERT INTO sessions (id, created_at, seen_at) VALUES (?, ?, ?)').run(id, Date.now(), Date.now());
const log = (sessionId: string | null, message: string, at = Date.now()) =>
  db.prepare("INSERT INTO checkout_debug_log (session_id, message_type, message, logged_at) VALUES (?, 'x', ?, ?)").run(sessionId, message, at);
const messages = () => (db.prepare('SELECT message FROM checkout_debug_log ORDER BY rowid').all() as { message: string }[]).map((r) => r.message);

describe('a log table trimmed to its limits', () => {
  test('keeps the newest lines per session and in all, and drops lines past their age', () => {
    const trim = logTrimmer(db, 'checkout_debug_log', { perSession: 2, total: 4, maxAgeDays: 1 });
    session('a');
    session('b');
    log(null, 'ancient', Date.now() - 2 * 86_400_000);
    for (const message of ['a1', 'a2', 'a3']) {
      log('a', message);
      trim('a');
    }
    expect(messages()).toEqual(['a2', 'a3']);
    for (const message of ['b1', 'b2']) log('b', message);
    log(null, 'anonymous');
    trim(null);
    expect(messages()).toEqual(['a3', 'b1', 'b2', 'anonymous']);
  });
});
