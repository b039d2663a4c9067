import { timingSafeEqual } from 'node:crypto';
import type { SessionQueries } from './data/sessions.js';

/** Compares in constant time, so a guess learns nothing from how long the answer took. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a form's csrf_token is the session's own token (made on first need and kept with the
 * session, so it survives a restart). Every storefront POST that changes an account or an order
 * asks this.
 */
export function csrfValid(sessions: SessionQueries, sessionId: string | null, token: unknown): boolean {
  return Boolean(sessionId) && typeof token === 'string' && token !== '' && sameText(token, sessions.csrfToken(sessionId!));
}
