import type { MiddlewareHandler } from 'hono';
import { NO_LOCATION, type SessionQueries } from '../data/sessions.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';

/** Every page renders the shopper's zip and store (header banner, config block), so read them once up front. */
export function shopperLocation(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sid = currentSession(c, sessions);
    c.set('location', sid ? sessions.location(sid) : NO_LOCATION);
    await next();
  };
}
