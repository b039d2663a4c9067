import type { Db } from '../db/open.js';
import { hashPassword, spendDecoyVerification, verifyPassword } from './passwords.js';

/** SPEC 3.4 leasing decision as stored; every field null means no decision yet. */
export interface AccountDecision {
  approvalDetermination: string | null;
  tierIsApproved: boolean | null;
  approvedCents: number | null;
  remainingCents: number | null;
  /** YYYY-MM-DD */
  expirationDate: string | null;
}

export interface Account {
  email: string;
  firstName: string | null;
  activated: boolean;
  decision: AccountDecision;
  /** When its decision was made (ms), or null: none yet. */
  decidedAt: number | null;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string | null;
  activated: boolean;
  decision: AccountDecision;
}

interface AccountRow {
  email: string;
  password_hash: string;
  first_name: string | null;
  activated: number;
  approval_determination: string | null;
  tier_is_approved: number | null;
  approved_cents: number | null;
  remaining_cents: number | null;
  expiration_date: string | null;
  decided_at: number | null;
}

const toAccount = (row: AccountRow): Account => ({
  email: row.email,
  firstName: row.first_name,
  activated: row.activated === 1,
  decision: {
    approvalDetermination: row.approval_determination,
    tierIsApproved: row.tier_is_approved === null ? null : row.tier_is_approved === 1,
    approvedCents: row.approved_cents,
    remainingCents: row.remaining_cents,
    expirationDate: row.expiration_date,
  },
  decidedAt: row.decided_at,
});

export type AccountQueries = ReturnType<typeof createAccountQueries>;

export function createAccountQueries(db: Db) {
  const findStmt = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?');
  const rowidStmt = db.prepare<[string], { rowid: number }>('SELECT rowid FROM accounts WHERE email = ?');
  const decisionStmt = db.prepare<[string | null, number | null, number | null, number | null, string | null, number, string]>(
    'UPDATE accounts SET approval_determination = ?, tier_is_approved = ?, approved_cents = ?, remaining_cents = ?, expiration_date = ?, decided_at = ? WHERE email = ?',
  );
  const insertStmt = db.prepare(`INSERT INTO accounts
    (email, password_hash, first_name, activated, approval_determination, tier_is_approved, approved_cents,
     remaining_cents, expiration_date, decided_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`);

  /** False when the e-mail already has an account. A decision it comes with is taken as made now. */
  function insert(account: Omit<NewAccount, 'password'>, passwordHash: string): boolean {
    const d = account.decision;
    const now = Date.now();
    const result = insertStmt.run(account.email, passwordHash, account.firstName, account.activated ? 1 : 0,
      d.approvalDetermination, d.tierIsApproved === null ? null : d.tierIsApproved ? 1 : 0, d.approvedCents,
      d.remainingCents, d.expirationDate, d.approvalDetermination === null ? null : now, now);
    return result.changes === 1;
  }

  return {
    /** E-mails compare without case, as shoppers type them. */
    find(email: string): Account | null {
      const row = findStmt.get(email);
      return row ? toAccount(row) : null;
    },

    /** The account when the password is right, else null (same work either way, off the event loop). */
    async verify(email: string, password: string): Promise<Account | null> {
      const row = findStmt.get(email);
      if (!row) {
        await spendDecoyVerification(password);
        return null;
      }
      return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : null;
    },

    /** A new account (its password hashed off the event loop); false when the e-mail already has one. */
    async create(account: NewAccount): Promise<boolean> {
      return insert(account, await hashPassword(account.password));
    },

    /** The account's Leasing Power decision from now on: an application it made was decided at `decidedAt` (ms). */
    recordDecision(email: string, d: AccountDecision, decidedAt: number): void {
      decisionStmt.run(d.approvalDetermination, d.tierIsApproved === null ? null : d.tierIsApproved ? 1 : 0, d.approvedCents, d.remainingCents, d.expirationDate, decidedAt, email);
    },

    /** An account with its password already hashed (seeding hashes synchronously, before serving). */
    insert,

    /**
     * The account number the platform knows the account by (SPEC 7.9: the live chat receives it):
     * the demo numbers accounts from 100000001 in the order they were made.
     */
    accountNumber(email: string): string | null {
      const row = rowidStmt.get(email);
      return row ? String(100_000_000 + row.rowid) : null;
    },
  };
}
