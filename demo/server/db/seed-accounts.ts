import type { Database } from 'better-sqlite3';
import { createAccountQueries } from '../data/accounts.js';
import { hashPasswordSync } from '../data/passwords.js';
import { seedAccounts } from '../seed/accounts.js';

export function seedAccountRows(db: Database): void {
  const accounts = createAccountQueries(db);
  for (const account of seedAccounts(Date.now())) accounts.insert(account, hashPasswordSync(account.password));
}
