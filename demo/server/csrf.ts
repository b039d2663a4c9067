import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { CSRF_FIELD, CSRF_HEADER } from '../../src/core/csrf.js';
import type { SessionQueries } from './data/sessions.js';
import type { AppEnv } from './env.js';

/** Compares in constant time, so a guess learns nothing from how long the answer took. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `token` is the session's own CSRF token (kept with the session, replaced with its id). */
export function csrfValid(sessions: SessionQueries, sessionId: string | null, token: unknown): boolean {
  return Boolean(sessionId) && typeof token === 'string' && token !== '' && sameText(token, sessions.csrfToken(sessionId!));
}

/**
 * Whether the request carries the session's token: in the header the widgets send
 * (src/core/csrf.ts), or in the csrf_token field of a plain form.
 */
export function carriesSessionToken(c: Context<AppEnv>, sessions: SessionQueries, form: Record<string, unknown> | null): boolean {
  const sid = c.get('session').id();
  return csrfValid(sessions, sid, c.req.header(CSRF_HEADER)) || csrfValid(sessions, sid, form?.[CSRF_FIELD]);
}
