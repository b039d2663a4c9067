import { Hono, type Context } from 'hono';
import type { CompareAnswer } from '../../../src/contracts/compare.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { readForm } from './form-input.js';
import { redirectTo } from '../redirects.js';
import { currentSession, ensureSession } from '../session.js';

/** The contract's answer (src/contracts/compare.ts), with the reasons the demo gives for a refusal. */
type Answer = CompareAnswer & ({ success: true } | { success: false; error: 'full' | 'unknown-product' });

/** SPEC 7.5 compare endpoints, answering JSON exactly as the widgets' contract says. */
export function compareRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, compare, sessions } = data;
  const categoryKeys = () => new Set(products.listCategories().map((c) => c.key));

  const answer = (c: Context<AppEnv>, body: Answer) => c.json(body, 200, { 'Cache-Control': 'no-store' });

  app.get('/compare/add', (c) => {
    // The toggle sends the pid of the tile's selected swatch (SPEC 3.2): the compare page prices that colour.
    const pid = c.req.query('pid') ?? '';
    const product = products.owner(pid);
    if (product === null) return answer(c, { success: false, error: 'unknown-product' });
    const asked = c.req.query('category') ?? '';
    // Search pages may send no category; the product's own one keeps the compare page link useful.
    const category = categoryKeys().has(asked) ? asked : product.category;
    const result = compare.add(ensureSession(c), product.pid, pid === product.pid ? null : pid, category);
    return result === 'full' ? answer(c, { success: false, error: 'full' }) : answer(c, { success: true });
  });

  app.get('/compare/remove', (c) => {
    const sid = currentSession(c);
    if (sid) compare.remove(sid, c.req.query('pid') ?? '');
    return answer(c, { success: true });
  });

  /** The compare page's remove buttons, for shoppers without JavaScript. */
  app.post('/compare/remove-form', async (c) => {
    const form = await readForm(c);
    if (!form) return c.text('Bad Request', 400);
    const pid = typeof form['pid'] === 'string' ? form['pid'] : '';
    const category = typeof form['category'] === 'string' ? form['category'] : '';
    const sid = currentSession(c);
    if (sid && pid) compare.remove(sid, pid);
    const back = categoryKeys().has(category) ? `/compareShow?category=${encodeURIComponent(category)}` : '/compareShow';
    return redirectTo(c, back);
  });

  return app;
}
