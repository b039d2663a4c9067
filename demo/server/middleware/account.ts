import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionQueries } from '../data/sessions.js';
import type { AppEnv } from '../env.js';
import { currentSession, ensureSession } from '../session.js';
import { IDENTITY_SWITCH_COOKIE } from '../views/account-urls.js';

/**
 * Who is signed in on this session and whether this browser has the identity login on. The CSRF token is made on first use:
 * it needs a session, and only pages with the account drawer and the account POSTs ask for it.
 */
export function storefrontAccount(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sid = currentSession(c, sessions);
    c.set('accountEmail', sid ? sessions.accountOf(sid) : null);
    c.set('csrfToken', () => sessions.csrfToken(ensureSession(c, sessions)));
    c.set('identityLogin', getCookie(c, IDENTITY_SWITCH_COOKIE) !== 'off');
    await next();
  };
}
