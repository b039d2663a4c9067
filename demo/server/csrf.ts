import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The session's CSRF token (sent as csrf_token by the storefront's forms): an HMAC of the session
 * id, so nothing is stored and a token from one session is worthless in another. The secret is
 * made per server process: a restart invalidates open forms, which then answer 403 like any
 * stale token.
 */
const SECRET = randomBytes(32);

export const csrfToken = (sessionId: string): string => createHmac('sha256', SECRET).update(sessionId).digest('base64url');

export function csrfValid(sessionId: string | null, token: unknown): boolean {
  if (!sessionId || typeof token !== 'string') return false;
  const expected = Buffer.from(csrfToken(sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
