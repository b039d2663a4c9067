import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { FavoriteAnswer } from '../../../src/contracts/favorites.js';
import { writeCookie } from '../cookies.js';
import type { Db } from '../db/open.js';
import type { DataAccess } from '../data/index.js';
import { createFavoriteQueries } from '../data/favorites.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { currentSession, ensureSession } from '../session.js';
import { FAVORITES_COOKIE } from '../views/favorite.js';
import { FAVORITES_PATH, FAVORITES_REMOVE_FORM_PATH, favoritesView, type SavedProduct } from '../views/favorites-page.js';
import { readForm } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/** SPEC 9.4 gives it no life of its own: the default hour, as the widget writes it. */
const COOKIE_MAX_AGE = 60 * 60;

/** The contract's answer (src/contracts/favorites.ts): the saved ids, or the reason for a refusal. */
type FavoritesAnswer = FavoriteAnswer & ({ success: true; items: string[] } | { error: 'unknown-product' | 'missing-product' | 'bad-form' });

/** SPEC 5.4: a missing, non-numeric or 0 Quantity is 1. */
export function normalizeQuantity(raw: unknown): number {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const n = /^\d+$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * SPEC 7.5 favourites: POST /favorites/add (form pid, Quantity, uuid) and
 * POST /favorites/remove?doAction=remove&productID={id} (same form), answering
 * `{"success": true, "items": [...]}` or `{"error": "..."}`; the saved-items page; and its remove
 * form for shoppers without JavaScript. The session's table is the truth; each change also
 * rewrites the myFavoriteProduct cookie, so icons on pages rendered later agree with it even when
 * the change was made without JavaScript.
 */
export function favoriteRoutes(db: Db, data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const favorites = createFavoriteQueries(db);
  const { products, sessions } = data;

  /** A product or variant pid the catalogue knows. */
  const known = (pid: string): boolean => favorites.productOf(pid) !== null;

  const pidsOf = (sid: string | null): string[] => (sid ? favorites.list(sid).map((f) => f.pid) : []);

  const syncCookie = (c: Context<AppEnv>, items: string[]) => {
    const value = JSON.stringify(items);
    const current = getCookie(c, FAVORITES_COOKIE);
    if (current === value || (current === undefined && items.length === 0)) return;
    writeCookie(c, FAVORITES_COOKIE, value, { maxAge: COOKIE_MAX_AGE });
  };

  const answer = (c: Context<AppEnv>, body: FavoritesAnswer, status: 200 | 400 = 200) => c.json(body, status, { 'Cache-Control': 'no-store' });

  const changed = (c: Context<AppEnv>, sid: string | null) => {
    const items = pidsOf(sid);
    syncCookie(c, items);
    return answer(c, { success: true, items });
  };

  app.post('/favorites/add', async (c) => {
    const form = await readForm(c);
    if (!form) return answer(c, { error: 'bad-form' }, 400);
    const pid = field(form, 'pid');
    if (pid === '') return answer(c, { error: 'missing-product' });
    if (!known(pid)) return answer(c, { error: 'unknown-product' });
    const sid = ensureSession(c);
    favorites.add(sid, pid, normalizeQuantity(form['Quantity']));
    return changed(c, sid);
  });

  app.post('/favorites/remove', async (c) => {
    const form = await readForm(c);
    if (!form) return answer(c, { error: 'bad-form' }, 400);
    const pid = (c.req.query('productID') ?? '').trim() || field(form, 'pid');
    if (pid === '') return answer(c, { error: 'missing-product' });
    if (!known(pid)) return answer(c, { error: 'unknown-product' });
    const sid = currentSession(c);
    if (sid) favorites.remove(sid, pid);
    return changed(c, sid);
  });

  app.post(FAVORITES_REMOVE_FORM_PATH, async (c) => {
    const form = await readForm(c);
    if (!form) return c.text('Bad Request', 400);
    const pid = field(form, 'pid');
    const sid = currentSession(c);
    if (sid && pid) favorites.remove(sid, pid);
    syncCookie(c, pidsOf(sid));
    return redirectTo(c, FAVORITES_PATH);
  });

  app.get(FAVORITES_PATH, (c) => {
    const pids = pidsOf(currentSession(c));
    syncCookie(c, pids);
    // The icons read the cookie this answer writes.
    const ctx = { ...viewContext(c, products), favorites: pids };
    const saved: SavedProduct[] = pids.flatMap((pid) => {
      const master = favorites.productOf(pid);
      const product = master === null ? null : products.getProduct(master, ctx.site.currency);
      return product ? [{ pid, product, variant: product.variants.find((v) => v.pid === pid) }] : [];
    });
    return renderPage(c, ctx, { title: ctx.text.favoritesTitle, pageType: 'other', category: '', body: favoritesView(ctx, saved) });
  });

  return app;
}
