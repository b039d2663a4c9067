import type { Database } from 'better-sqlite3';
import { searchKey } from '../data/search-key.js';
import { ARTICLES } from '../seed/articles.js';

/** The content articles, searchable by their titles, summaries and keywords in both languages. */
export function seedArticles(db: Database): void {
  const insert = db.prepare(`INSERT INTO articles
    (slug, title_en, title_es, summary_en, summary_es, body_en, body_es, search_text, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    ARTICLES.forEach((a, i) => {
      const searchText = searchKey([a.title.en, a.title.es, a.summary.en, a.summary.es, a.keywords].join(' '));
      insert.run(a.slug, a.title.en, a.title.es, a.summary.en, a.summary.es, a.body.en.join('\n\n'), a.body.es.join('\n\n'), searchText, i);
    });
  })();
}
