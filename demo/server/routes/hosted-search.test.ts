import * as v from 'valibot';
import { afterAll, describe, expect, test } from 'vitest';
import { HostedAnswerSchema } from '../../../src/contracts/hosted-search.js';
import { createHostedSearchQueries } from '../data/hosted-search.js';
import { createSearchQueries } from '../data/search.js';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-hosted-search-');
afterAll(() => app.close());

const ask = async (query: string) => v.parse(HostedAnswerSchema, await (await app.request('GET', `/hosted-search/query?${query}`)).json());

describe('the hosted search stand-in (SPEC 7.6, 7.9)', () => {
  test("answers 'sofs' (a typo) with sofas: query suggestions, categories and products, with a queryID", async () => {
    const response = await app.request('GET', '/hosted-search/query?q=sofs&locale=en-US');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie'), 'another company: no storefront session').toBeNull();
    const answer = v.parse(HostedAnswerSchema, await response.json());
    expect(answer.queryID).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(product.name).toMatch(/sofa/i);
    expect(answer.products[0]!.url).toMatch(/^\/p\/P\d+$/);
    expect(answer.categories.map((c) => c.name)).toContain('Living Room');
    expect(answer.suggestions.map((s) => s.query)).toEqual(expect.arrayContaining([expect.stringMatching(/sofa/)]));
  });

  test('an empty query gets the popular searches alone; Spanish names in es-US', async () => {
    const empty = (await ask('q=&locale=en-US'));
    expect(empty.suggestions[0]).toEqual({ query: 'sofa' });
    expect(empty.products).toEqual([]);
    const es = (await ask('q=sofa&locale=es-US'));
    expect(es.categories.map((c) => c.name)).toContain('Sala');
  });

  test('a search made on the results page becomes a query suggestion; one that looks personal never does', async () => {
    await app.request('GET', '/showsearch?q=Preston+Sofa');
    await app.request('GET', '/showsearch?q=ana%40example.com');
    const answer = (await ask('q=pres&locale=en-US'));
    expect(answer.suggestions.map((s) => s.query)).toContain('preston sofa');
    const mail = (await ask('q=ana&locale=en-US'));
    expect(mail.suggestions.map((s) => s.query).join()).not.toContain('@');
  });

  test('the Spanish site suggests its searches with their accents, found with or without them, one search either way', async () => {
    const askEs = async (q: string) => v.parse(HostedAnswerSchema, await (await app.request('GET', `/hosted-search/query?q=${encodeURIComponent(q)}&locale=es-US`, { host: HOSTS.es })).json());
    const popular = (await askEs('')).suggestions.map((s) => s.query);
    expect(popular).toEqual(expect.arrayContaining(['sofá', 'sillón reclinable', 'colchón']));
    expect((await askEs('sillon')).suggestions.map((s) => s.query)).toContain('sillón reclinable');

    // Written without its accent first, then with it: one search, suggested with the accent.
    await app.request('GET', '/showsearch?q=comoda+alta', { host: HOSTS.es });
    await app.request('GET', `/showsearch?q=${encodeURIComponent('Cómoda  Alta')}`, { host: HOSTS.es });
    await app.request('GET', '/showsearch?q=comoda+alta', { host: HOSTS.es });
    expect((await askEs('com')).suggestions.map((s) => s.query).filter((q) => /^c[oó]moda alta$/.test(q))).toEqual(['cómoda alta']);
  });

  test('a configured redirect: stores', async () => {
    const answer = (await ask('q=Stores&locale=en-US'));
    expect(answer.redirect).toBe('/stores');
  });

  test('records insight events; refuses what is not one', async () => {
    // No session and no CSRF token: the service is not the storefront.
    const post = (body: string) => app.request('POST', '/hosted-search/insights', { contentType: 'application/json', body });
    expect((await post(JSON.stringify({ eventType: 'init' }))).status).toBe(200);
    expect((await post(JSON.stringify({ eventType: 'conversion', eventName: 'x', queryID: 'abc', objectIDs: ['P1001'], positions: [1] }))).status).toBe(200);
    expect((await post(JSON.stringify({ eventType: 'conversion', queryID: 'abc' }))).status).toBe(422);
    expect((await post('<xml/>')).status).toBe(400);
    expect(createHostedSearchQueries(app.db, createSearchQueries(app.db)).events().slice(-2)).toEqual([
      { event_type: 'init', query_id: null, object_ids: null, positions: null },
      { event_type: 'conversion', query_id: 'abc', object_ids: '["P1001"]', positions: '[1]' },
    ]);
  });

  test('the preference per site, and the demo switch for one browser', async () => {
    const preferenceOf = async (host: string, cookie?: string) =>
      (configOf(await (await app.request('GET', '/', { host, cookie })).text()) as unknown as { preferences: Record<string, unknown> }).preferences['hostedSearchEnabled'];
    expect(await preferenceOf(HOSTS.us)).toBe(false);
    expect(await preferenceOf(HOSTS.es)).toBe(false);
    expect(await preferenceOf(HOSTS.ca)).toBe(true);
    const on = await app.request('GET', '/demo/hosted-search?enabled=1');
    expect(on.status).toBe(303);
    const cookie = on.headers.get('set-cookie')!.split(';')[0]!;
    expect(await preferenceOf(HOSTS.us, cookie)).toBe(true);
    const off = await app.request('GET', '/demo/hosted-search?enabled=0', { host: HOSTS.ca });
    expect(await preferenceOf(HOSTS.ca, off.headers.get('set-cookie')!.split(';')[0]!)).toBe(false);
    // Like the identity switch: another site cannot flip it.
    expect((await app.request('GET', '/demo/hosted-search?enabled=1', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });
});
