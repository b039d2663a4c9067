import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionQueries } from '../data/sessions.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';
import { IDENTITY_SWITCH_COOKIE } from '../views/account-urls.js';

/** Who is signed in on this session, and whether this browser has the identity login on. */
export function storefrontAccount(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sid = currentSession(c);
    c.set('accountEmail', sid ? sessions.accountOf(sid) : null);
    c.set('identityLogin', getCookie(c, IDENTITY_SWITCH_COOKIE) !== 'off');
    await next();
  };
}
