import type { MiddlewareHandler } from 'hono';
import type { createCartQueries } from '../data/cart.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';

/** Units in the session's cart, for the header's count: read only when a page asks (JSON answers never do). */
export function cartCount(cart: ReturnType<typeof createCartQueries>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cartCount', () => {
      const sid = currentSession(c);
      return sid ? cart.lines(sid).reduce((sum, line) => sum + line.quantity, 0) : 0;
    });
    await next();
  };
}
