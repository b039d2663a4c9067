import type { Db } from '../db/open.js';
import { searchKey } from './search-key.js';
import type { LocalizedText } from './types.js';
import { editsAllowed, typoDistance } from './typo-distance.js';

/** A search's words beyond these are dropped: no shopper types more, and each one costs a lookup. */
const MAX_WORDS = 8;
/** As /showsearch: the rest of a longer query is dropped before it is read. */
export const MAX_QUERY_LENGTH = 200;

/** A product a suggestion names (SPEC 7.6), in both languages; the view picks the site's. */
export interface SearchSuggestion {
  pid: string;
  name: LocalizedText;
  brand: string;
  category: LocalizedText;
}

interface SuggestionRow {
  pid: string;
  name_en: string;
  name_es: string;
  brand: string;
  category_en: string;
  category_es: string;
}

/**
 * The words of a query as the index keeps them: lower case, no accents, split at anything that is
 * not a letter or digit (as the index's tokenizer splits), at most eight.
 */
export function searchTokens(query: string): string[] {
  return searchKey(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** An FTS5 string: in double quotes, a quote doubled, so no word is read as the query language. */
const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * The search index (schema.ts product_search, seeded by db/seed-search.ts): the header's
 * suggestions and the search results page read the same one, so what a suggestion promises the
 * results page shows.
 */
export function createSearchQueries(db: Db) {
  const termsStmt = db.prepare<[], { term: string }>('SELECT term FROM product_search_terms ORDER BY term');
  const suggestStmt = db.prepare<[string, number], SuggestionRow>(`SELECT p.pid, p.name_en, p.name_es, p.brand,
      c.name_en AS category_en, c.name_es AS category_es
    FROM product_search s
    JOIN products p ON p.pid = s.pid
    JOIN categories c ON c.key = p.category
    WHERE product_search MATCH ?
    ORDER BY bm25(product_search, 0, 10, 2, 1), p.position
    LIMIT ?`);

  // The catalogue does not change while the server runs (a reset re-seeds a new database): the
  // vocabulary is read once, on the first search.
  let vocabulary: readonly string[] | undefined;
  const terms = () => (vocabulary ??= termsStmt.all().map((row) => row.term));

  /**
   * One word of the query, as FTS5 reads it: the words of the index it starts ('sof' finds 'sofa'
   * and 'sofas'); failing those, the words it is a typo of ('sofs' finds 'sofa'); failing those,
   * itself (which finds nothing).
   */
  function wordMatch(word: string): string {
    const all = terms();
    if (all.some((term) => term.startsWith(word))) return `${quoted(word)}*`;
    const edits = editsAllowed(word.length);
    if (edits === 0) return quoted(word);
    // Typos seldom hit the first letter, and taking them there too made 'lamp' find 'hampton'. A
    // word being typed is matched against the start of longer ones too ('reclni' is 'reclin...'),
    // from five letters (four were too loose).
    const near = all.filter(
      (term) =>
        term[0] === word[0] &&
        ((Math.abs(term.length - word.length) <= edits && typoDistance(word, term) <= edits) ||
          (word.length >= 5 && term.length > word.length && typoDistance(word, term.slice(0, word.length)) <= edits)),
    );
    if (near.length === 0) return quoted(word);
    return `(${near.map(quoted).join(' OR ')})`;
  }

  return {
    /** The FTS5 query of a search: every word must match; '' when the query has no words. */
    matchOf(query: string): string {
      return searchTokens(query).map(wordMatch).join(' AND ');
    },

    /** The products a suggestion list names for what the shopper has typed, best first; none for no words. */
    suggest(query: string, limit: number): SearchSuggestion[] {
      const match = this.matchOf(query);
      if (!match) return [];
      return suggestStmt.all(match, limit).map((r) => ({
        pid: r.pid,
        name: { en: r.name_en, es: r.name_es },
        brand: r.brand,
        category: { en: r.category_en, es: r.category_es },
      }));
    },
  };
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;
