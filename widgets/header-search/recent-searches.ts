import { looksPersonal } from '../../src/privacy/pii';

/**
 * The shopper's recent searches (SPEC 2.2's panel), newest first, at most five, in this browser's
 * localStorage. A query that looks like personal data (an e-mail address, a phone, card or social
 * security number, a date: src/privacy/pii.ts) is never kept: shoppers paste such things into
 * the wrong box, and storage outlives the visit. Storage that cannot be read or written (private
 * modes, a full quota) simply keeps nothing.
 */
export const RECENT_SEARCHES_KEY = 'ltoRecentSearches';
export const MAX_RECENT_SEARCHES = 5;

function write(list: readonly string[]): readonly string[] {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // nothing kept
  }
  return list;
}

/** What is kept, checked again: another script, or an older version of ours, may have written the key. */
export function readRecentSearches(): readonly string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter((q): q is string => typeof q === 'string' && q.trim() !== '' && !looksPersonal(q)).slice(0, MAX_RECENT_SEARCHES);
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Puts `query` first (once, whatever its case); returns the list. A personal-looking query changes nothing. */
export function rememberSearch(query: string): readonly string[] {
  const q = query.trim();
  const list = readRecentSearches();
  if (!q || looksPersonal(q)) return list;
  return write([q, ...list.filter((old) => !same(old, q))].slice(0, MAX_RECENT_SEARCHES));
}

export function forgetSearch(query: string): readonly string[] {
  return write(readRecentSearches().filter((old) => !same(old, query)));
}

export function forgetAllSearches(): readonly string[] {
  return write([]);
}
