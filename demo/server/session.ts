import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SessionQueries } from './data/sessions.js';

export const SESSION_COOKIE = 'lto_demo_sid';
const SESSION_ID = /^[0-9a-f]{32}$/;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** The shopper's session id, or null: reading a page never creates a session. */
export function currentSession(c: Context, sessions: SessionQueries): string | null {
  const id = getCookie(c, SESSION_COOKIE);
  return id !== undefined && SESSION_ID.test(id) && sessions.exists(id) ? id : null;
}

/** The session to write to, created (with its cookie) on first need. */
export function ensureSession(c: Context, sessions: SessionQueries): string {
  const existing = currentSession(c, sessions);
  if (existing) {
    sessions.touch(existing);
    return existing;
  }
  const id = sessions.create();
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: THIRTY_DAYS });
  return id;
}
