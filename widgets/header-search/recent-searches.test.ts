import { describe, expect, it } from 'vitest';
import { forgetAllSearches, forgetSearch, MAX_RECENT_SEARCHES, readRecentSearches, RECENT_SEARCHES_KEY, rememberSearch } from './recent-searches';

const stored = () => localStorage.getItem(RECENT_SEARCHES_KEY);

describe('recent searches', () => {
  it('keeps at most 5, newest first, each once whatever its case', () => {
    for (const q of ['tv', 'bed', 'desk', 'lamp', 'rug', 'sofa', 'TV']) rememberSearch(q);
    expect(readRecentSearches()).toEqual(['TV', 'sofa', 'rug', 'lamp', 'desk']);
    expect(readRecentSearches()).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('forgets one, or all (the key goes)', () => {
    for (const q of ['tv', 'bed']) rememberSearch(q);
    expect(forgetSearch('TV')).toEqual(['bed']);
    expect(forgetAllSearches()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it.each([
    ['an e-mail address', 'maria.garcia@example.com'],
    ['an e-mail address written out', 'maria at example dot com'],
    ['a phone number', '404-555-0123'],
    ['a phone number in brackets', '(404) 555 0123'],
    ['a card number', '4111 1111 1111 1111'],
    ['a card number without spaces', '4111111111111111'],
    ['a social security number', '123-45-6789'],
    ['a social security number without dashes', '123456789'],
  ])('never keeps %s', (_, query) => {
    rememberSearch('sofa');
    expect(rememberSearch(query)).toEqual(['sofa']);
    expect(stored()).not.toContain(query);
  });

  it('keeps searches with short numbers (sizes, models)', () => {
    expect(rememberSearch('65 inch tv')).toEqual(['65 inch tv']);
    expect(rememberSearch('queen 2 drawer')).toEqual(['queen 2 drawer', '65 inch tv']);
  });

  it('ignores what others wrote in the key: not a list, not strings, or personal data', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ q: 'tv' }));
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', 3, null, '', 'ana@example.com', 'bed']));
    expect(readRecentSearches()).toEqual(['tv', 'bed']);
  });
});
