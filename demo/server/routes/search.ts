import { Hono } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { SEARCH_URLS } from '../views/search-urls.js';
import { searchSuggestions } from '../views/search-suggestions.js';
import { viewContext } from './render.js';

/** As many as the header's suggestion list shows. */
const MAX_SUGGESTIONS = 8;

/**
 * GET {searchsuggest}?q= (SPEC 7.6): suggestion HTML for what the shopper has typed, from the
 * search index /showsearch reads (typos forgiven: 'sofs' finds the sofas); an empty body when
 * nothing matches or nothing was typed. The same query always gets the same answer, so the
 * browser may keep it a minute.
 */
export function searchRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(SEARCH_URLS.searchsuggest, (c) => {
    const ctx = viewContext(c, data.products);
    const suggestions = data.search.suggest(c.req.query('q') ?? '', MAX_SUGGESTIONS);
    return c.html(searchSuggestions(ctx, suggestions), 200, { 'Cache-Control': 'private, max-age=60' });
  });

  return app;
}
