import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { GRID_VIEW_COOKIE, isGridView, type GridView } from '../../../src/contracts/grid-view.js';
import { writeCookie } from '../cookies.js';
import type { ArticleQueries } from '../data/articles.js';
import type { ListingScope } from '../data/listing-query.js';
import type { AppEnv } from '../env.js';
import type { ResultTabs } from '../views/listing-tabs.js';

/**
 * The tiles' layout: ?view= when it names one (the toggle's link, followed without script), kept
 * for the visit as <lto-product-grid> keeps a choice made in place (a session cookie, so the
 * listing's other links need not carry it); else the visit's choice; else the grid. A format=ajax
 * answer keeps no choice: its address is the history's, not the shopper's latest word.
 */
export function gridViewOf(c: Context<AppEnv>): GridView {
  const asked = c.req.query('view');
  if (isGridView(asked)) {
    if (c.req.query('format') !== 'ajax') writeCookie(c, GRID_VIEW_COOKIE, asked);
    return asked;
  }
  const kept = getCookie(c, GRID_VIEW_COOKIE);
  return isGridView(kept) ? kept : 'grid';
}

/**
 * A search's result tabs (SPEC 2.6): with an article that matches every word, its products and its
 * articles; ?tab=content shows the articles. A category, or a search that found none, has no tabs.
 */
export function resultTabsOf(c: Context<AppEnv>, articles: ArticleQueries, scope: ListingScope): ResultTabs | undefined {
  const found = 'words' in scope ? articles.matching(scope.words) : [];
  if (found.length === 0) return undefined;
  return { articles: found, tab: c.req.query('tab') === 'content' ? 'content' : 'products' };
}
