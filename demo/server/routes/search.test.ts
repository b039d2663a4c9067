import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-search-');
afterAll(() => app.close());

const get = async (path: string, host: string = HOSTS.us) => {
  const response = await app.request('GET', path, { host });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

const suggest = (q: string, host?: string) => get(`/search/suggest?q=${encodeURIComponent(q)}&format=ajax`, host);

interface Suggestion {
  href: string;
  id: string;
  name: string;
  text: string;
}

/** The suggestion links of an answer, as the widget reads them. */
function suggestionsOf(body: string): Suggestion[] {
  return [...body.matchAll(/<a class="search-suggestion" href="([^"]*)" data-item-id="([^"]*)" data-item-name="([^"]*)">(.*?)<\/a>/g)].map((m) => ({
    href: m[1]!,
    id: m[2]!,
    name: m[3]!,
    text: m[4]!.replace(/<[^>]+>/g, ''),
  }));
}

/** The product names /showsearch lists for a query, as its tiles' links name them. */
async function resultCount(q: string): Promise<number> {
  const page = (await get(`/showsearch?q=${encodeURIComponent(q)}`)).body;
  return [...page.matchAll(/<lto-product-tile pid="/g)].length;
}

describe('GET /search/suggest (urls.searchsuggest): the header suggestions (SPEC 7.6)', () => {
  test('the config block names the endpoint on every site', async () => {
    for (const host of Object.values(HOSTS)) expect(configOf((await get('/', host)).body).urls['searchsuggest']).toBe('/search/suggest');
  });

  test("answers links to the products 'sof' starts, each carrying its suggestion item (SPEC 3.8)", async () => {
    const { status, type, body } = await suggest('sof');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    const found = suggestionsOf(body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    for (const s of found) {
      expect(s.href).toBe(`/p/${s.id}`);
      expect(s.text).toContain(s.name);
      expect(s.name).toMatch(/sofa/i);
    }
  });

  test.each([
    ['sofs', /sofa/i],
    ['recilner', /recliner/i],
    ['SOFÁ', /sofa/i],
  ])("forgives the typo or accent of '%s'", async (q, name) => {
    const found = suggestionsOf((await suggest(q)).body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => name.test(s.name))).toBe(true);
  });

  test('finds by brand and by department word, in the site language', async () => {
    expect(suggestionsOf((await suggest('marlow')).body).length).toBeGreaterThan(0);
    const es = suggestionsOf((await suggest('sofa', HOSTS.es)).body);
    expect(es[0]!.name).toMatch(/^Sofá/);
    expect(es[0]!.text).toContain('Sala');
  });

  test('answers an empty body for nothing typed, nothing found, or only punctuation', async () => {
    for (const q of ['', '   ', 'zzzz', 'lamp', '""', '*', 'NEAR(', '-']) {
      const { status, body } = await suggest(q);
      expect(status, q).toBe(200);
      expect(body, q).toBe('');
    }
    expect((await get('/search/suggest')).body).toBe('');
  });

  test('a query with markup or the index query language is read as words, never as HTML or as a query', async () => {
    for (const q of ['<img src=x onerror=alert(1)>sofa', 'sofa" OR "tv', 'sofa*', 'sofa NOT tv', 'pid:P1001']) {
      const { status, body } = await suggest(q);
      expect(status, q).toBe(200);
      expect(body, q).not.toMatch(/<img|onerror|<script/i);
    }
    // Every word must match, whatever the operators between them say.
    expect(suggestionsOf((await suggest('sofa" OR "tv')).body)).toEqual([]);
  });

  test('a 500-character query is answered, quickly, as its first 200 characters', async () => {
    const started = performance.now();
    const { status, body } = await suggest('sofa '.repeat(100));
    expect(status).toBe(200);
    expect(suggestionsOf(body).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await suggest('x'.repeat(500))).body).toBe('');
  });

  test('the results page reads the same index: a typo finds what the suggestions found', async () => {
    expect(await resultCount('sofs')).toBeGreaterThan(0);
    expect(await resultCount('sofs')).toBe(await resultCount('sofa'));
    expect(await resultCount('zzzz')).toBe(0);
  });
});
