import { randomBytes } from 'node:crypto';

/** SPEC 4.3's session token of a credential login: good for one authorization request within 2 minutes. */
const SESSION_TOKEN_TTL_MS = 2 * 60 * 1000;

interface Pending {
  issuer: string;
  accountId: string;
  expiresAt: number;
}

/**
 * Kept in memory: a token lives two minutes, so losing the few in flight on a restart only makes
 * those shoppers sign in again.
 */
export function createSessionTokens(now: () => number = Date.now) {
  const pending = new Map<string, Pending>();

  return {
    issue(issuer: string, accountId: string): string {
      const time = now();
      for (const [token, entry] of pending) if (entry.expiresAt <= time) pending.delete(token);
      const token = randomBytes(24).toString('base64url');
      pending.set(token, { issuer, accountId, expiresAt: time + SESSION_TOKEN_TTL_MS });
      return token;
    },

    /** The account the token was issued for at this issuer, once; null when unknown, used or expired. */
    consume(issuer: string, token: string): string | null {
      const entry = pending.get(token);
      if (!entry) return null;
      pending.delete(token);
      return entry.issuer === issuer && entry.expiresAt > now() ? entry.accountId : null;
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
