import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { RECORDS_KEPT } from '../data/analytics-records.js';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY } from '../middleware/security-headers.js';
import { configOf, createTestApp, HOSTS, type Visitor } from '../test-app.js';

const demo = createTestApp('lto-demo-analytics-');
afterAll(() => demo.close());
beforeEach(() => void demo.db.prepare('DELETE FROM analytics_records').run());

const TAG_ORIGIN = 'http://tags.localhost:4173';
const LOADER = /<script async src="http:\/\/tags\.localhost:4173\/gtm\.js\?id=GTM-DEMO" data-collect="\/demo\/analytics\/collect" data-max-bytes="8192"><\/script>/;

interface Listed {
  records: { id: number; time: string; site: string; page: string; event: string; record: Record<string, unknown> }[];
}

const listed = async (): Promise<Listed['records']> => ((await (await demo.request('GET', '/demo/analytics?format=json')).json()) as Listed).records;

/** The cookie the switch writes, as the browser sends it back. */
async function switchedOn(host: string = HOSTS.us): Promise<string> {
  const response = await demo.request('GET', '/demo/analytics-switch?enabled=1', { host });
  return response.headers.getSetCookie().find((line) => line.startsWith('demo_gtm='))!.split(';')[0]!;
}

/** What the stand-in's script posts from a page of `shopper`'s site. */
const collect = (shopper: Visitor, body: unknown, raw = JSON.stringify(body)) =>
  demo.request('POST', '/demo/analytics/collect', {
    ...shopper.asPage,
    host: new URL(shopper.asPage.headers['origin']!).host,
    body: raw,
    contentType: 'application/json',
  });

describe('ISGTMENABLE per host (/demo/analytics-switch)', () => {
  test('is off by default on all three sites: no loader tag, ISGTMENABLE false, the strict CSP', async () => {
    for (const host of Object.values(HOSTS)) {
      const response = await demo.request('GET', '/', { host });
      const page = await response.text();
      expect(page, host).not.toContain('gtm.js');
      expect((configOf(page) as unknown as { preferences: Record<string, unknown> }).preferences['ISGTMENABLE'], host).toBe(false);
      expect(response.headers.get('content-security-policy'), host).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  test('=1 turns it on for this browser: the loader tag in the head, ISGTMENABLE true, scripts of the tag origin allowed; =0 off again', async () => {
    const on = await demo.request('GET', '/demo/analytics-switch?enabled=1', { headers: { referer: 'http://localhost:4173/c/living-room' } });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/c/living-room');
    const cookie = on.headers.getSetCookie().find((line) => line.startsWith('demo_gtm='))!;
    expect(cookie).toMatch(/^demo_gtm=on; .*HttpOnly/);

    const response = await demo.request('GET', '/p/P1001', { cookie: cookie.split(';')[0] });
    const page = await response.text();
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(LOADER);
    expect((configOf(page) as unknown as { preferences: Record<string, unknown> }).preferences['ISGTMENABLE']).toBe(true);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBe(contentSecurityPolicy(TAG_ORIGIN));
    expect(csp).toContain(`script-src 'self' ${TAG_ORIGIN};`);
    expect(csp, 'records go to the page origin only').toContain("connect-src 'self';");

    const off = await demo.request('GET', '/demo/analytics-switch?enabled=0', { cookie: cookie.split(';')[0] });
    expect(off.headers.getSetCookie().some((line) => /^demo_gtm=;/.test(line))).toBe(true);
  });

  test('is per host: on for the English site, the Spanish one still loads nothing', async () => {
    await switchedOn(HOSTS.us);
    // The cookie is the English host's: the Spanish site's pages never see it.
    expect(await (await demo.request('GET', '/', { host: HOSTS.es })).text()).not.toContain('gtm.js');
    const es = await switchedOn(HOSTS.es);
    expect(await (await demo.request('GET', '/', { host: HOSTS.es, cookie: es })).text()).toMatch(LOADER);
  });

  test("waits for consent where COOKIE_HINT is on: the loader is held in a <template data-lto-after-consent> until the shopper accepted, then written as it is", async () => {
    const cookies = `${await switchedOn()}; demo_cookie_hint=on`;
    const pending = await (await demo.request('GET', '/', { cookie: cookies })).text();
    const head = pending.slice(0, pending.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<template data-lto-after-consent>${LOADER.source}</template>`));
    expect(head.replace(/<template data-lto-after-consent>.*?<\/template>/s, '')).not.toContain('gtm.js');
    const accepted = await (await demo.request('GET', '/', { cookie: `${cookies}; dw_cookies_accepted=1` })).text();
    expect(accepted.slice(0, accepted.indexOf('</head>'))).toMatch(LOADER);
    expect(accepted).not.toContain('data-lto-after-consent');
  });

  test('is refused when another site starts it (a state-changing GET)', async () => {
    const response = await demo.request('GET', '/demo/analytics-switch?enabled=1', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('demo_gtm='))).toBe(false);
  });
});

describe('the stand-in tag manager on its own origin', () => {
  test('serves its script, and nothing else, on tags.localhost', async () => {
    const script = await demo.request('GET', '/gtm.js?id=GTM-DEMO', { host: 'tags.localhost:4173' });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(source).toContain('window.dataLayer');
    expect(source).toContain('data-collect');
    for (const path of ['/', '/demo/analytics', '/p/P1001', '/demo/analytics-switch?enabled=1']) {
      expect((await demo.request('GET', path, { host: 'tags.localhost:4173' })).status, path).toBe(404);
    }
    expect((await demo.request('POST', '/demo/analytics/collect', { host: 'tags.localhost:4173', body: '{}', contentType: 'application/json' })).status).toBe(404);
  });

  test("is not served by the storefront's own hosts", async () => {
    expect((await demo.request('GET', '/gtm.js')).status).toBe(404);
  });
});

describe('POST /demo/analytics/collect', () => {
  const record = { event: 'view_item_list', ecommerce: { item_list_name: 'Living Room', items: [{ item_id: 'P1001', item_name: 'Sofa', index: 1, price: 129.99 }] } };

  test('stores the record with its site, page path, event and time, newest first', async () => {
    const before = Date.now();
    const us = await demo.visit();
    expect((await collect(us, { page: '/c/living-room', record })).status).toBe(204);
    const es = await demo.visit(HOSTS.es);
    expect((await collect(es, { page: '/', record: { event: 'search', search_method: 'auto_complete', items: [{ item_id: 'P1002', item_name: 'Sofá', index: 1, quantity: '1' }] } })).status).toBe(204);

    const [newest, older] = await listed();
    expect(newest).toMatchObject({ site: 'es-us', page: '/', event: 'search', record: { search_method: 'auto_complete' } });
    expect(older).toMatchObject({ site: 'en-us', page: '/c/living-room', event: 'view_item_list', record });
    expect(Date.parse(older!.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  test(`keeps only the latest ${RECORDS_KEPT}`, async () => {
    // The table filled up by earlier pages (written directly: 500 posts would only be slower)...
    const insert = demo.db.prepare("INSERT INTO analytics_records (received_at, site, page_path, event, body) VALUES (?, 'en-us', '/', 'probe', ?)");
    demo.db.transaction(() => {
      for (let n = 1; n <= RECORDS_KEPT; n += 1) insert.run(Date.now(), JSON.stringify({ event: 'probe', n }));
    })();
    // ...then three more posted: the three oldest go.
    const shopper = await demo.visit();
    for (let n = RECORDS_KEPT + 1; n <= RECORDS_KEPT + 3; n += 1) {
      expect((await collect(shopper, { page: '/', record: { event: 'probe', n } })).status).toBe(204);
    }
    const records = await listed();
    expect(records).toHaveLength(RECORDS_KEPT);
    expect(records[0]!.record['n']).toBe(RECORDS_KEPT + 3);
    expect(records.at(-1)!.record['n']).toBe(4);
  });

  test.each([
    ['not JSON', '{"page": "/", '],
    ['an array', JSON.stringify([{ page: '/', record }])],
    ['no record', JSON.stringify({ page: '/' })],
    ['a record that is an array', JSON.stringify({ page: '/', record: [record] })],
    ['a record without an event', JSON.stringify({ page: '/', record: { ecommerce: null } })],
    ['an event that is not a name', JSON.stringify({ page: '/', record: { event: 'view item <b>' } })],
    ['no page', JSON.stringify({ record })],
    ['a page with a query', JSON.stringify({ page: '/showsearch?q=sofa', record })],
    ['a page on another host', JSON.stringify({ page: '//evil.example/', record })],
    ['a full URL for a page', JSON.stringify({ page: 'http://localhost:4173/', record })],
  ])('refuses %s (400) and stores nothing', async (_, raw) => {
    const response = await collect(await demo.visit(), null, raw);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await listed()).toEqual([]);
  });

  test.each([
    ['an e-mail address', { event: 'share', method: 'email', to: 'ana@example.com' }],
    ['a phone number', { event: 'begin_checkout', note: 'call 404-555-0123' }],
    ['a date of birth', { event: 'begin_checkout', dob: '04/12/1990' }],
    ['a card number in a nested item', { event: 'purchase', ecommerce: { items: [{ item_id: '4111 1111 1111 1111' }] } }],
  ])('refuses a record carrying %s (nothing personal is stored)', async (_, bad) => {
    const response = await collect(await demo.visit(), { page: '/', record: bad });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'looks-like-personal-data' });
    expect(await listed()).toEqual([]);
  });

  test('refuses a body over 8 KB (413); one just under is stored', async () => {
    const shopper = await demo.visit();
    const envelope = JSON.stringify({ page: '/', record: { event: 'probe', padding: '' } }).length;
    const fits = { page: '/', record: { event: 'probe', padding: 'x'.repeat(8 * 1024 - envelope) } };
    expect((await collect(shopper, fits)).status).toBe(204);
    const over = { page: '/', record: { event: 'probe', padding: 'x'.repeat(8 * 1024 - envelope + 1) } };
    expect((await collect(shopper, over)).status).toBe(413);
    expect(await listed()).toHaveLength(1);
  });

  test('takes JSON only (415), and only from a page of the site (403 without its Origin or token)', async () => {
    const shopper = await demo.visit();
    const form = await demo.request('POST', '/demo/analytics/collect', { ...shopper.asPage, body: 'page=/&event=probe' });
    expect(form.status).toBe(415);
    const noOrigin = await demo.request('POST', '/demo/analytics/collect', { cookie: shopper.cookie, body: JSON.stringify({ page: '/', record }), contentType: 'application/json' });
    expect(noOrigin.status).toBe(403);
    const otherSite = await demo.request('POST', '/demo/analytics/collect', {
      body: JSON.stringify({ page: '/', record }),
      contentType: 'application/json',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(otherSite.status).toBe(403);
    expect(await listed()).toEqual([]);
  });
});

describe('/demo/analytics', () => {
  test('lists the records newest first: event, time, site, page and the JSON pretty-printed (escaped)', async () => {
    const shopper = await demo.visit();
    await collect(shopper, { page: '/p/P1001', record: { event: 'view_item', ecommerce: { items: [{ item_id: 'P1001', item_name: 'Sofa <b>bold</b>' }] } } });
    await collect(shopper, { page: '/', record: { event: 'select_promotion', promotion_id: 'SPRING' } });
    const page = await (await demo.request('GET', '/demo/analytics', { cookie: shopper.cookie })).text();
    expect(page).toContain('<h1>Analytics records</h1>');
    const events = [...page.matchAll(/<h2 class="analytics-record__event">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(events).toEqual(['select_promotion', 'view_item']);
    expect(page).toMatch(/<dt>Page<\/dt><dd>\/p\/P1001<\/dd>/);
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    expect(page).toContain('{\n  &quot;event&quot;: &quot;view_item&quot;,\n  &quot;ecommerce&quot;: {');
    expect(page).toContain('Sofa &lt;b&gt;bold&lt;/b&gt;');
    expect(page).not.toContain('<b>bold</b>');
  });

  test('says whether the tag manager is on here, with the link that switches it; in Spanish on the Spanish site', async () => {
    const off = await (await demo.request('GET', '/demo/analytics')).text();
    expect(off).toContain('The tag manager is off for this browser on this site');
    expect(off).toContain('<a href="/demo/analytics-switch?enabled=1">Turn the tag manager on</a>');
    expect(off).toContain('No records yet.');
    const on = await (await demo.request('GET', '/demo/analytics', { cookie: await switchedOn() })).text();
    expect(on).toContain('<a href="/demo/analytics-switch?enabled=0">Turn the tag manager off</a>');
    const es = await (await demo.request('GET', '/demo/analytics', { host: HOSTS.es })).text();
    expect(es).toContain('<h1>Registros de analítica</h1>');
    expect(es).toContain('Todavía no hay registros.');
  });

  test('clears the records with its form (CSRF-protected), then shows the page again', async () => {
    const shopper = await demo.visit();
    await collect(shopper, { page: '/', record: { event: 'probe' } });
    const page = await (await demo.request('GET', '/demo/analytics', { cookie: shopper.cookie })).text();
    const token = /name="csrf_token" value="([^"]+)"/.exec(page)![1]!;
    expect(page).toMatch(/<form method="post" action="\/demo\/analytics\/clear">/);

    const forged = await demo.request('POST', '/demo/analytics/clear', { cookie: shopper.cookie, body: 'csrf_token=wrong' });
    expect(forged.status).toBe(403);
    expect(await listed()).toHaveLength(1);

    const cleared = await demo.request('POST', '/demo/analytics/clear', { cookie: shopper.cookie, body: new URLSearchParams({ csrf_token: token }).toString() });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('location')).toBe('/demo/analytics');
    expect(await listed()).toEqual([]);
  });

  test('?format=json answers the records as JSON, never cached', async () => {
    const response = await demo.request('GET', '/demo/analytics?format=json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ records: [] });
  });
});
