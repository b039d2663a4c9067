import { describe, expect, it } from 'vitest';
import { searchUrl } from './search-url';

describe('searchUrl (SPEC 2.1, 2.2)', () => {
  it('is the action with ?q=, spaces as +', () => {
    expect(searchUrl('/showsearch', 'living room')).toBe('/showsearch?q=living+room');
  });

  it('adds &queryID= when the hosted service gave one', () => {
    expect(searchUrl('/showsearch', 'sofa', 'abc 123')).toBe('/showsearch?q=sofa&queryID=abc%20123');
  });

  it('escapes what would break the address: & # + % and markup stay in the one parameter', () => {
    const url = new URL(searchUrl('/showsearch', 'a&b=c #1 +x 50% <b>'), 'https://shop.example');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe('a&b=c #1 +x 50% <b>');
    expect(url.hash).toBe('');
  });

  it('joins an action that already has a query with &', () => {
    expect(searchUrl('/search?lang=es', 'sofá')).toBe('/search?lang=es&q=sof%C3%A1');
  });
});
