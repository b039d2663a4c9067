import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AccountQueries } from '../data/accounts.js';
import type { SessionQueries } from '../data/sessions.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';
import { IDENTITY_SWITCH_COOKIE } from '../views/account-urls.js';

/** Who is signed in on this session (and their Leasing Power decision), and whether this browser has the identity login on. */
export function storefrontAccount(sessions: SessionQueries, accounts: AccountQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sid = currentSession(c);
    c.set('accountEmail', sid ? sessions.accountOf(sid) : null);
    c.set('accountDecision', () => {
      const email = c.get('accountEmail');
      const decision = email ? accounts.find(email)?.decision : undefined;
      if (!decision) return null;
      const { approvalDetermination, tierIsApproved, remainingCents, expirationDate } = decision;
      return { approvalDetermination, tierIsApproved, remainingLeasingPower: remainingCents === null ? null : remainingCents / 100, expirationDateValue: expirationDate };
    });
    c.set('identityLogin', getCookie(c, IDENTITY_SWITCH_COOKIE) !== 'off');
    await next();
  };
}
