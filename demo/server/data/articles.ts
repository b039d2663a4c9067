import type { Db } from '../db/open.js';
import type { LocalizedText } from './types.js';

/** An article as a list of search results shows it. */
export interface ArticleSummary {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
}

export interface Article extends ArticleSummary {
  /** Its paragraphs. */
  body: { en: string[]; es: string[] };
}

interface ArticleRow {
  slug: string;
  title_en: string;
  title_es: string;
  summary_en: string;
  summary_es: string;
  body_en: string;
  body_es: string;
}

const summaryOf = (r: ArticleRow): ArticleSummary => ({ slug: r.slug, title: { en: r.title_en, es: r.title_es }, summary: { en: r.summary_en, es: r.summary_es } });

/** The content articles (SPEC 2.6's content tab): those a search finds, and one by its address. */
export function createArticleQueries(db: Db) {
  const bySlug = db.prepare<[string], ArticleRow>('SELECT * FROM articles WHERE slug = ?');

  return {
    /** The articles whose search text holds every word (as listing-query.ts's searchWords gives them); none for no words. */
    matching(words: readonly string[]): ArticleSummary[] {
      if (words.length === 0) return [];
      const where = words.map(() => 'instr(search_text, ?) > 0').join(' AND ');
      return db.prepare<string[], ArticleRow>(`SELECT * FROM articles WHERE ${where} ORDER BY position`).all(...words).map(summaryOf);
    },

    get(slug: string): Article | undefined {
      const row = bySlug.get(slug);
      return row && { ...summaryOf(row), body: { en: row.body_en.split('\n\n'), es: row.body_es.split('\n\n') } };
    },
  };
}

export type ArticleQueries = ReturnType<typeof createArticleQueries>;
