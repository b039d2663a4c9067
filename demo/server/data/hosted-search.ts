import { randomBytes } from 'node:crypto';
import type { HostedAnswer, HostedInsight } from '../../../src/contracts/hosted-search.js';
import { HOSTED_SEARCH_PREFERENCE } from '../../../src/contracts/hosted-search-preference.js';
import { looksPersonal } from '../../../src/privacy/pii.js';
import type { Db } from '../db/open.js';
import type { Lang, SiteKey } from '../site.js';
import { MAX_QUERY_LENGTH, type SearchQueries } from './search.js';
import { searchKey } from './search-key.js';

const MAX = { suggestions: 6, categories: 4, products: 6 };

/**
 * The hosted search service's stand-in (SPEC 7.6, 7.9): its answers come from the search index
 * /showsearch reads (data/search.ts: typos forgiven, 'sofs' finds the sofas), so what the panel
 * promises the results page shows. Query suggestions are the searches shoppers made on the site
 * (hosted_search_popular, counted by /showsearch) that go on from what is typed, then the names of
 * the products found; categories are those of the products found. Every answer gets a random
 * queryID that insight events and the results page (?queryID=) name; the typed text is not kept.
 */
export function createHostedSearchQueries(db: Db, search: SearchQueries) {
  const popularStmt = db.prepare<[string, string], { query: string; shown: string }>(
    "SELECT query, shown FROM hosted_search_popular WHERE site = ? AND query LIKE ? ESCAPE '\\' ORDER BY searches DESC, query LIMIT 20",
  );
  // Counted by its key ('sofá' and 'sofa' are one search); shown with its accents once a shopper wrote them.
  const countStmt = db.prepare(`INSERT INTO hosted_search_popular (site, query, shown, searches) VALUES (?, ?, ?, 1)
    ON CONFLICT (site, query) DO UPDATE SET searches = searches + 1, shown = CASE WHEN excluded.shown <> excluded.query THEN excluded.shown ELSE shown END`);
  const redirectStmt = db.prepare<[string, string], { url: string }>('SELECT url FROM hosted_search_redirects WHERE site = ? AND query = ?');
  const eventStmt = db.prepare(
    'INSERT INTO hosted_search_events (event_type, event_name, query_id, object_ids, positions, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const preferenceStmt = db.prepare<[string], { value: string }>(`SELECT value FROM site_preferences WHERE site = ? AND name = '${HOSTED_SEARCH_PREFERENCE}'`);
  const categoryStmt = db.prepare<[string], { key: string; name_en: string; name_es: string }>(
    'SELECT c.key, c.name_en, c.name_es FROM products p JOIN categories c ON c.key = p.category WHERE p.pid = ?',
  );

  const like = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  return {
    /** The panel's answer for `query` on `site` (in `lang`); an empty query gets the popular searches alone. */
    answer(site: SiteKey, lang: Lang, query: string): HostedAnswer {
      const q = searchKey(query.trim().slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, ' ');
      const queryID = randomBytes(12).toString('hex');
      const popular = popularStmt.all(site, like(q)).flatMap((row) => (row.query === q ? [] : [row.shown]));
      if (!q) return { queryID, suggestions: popular.slice(0, MAX.suggestions).map((s) => ({ query: s })), categories: [], products: [] };

      const found = search.suggest(q, MAX.products);
      const names = found.map((p) => p.name[lang]);
      const suggestions = [...new Set([...popular, ...names.map((name) => name.toLowerCase())])].slice(0, MAX.suggestions);
      const categories = new Map<string, { id: string; name: string; url: string }>();
      for (const p of found) {
        const category = categoryStmt.get(p.pid);
        if (category) categories.set(category.key, { id: category.key, name: lang === 'es' ? category.name_es : category.name_en, url: `/c/${encodeURIComponent(category.key)}` });
      }
      return {
        queryID,
        suggestions: suggestions.map((s) => ({ query: s })),
        categories: [...categories.values()].slice(0, MAX.categories),
        products: found.map((p) => ({ objectID: p.pid, name: p.name[lang], url: `/p/${encodeURIComponent(p.pid)}`, image: `/img/product/${encodeURIComponent(p.pid)}.svg`, brand: p.brand })),
        redirect: redirectStmt.get(site, q)?.url ?? null,
      };
    },

    /**
     * A search made on the site (the results page): counted, so it becomes a query suggestion.
     * One that looks like personal data is never kept (it would be suggested to other shoppers).
     */
    recordSearch(site: SiteKey, query: string): void {
      const shown = query.trim().slice(0, MAX_QUERY_LENGTH).replace(/\s+/g, ' ').toLowerCase();
      const q = searchKey(shown);
      if (!q || looksPersonal(q)) return;
      countStmt.run(site, q, shown);
    },

    /** An insight event, as received. */
    recordEvent(event: HostedInsight): void {
      if (event.eventType === 'init') eventStmt.run('init', null, null, null, null, Date.now());
      else eventStmt.run('conversion', event.eventName, event.queryID, JSON.stringify(event.objectIDs), JSON.stringify(event.positions), Date.now());
    },

    /** The events received, newest last (tests read them). */
    events(): { event_type: string; query_id: string | null; object_ids: string | null; positions: string | null }[] {
      return db.prepare<[], { event_type: string; query_id: string | null; object_ids: string | null; positions: string | null }>('SELECT event_type, query_id, object_ids, positions FROM hosted_search_events ORDER BY id').all();
    },

    /** The site preference hostedSearchEnabled of `site` (SPEC 9.9's kind, per site). */
    enabledOn(site: SiteKey): boolean {
      return preferenceStmt.get(site)?.value === 'true';
    },
  };
}

export type HostedSearchQueries = ReturnType<typeof createHostedSearchQueries>;
