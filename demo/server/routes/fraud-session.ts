import { Hono } from 'hono';
import { ENDPOINT_PATHS } from '../../../src/contracts/endpoint-paths.js';
import { FRAUD_ACTIVE_FIELD, SESSION_ID_FIELD, type PublicKeyAnswer } from '../../../src/contracts/fraud-session.js';
import type { AppEnv } from '../env.js';
import type { FraudProvider } from '../outside-services.js';
import { currentSession, ensureSession } from '../session.js';

/** GET, JSON: the device session id this browser's session keeps, and whether the provider issued it (tests and people read it). */
export const FRAUD_SESSION_STATUS = '/demo/fraud-session';

const NO_STORE = { 'Cache-Control': 'no-store' };
const SESSION_ID = /^[\w-]{8,128}$/;
/** The sessions whose device session id is kept: the newest so many (it lives as long as the process, as the provider's do). */
const KEPT = 1000;

/**
 * The platform's side of the fraud device session (SPEC 3.9, 7.8): the public key with the
 * provider's active flag (the site's preference, or the demo switch) and the key its device kit
 * starts with; and {storeSessionIdInSession}, which keeps the id the kit gave for the order.
 */
export function fraudSessionRoutes(provider: FraudProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const kept = new Map<string, string>();

  app.get(ENDPOINT_PATHS.fraudPublicKey, (c) => {
    const answer: PublicKeyAnswer = { [FRAUD_ACTIVE_FIELD]: c.get('fraudOrigin') !== null, apiKey: provider.apiKey };
    return c.json(answer, 200, NO_STORE);
  });

  app.post(ENDPOINT_PATHS.storeSessionIdInSession, async (c) => {
    const form = await c.req.parseBody();
    const sessionId = form[SESSION_ID_FIELD];
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return c.json({ success: false }, 400, NO_STORE);
    const session = ensureSession(c);
    kept.delete(session);
    kept.set(session, sessionId);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return c.json({ success: true }, 200, NO_STORE);
  });

  app.get(FRAUD_SESSION_STATUS, (c) => {
    const session = currentSession(c);
    const sessionId = (session && kept.get(session)) ?? null;
    return c.json({ sessionId, issuedByProvider: sessionId !== null && provider.issued(sessionId) }, 200, NO_STORE);
  });

  return app;
}
