import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_COOKIE } from '../../src/core/csrf.js';
import { writeCookie } from './cookies.js';
import type { SessionQueries } from './data/sessions.js';
import type { AppEnv } from './env.js';

export const SESSION_COOKIE = 'lto_demo_sid';
const SESSION_ID = /^[0-9a-f]{32}$/;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * The shopper's session as one request sees it: looked up once, created at most once, and its
 * cookie written once, when the answer leaves (two Set-Cookie lines for it would leave the
 * browser with the last, and the data of the first lost).
 */
export interface RequestSession {
  /** The live session the browser named (or this request made), else null: reading never creates one. */
  id(): string | null;
  /** The session to write to, created on first need. */
  ensure(): string;
  /** The session's CSRF token (the session is created when there is none). */
  csrfToken(): string;
  /**
   * Signs the session in as `account`, or out (null), under a new id and CSRF token (sign-in and
   * sign-out: an id someone planted or read before stops working); its data stays with it.
   */
  rotate(account: string | null): void;
}

/** Puts the request's session on the context as `session`; everything else asks it, never the cookie. */
export function sessionScope(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const named = getCookie(c, SESSION_COOKIE);
    let id = named !== undefined && SESSION_ID.test(named) && sessions.exists(named) ? named : null;
    if (id) sessions.touch(id);
    const ensure = (): string => (id ??= sessions.create());
    const rotate = (account: string | null): void => {
      // A session made by this very request is new already: nobody else can know its id.
      if (id !== null && id === named) id = sessions.rotate(id, account);
      else sessions.setAccount(ensure(), account);
      c.set('accountEmail', account);
    };
    c.set('session', { id: () => id, ensure, csrfToken: () => sessions.csrfToken(ensure()), rotate });
    await next();
    if (!id) return;
    if (id !== named) writeCookie(c, SESSION_COOKIE, id, { httpOnly: true, maxAge: THIRTY_DAYS });
    // The token where the widgets read it (src/core/csrf.ts): page script must see it, so not httpOnly.
    const token = sessions.csrfToken(id);
    if (getCookie(c, CSRF_COOKIE) !== token) writeCookie(c, CSRF_COOKIE, token, { maxAge: THIRTY_DAYS });
  };
}

/** The request's session id, or null (never creates one). */
export const currentSession = (c: Context<AppEnv>): string | null => c.get('session').id();

/** The request's session id, created on first need. */
export const ensureSession = (c: Context<AppEnv>): string => c.get('session').ensure();
