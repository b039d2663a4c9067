import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, csrfCookieOf, HOSTS, sessionCookieOf } from '../test-app.js';

const demo = createTestApp('lto-demo-orders-');
afterAll(() => demo.close());

/** A page's JSON call: same origin, JSON content type (what request-guard.ts takes instead of the token). */
const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json', headers: { origin: 'http://localhost:4173' } });

const createOrder = (body: unknown, cookie?: string) => demo.request('POST', '/orders/create', { ...json(body), ...(cookie ? { cookie } : {}) });

/** The variant pids of a product, as its product page's start-lease tag names them. */
async function startLeaseTag(pid: string, cookie?: string) {
  const page = await (await demo.request('GET', `/p/${pid}`, cookie ? { cookie } : {})).text();
  return /<lto-start-lease pid="([^"]+)" variant="([^"]+)"/.exec(page);
}

describe('POST {create order endpoint} /orders/create (SPEC 7.5)', () => {
  test("creates an order for a variant and answers success and orderID, with the shopper's store and the zip's state for the order cookies", async () => {
    const tag = await startLeaseTag('P1001');
    const response = await createOrder({ productId: tag![2], storeId: 'C102', zipCode: '30303' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['orderID', 'stateCode', 'storeId', 'success']);
    expect(body['success']).toBe(true);
    expect(body['orderID']).toMatch(/^ORD-[0-9A-F]{10}$/);
    expect(body).toMatchObject({ storeId: 'C102', stateCode: 'GA' });
  });

  test.each([
    ['30303', 'C101', 'GA'],
    ['10001', 'C108', 'NY'],
    ['M5V 3L9', 'C501', 'ON'],
    ['H2X 1Y4', 'C505', 'QC'],
  ])('with only the zip %s, answers the nearest store %s and the state or province %s', async (zipCode, storeId, stateCode) => {
    const body = (await (await createOrder({ productId: 'P1001', storeId: '', zipCode })).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, storeId, stateCode });
  });

  test('a zip with no store near and no known place answers neither', async () => {
    const body = (await (await createOrder({ productId: 'P1001', storeId: '', zipCode: '00000' })).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['orderID', 'success']);
  });

  test('each order gets its own id', async () => {
    const ids = await Promise.all([1, 2].map(async () => ((await (await createOrder({ productId: 'P1001', storeId: '', zipCode: '30303' })).json()) as { orderID: string }).orderID));
    expect(new Set(ids).size).toBe(2);
  });

  test.each([
    ['no productId', { storeId: '', zipCode: '30303' }, 'missing-product'],
    ['no zip', { productId: 'P1001', storeId: '' }, 'missing-zip'],
    ['an unknown product', { productId: 'P9999', storeId: '', zipCode: '30303' }, 'unknown-product'],
    ['an unknown store', { productId: 'P1001', storeId: 'C999', zipCode: '30303' }, 'unknown-store'],
  ])('refuses %s with a 400, never a 500', async (_, body, error) => {
    const response = await createOrder(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  test('refuses a body that is not JSON with a 415', async () => {
    const shopper = await demo.visit();
    const response = await demo.request('POST', '/orders/create', { body: 'productId=P1001', ...shopper.asPage });
    expect(response.status).toBe(415);
  });
});

describe('the first checkout step', () => {
  test('shows the order the shopper created, with its product, store and zip', async () => {
    const created = await createOrder({ productId: 'P1001', storeId: 'C101', zipCode: '30303' });
    const { orderID } = (await created.json()) as { orderID: string };
    const cookie = `${sessionCookieOf(created)}; orderId=${orderID}`;
    const page = await (await demo.request('GET', '/checkout/delivery', { cookie })).text();
    expect(page).toContain(`Your lease order ${orderID}`);
    expect(page).toContain('Step 1 of 5: Delivery address');
    expect(page).toMatch(/<dd>30303<\/dd>/);
    expect(configOf(page).page['type']).toBe('checkout');
  });

  test("never shows another shopper's order: checkout sends that shopper to the cart instead", async () => {
    const created = await createOrder({ productId: 'P1001', storeId: '', zipCode: '30303' });
    const { orderID } = (await created.json()) as { orderID: string };
    const response = await demo.request('GET', '/checkout/delivery', { cookie: `orderId=${orderID}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?notice=no-order');
    expect(await (await demo.request('GET', '/cart?notice=no-order', { host: HOSTS.es })).text()).toContain('Todavía no hay un pedido de arrendamiento.');
  });
});

describe('starting a lease without script', () => {
  test("the product page's form creates the order with the session's zip and goes to checkout", async () => {
    const located = await demo.request('GET', '/?postalCode=30303');
    const cookie = sessionCookieOf(located);
    const tag = await startLeaseTag('P1002', cookie);
    const response = await demo.request('POST', '/orders/start', { body: `productId=${tag![2]}&csrf_token=${csrfCookieOf(located)}`, cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/delivery');
    const setCookies = response.headers.getSetCookie();
    const orderCookie = setCookies.find((line) => line.startsWith('orderId='))!;
    // SPEC 3.5's order cookies the server knows, each for one day.
    for (const [name, value] of [['myZip', '30303'], ['myStore', 'C101'], ['myState', 'GA'], ['myGroupSku', 'P1002']]) {
      expect(setCookies.find((line) => line.startsWith(`${name}=`)), name).toMatch(new RegExp(`^${name}=${value}; Max-Age=86400; Path=/`));
    }
    expect(orderCookie).toMatch(/Max-Age=86400/);
    const page = await (await demo.request('GET', '/checkout/delivery', { cookie: `${cookie}; ${orderCookie.split(';')[0]}` })).text();
    expect(page).toMatch(/<dd>30303<\/dd>/);
  });

  test('a second start of the same product, with another zip, is a new order with that zip (a form sends no Idempotency-Key)', async () => {
    const located = await demo.request('GET', '/?postalCode=30303');
    const cookie = sessionCookieOf(located);
    const tag = await startLeaseTag('P1002', cookie);
    const start = async () => {
      const response = await demo.request('POST', '/orders/start', { body: `productId=${tag![2]}&csrf_token=${csrfCookieOf(located)}`, cookie });
      return response.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    };
    const first = await start();
    await demo.request('GET', '/?postalCode=30305', { cookie });
    const second = await start();
    expect(second).not.toBe(first);
    const page = await (await demo.request('GET', '/checkout/delivery', { cookie: `${cookie}; ${second}` })).text();
    expect(page).toMatch(/<dd>30305<\/dd>/);
  });
});

describe('POST {logCheckoutSessionActivity} (SPEC 7.4)', () => {
  test('records a pageName SPEC lists', async () => {
    const response = await demo.request('POST', '/checkout/log-activity', json({ pageName: 'PDP_StartLease' }));
    expect(await response.json()).toEqual({ success: true });
    const sid = sessionCookieOf(response).split('=')[1]!;
    expect(demo.db.prepare('SELECT page_name FROM checkout_activity WHERE session_id = ?').all(sid)).toEqual([{ page_name: 'PDP_StartLease' }]);
  });

  test('refuses anything else', async () => {
    expect((await demo.request('POST', '/checkout/log-activity', json({ pageName: 'x' }))).status).toBe(400);
    expect((await demo.request('POST', '/checkout/log-activity', json(['PDP_StartLease']))).status).toBe(400);
  });
});

describe('GET {realTimePricing} (SPEC 3.2)', () => {
  test("answers every term of the product in SPEC's field names, matching its product page", async () => {
    const terms = (await (await demo.request('GET', '/pricing/realtime?pid=P1001&zipCode=30303')).json()) as Record<string, unknown>[];
    expect(terms.length).toBeGreaterThan(1);
    for (const term of terms) {
      expect(Object.keys(term).sort()).toEqual(['AdvoLeaseRate', 'LeaseRate', 'Term', 'advoLeaseRateWeekly', 'nonAdvoLeaseRateWeekly', 'numberOfWeeklyPayments']);
    }
    const page = await (await demo.request('GET', '/p/P1001')).text();
    const pricing = JSON.parse(
      /<lto-lease-terms pid="P1001" variant="P1001-\d+" pricing="([^"]+)">/.exec(page)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ) as { terms: { Term: number; LeaseRate: number }[] };
    expect(terms.map((t) => [t['Term'], t['LeaseRate']])).toEqual(pricing.terms.map((t) => [t.Term, t.LeaseRate]));
  });

  test('answers a colour that costs more with its own prices, as its product page drew them', async () => {
    const pricingOf = (page: string) =>
      JSON.parse(/<lto-lease-terms pid="P1001" variant="([^"]+)" pricing="([^"]+)">/.exec(page)![2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
        terms: { Term: number; LeaseRate: number }[];
      };
    const variants = JSON.parse(/<lto-variant-picker [^>]*variations="([^"]+)"/.exec(await (await demo.request('GET', '/p/P1001')).text())![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
      values: { pid: string; url: string }[];
    }[];
    const master = pricingOf(await (await demo.request('GET', '/p/P1001')).text());
    const dearer = [];
    for (const value of variants[0]!.values) {
      const pricing = pricingOf(await (await demo.request('GET', value.url)).text());
      const terms = (await (await demo.request('GET', `/pricing/realtime?pid=${value.pid}`)).json()) as { Term: number; LeaseRate: number }[];
      expect(terms.map((t) => [t.Term, t.LeaseRate])).toEqual(pricing.terms.map((t) => [t.Term, t.LeaseRate]));
      if (pricing.terms[0]!.LeaseRate !== master.terms[0]!.LeaseRate) dearer.push(value.pid);
    }
    expect(dearer.length, 'P1001 has a colour that costs more').toBeGreaterThan(0);
  });

  test('answers 404 for an unknown product', async () => {
    expect((await demo.request('GET', '/pricing/realtime?pid=P0')).status).toBe(404);
  });
});

describe('the product page', () => {
  test('renders <lto-lease-terms> with the active term already drawn, and <lto-start-lease> with a no-script form', async () => {
    const page = await (await demo.request('GET', '/p/P1001')).text();
    expect(page).toMatch(/<lto-lease-terms pid="P1001" variant="P1001-\d+" pricing="[^"]+"><div class="lto-lease-terms">/);
    expect(page).toMatch(/role="tab" [^>]*aria-selected="true"[^>]*>\d+ MONTHS<\/button>/);
    expect(page).toMatch(/<lto-start-lease pid="P1001" variant="P1001-\d+" group-sku="P1001" action="\/orders\/start"><div class="lto-start-lease">\s*<form method="post" action="\/orders\/start">/);
    expect(configOf(page).urls).toMatchObject({
      createOrder: '/orders/create',
      logCheckoutSessionActivity: '/checkout/log-activity',
      checkoutStart: '/checkout/delivery',
      realTimePricing: '/pricing/realtime',
    });
  });

  test("the lease terms table compares every term and marks none as chosen: the shopper's choice is <lto-lease-terms>'s, and a mark drawn by the server would go stale", async () => {
    const page = await (await demo.request('GET', '/p/P1001')).text();
    const table = page.slice(page.indexOf('<table class="terms-table">'), page.indexOf('</table>'));
    expect(table.match(/<th scope="row">\d+ MONTHS<\/th>/g)?.length).toBeGreaterThan(1);
    expect(table).not.toMatch(/Selected|is-active/);
  });
});
