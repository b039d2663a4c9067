import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSeededCopy } from '../db/seeded-copy.js';
import { createSessionQueries } from './sessions.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-sessions-'));
const db = openSeededCopy(join(dir, 'demo.sqlite'));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const stored = (id: string): boolean => db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id) !== undefined;

describe('sessions expire', () => {
  test('one whose browser never came back, holding nothing, is gone a day later; one holding anything a shopper put there stays', () => {
    let time = Date.UTC(2030, 0, 1);
    const sessions = createSessionQueries(db, () => time);
    const empty = sessions.create();
    const withToken = sessions.create();
    sessions.csrfToken(withToken);
    const withOrderOnly = sessions.create();
    db.prepare("INSERT INTO orders (id, session_id, product_pid, variant_pid, zip, created_at) VALUES ('ORD-ONE-VISIT', ?, 'P1001', 'P1001', '30303', ?)").run(withOrderOnly, time);
    const held = {
      zip: sessions.create(),
      store: sessions.create(),
      account: sessions.create(),
      cart: sessions.create(),
      favourite: sessions.create(),
      compared: sessions.create(),
    };
    sessions.setZip(held.zip, '30303');
    sessions.setStore(held.store, 'C101');
    sessions.setAccount(held.account, 'approved@example.com');
    db.prepare("INSERT INTO cart_lines (session_id, pid, quantity, position) VALUES (?, 'P1001', 1, 0)").run(held.cart);
    db.prepare("INSERT INTO favorites (session_id, pid, quantity, added_at) VALUES (?, 'P1001', 1, ?)").run(held.favourite, time);
    db.prepare("INSERT INTO compare_items (session_id, pid, category, position) VALUES (?, 'P1001', 'living-room', 0)").run(held.compared);

    time += DAY - HOUR;
    sessions.create();
    expect(stored(empty), 'not yet a day').toBe(true);

    time += HOUR;
    sessions.create();
    expect(stored(empty)).toBe(false);
    expect(stored(withToken), 'a token is no reason to stay').toBe(false);
    expect(stored(withOrderOnly), 'an order without a page that came back goes with its session').toBe(false);
    expect(db.prepare("SELECT 1 FROM orders WHERE id = 'ORD-ONE-VISIT'").get()).toBeUndefined();
    for (const [what, id] of Object.entries(held)) expect(stored(id), what).toBe(true);
  });

  test('one whose browser came back, even at once and with nothing in it, has the 30 days', () => {
    let time = Date.UTC(2031, 0, 1);
    const sessions = createSessionQueries(db, () => time);
    const returned = sessions.create();
    time += 1000;
    expect(sessions.exists(returned)).toBe(true);
    sessions.touch(returned);

    time += 29 * DAY;
    sessions.create();
    expect(stored(returned)).toBe(true);
    expect(sessions.exists(returned)).toBe(true);

    time += DAY;
    sessions.create();
    expect(stored(returned)).toBe(false);
  });

  test('coming back the same millisecond counts too', () => {
    let time = Date.UTC(2032, 0, 1);
    const sessions = createSessionQueries(db, () => time);
    const returned = sessions.create();
    sessions.touch(returned);
    time += 2 * DAY;
    sessions.create();
    expect(stored(returned)).toBe(true);
  });
});
