import type { NewAccount } from '../data/accounts.js';
import { APPROVAL_DAYS } from '../data/checkout.js';

/** The password of every seed account (demo/README.md lists them). */
export const SEED_PASSWORD = 'Password1!';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const noDecision = {
  approvalDetermination: null,
  tierIsApproved: null,
  approvedCents: null,
  remainingCents: null,
  expirationDate: null,
} as const;

/** One account for each leasing decision the drawer shows (SPEC 4.3); approvals run APPROVAL_DAYS from seeding. */
export function seedAccounts(now: number): NewAccount[] {
  const expires = isoDate(now + APPROVAL_DAYS * DAY_MS);
  const account = (email: string, firstName: string | null, decision: NewAccount['decision']): NewAccount => ({
    email,
    password: SEED_PASSWORD,
    firstName,
    activated: true,
    decision,
  });
  return [
    account('approved@example.com', 'Alex', {
      approvalDetermination: 'Approved', tierIsApproved: true, approvedCents: 25000, remainingCents: 25000, expirationDate: expires,
    }),
    account('zero@example.com', 'Zoe', {
      approvalDetermination: 'Approved', tierIsApproved: true, approvedCents: 40000, remainingCents: 0, expirationDate: expires,
    }),
    account('pending@example.com', 'Pat', { ...noDecision, approvalDetermination: 'PendingVerification', tierIsApproved: false }),
    account('denied@example.com', 'Dana', { ...noDecision, approvalDetermination: 'Denied', tierIsApproved: false }),
    account('new@example.com', null, noDecision),
  ];
}
