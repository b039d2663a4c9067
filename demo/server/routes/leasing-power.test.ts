import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS, sessionCookieOf } from '../test-app.js';

/**
 * Issue 23: on the pages of a signed-in approved shopper, each monthly payment says whether it fits
 * what is left of their Leasing Power (the tiles, the product's lease terms, quick view, the
 * compare page), and the config block carries the decision for the islands (never the name).
 */
const demo = createTestApp('lto-demo-leasing-power-');
afterAll(() => demo.close());

async function signedIn(username: string | null, host: string = HOSTS.us): Promise<string> {
  const first = await demo.request('GET', '/', { host });
  const page = await first.text();
  const cookie = sessionCookieOf(first);
  if (!username) return cookie;
  const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(page)?.[1] ?? '';
  const body = new URLSearchParams({ username, password: 'Password1!', csrf_token: csrf, format: 'ajax' }).toString();
  const response = await demo.request('POST', '/account/login', { cookie, host, body });
  expect(response.status).toBe(200);
  return sessionCookieOf(response) || cookie;
}

const page = async (path: string, cookie: string, host: string = HOSTS.us) => (await demo.request('GET', path, { cookie, host })).text();
/** The listing's 'Fits my Leasing Power' toggle (<lto-leasing-power-filter>'s server markup): its text, or null for an empty tag. */
const filterToggle = (html: string) => {
  const tag = /<lto-leasing-power-filter>([\s\S]*?)<\/lto-leasing-power-filter>/.exec(html);
  expect(tag, 'the listing has the filter tag').not.toBeNull();
  return /<button type="button" class="lto-leasing-power-filter__toggle" aria-pressed="false" data-lto-needs-script>([^<]*)<\/button>/.exec(tag![1]!)?.[1] ?? (tag![1]!.trim() === '' ? null : 'something else');
};
const lines = (html: string) => [...html.matchAll(/<p class="lto-leasing-power lto-leasing-power--(fits|over)">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);

describe('Leasing Power on prices (issue 23)', () => {
  test('approved@example.com: every tile, the lease terms, quick view and the compare page say it fits ($250.00/mo)', async () => {
    const cookie = await signedIn('approved@example.com');
    const listing = await page('/c/living-room', cookie);
    const tiles = listing.match(/<lto-product-tile /g)?.length ?? 0;
    expect(tiles).toBeGreaterThan(1);
    expect(lines(listing).length).toBe(tiles);
    expect(lines(listing)[0]).toEqual(['fits', 'Fits your $250.00/mo Leasing Power']);
    expect(configOf(listing)).toMatchObject({ decision: { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250 } });
    expect(JSON.stringify((configOf(listing) as { decision?: unknown }).decision)).not.toContain('Alex');
    expect(filterToggle(listing)).toBe('Fits my Leasing Power');

    const product = await page('/p/P1001', cookie);
    expect(lines(product.slice(product.indexOf('<lto-lease-terms'), product.indexOf('</lto-lease-terms>')))).toEqual([['fits', 'Fits your $250.00/mo Leasing Power']]);

    const quick = await demo.request('GET', '/p/P1001?format=ajax', { cookie, host: HOSTS.us });
    expect(lines(await quick.text())).toEqual([['fits', 'Fits your $250.00/mo Leasing Power']]);
    expect(quick.headers.get('cache-control')).toBe('no-store');

    for (const pid of ['P1001', 'P1002']) await demo.request('GET', `/compare/add?pid=${pid}&category=living-room`, { cookie, host: HOSTS.us });
    const compare = await page('/compareShow?category=living-room', cookie);
    // No island draws the compare table: each line is marked for the runtime to hide on a sign-out.
    expect(compare.match(/<div data-lto-personal><p class="lto-leasing-power /g)).toHaveLength(2);
    expect(lines(compare)).toEqual([
      ['fits', 'Fits your $250.00/mo Leasing Power'],
      ['fits', 'Fits your $250.00/mo Leasing Power'],
    ]);
  });

  test("the cart says it once, for its monthly payments together: two lines that each fit can be over", async () => {
    const cookie = await signedIn('approved@example.com');
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(await page('/cart', cookie))?.[1] ?? '';
    await demo.request('POST', '/cart/add-set', { cookie, host: HOSTS.us, body: `pid=P1001-2&Quantity=1&pid=P1003&Quantity=2&csrf_token=${csrf}` });
    const cart = await page('/cart', cookie);
    const found = lines(cart);
    expect(found).toHaveLength(1);
    expect(cart.indexOf('lto-leasing-power'), 'in the summary, not beside a line').toBeGreaterThan(cart.indexOf('lto-cart__summary'));
    const due = Number(/<dt>Due at delivery<\/dt><dd>\$([\d,.]+)<\/dd>/.exec(cart)?.[1]?.replace(',', ''));
    expect(due).toBeGreaterThan(0);
    expect(found[0]).toEqual(due <= 250 ? ['fits', 'Fits your $250.00/mo Leasing Power'] : ['over', `$${(due - 250).toFixed(2)}/mo over your Leasing Power`]);
  });

  test('zero@example.com (approved, $0 left): every payment is over by itself', async () => {
    const cookie = await signedIn('zero@example.com');
    const listing = await page('/c/living-room', cookie);
    // Approved, so the listing offers the filter (which then says none of these fit).
    expect(filterToggle(listing)).toBe('Fits my Leasing Power');
    const found = lines(listing);
    expect(found.length).toBeGreaterThan(1);
    for (const [kind, text] of found) {
      expect(kind).toBe('over');
      expect(text).toMatch(/^\$\d+\.\d{2}\/mo over your Leasing Power$/);
    }
  });

  test('pending, denied, without a decision and signed out: nothing new, and no decision in the config block', async () => {
    for (const who of ['pending@example.com', 'denied@example.com', 'new@example.com', null]) {
      const cookie = await signedIn(who);
      for (const path of ['/c/living-room', '/p/P1001']) {
        const html = await page(path, cookie);
        expect(lines(html), `${who} ${path}`).toEqual([]);
        if (path === '/c/living-room') expect(filterToggle(html), `${who}: an empty filter tag`).toBeNull();
        if (!who || who.startsWith('new') || who.startsWith('denied')) continue;
        expect(configOf(html)).toHaveProperty('decision');
      }
      if (!who) expect(configOf(await page('/', cookie))).not.toHaveProperty('decision');
    }
  });

  test('in Spanish on the Spanish site, in C$ on the Canadian site', async () => {
    const es = await signedIn('approved@example.com', HOSTS.es);
    const esListing = await page('/c/living-room', es, HOSTS.es);
    expect(lines(esListing)[0]).toEqual(['fits', 'Cabe en tu Poder de Arrendamiento de $250.00/mes']);
    expect(filterToggle(esListing)).toBe('Cabe en mi Poder de Arrendamiento');
    const ca = await signedIn('approved@example.com', HOSTS.ca);
    const caListing = await page('/c/living-room', ca, HOSTS.ca);
    expect(lines(caListing)[0]).toEqual(['fits', 'Fits your C$250.00/mo Leasing Power']);
    expect(filterToggle(caListing)).toBe('Fits my Leasing Power');
  });
});
