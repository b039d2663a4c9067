import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { createSchema, SCHEMA_VERSION } from './schema.js';
import { seedDatabase } from './seed.js';

export type Db = Database;

function connect(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('foreign_keys = ON');
  // Tests may open and delete many temporary databases; WAL side files would only get in the way.
  db.pragma('journal_mode = DELETE');
  // No wait for the disk on each write (a shopper's page writes its session): the demo's data is
  // seed data and test shoppers, rebuilt by `npm run demo:reset` should a machine crash mid-write.
  // The Node tests of the demo server spent 6 s of their 35 in those waits.
  db.pragma('synchronous = OFF');
  return db;
}

/** Opens the demo database, building and seeding it when it is new (or from an older schema). */
export function openDatabase(path: string): Db {
  let db = connect(path);
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version !== SCHEMA_VERSION) {
    if (version !== 0) {
      db.close();
      deleteDatabaseFiles(path);
      db = connect(path);
    }
    db.transaction(() => {
      createSchema(db);
      seedDatabase(db);
    })();
  }
  return db;
}

export function deleteDatabaseFiles(path: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
