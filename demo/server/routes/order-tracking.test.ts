import { afterAll, describe, expect, test, vi } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const demo = createTestApp('lto-demo-tracking-');
afterAll(() => demo.close());

const PATH = '/account/order-tracking';

/** The widget's call (format=ajax), or the page's plain form (its csrf_token field), from a new shopper's page. */
async function lookup(fields: Record<string, string>, { ajax = true, host = HOSTS.us as string } = {}) {
  const shopper = await demo.visit(host);
  const body = new URLSearchParams({ ...fields, ...(ajax ? { format: 'ajax' } : { csrf_token: shopper.csrf }) }).toString();
  return demo.request('POST', PATH, { body, host, ...(ajax ? shopper.asPage : { cookie: shopper.cookie }) });
}

const find = (number: string, postal: string, options?: { ajax?: boolean; host?: string }) =>
  lookup({ orderTrackingOrderNumber: number, orderTrackingPostalCode: postal }, options);

describe('POST /account/order-tracking with format=ajax (the widget)', () => {
  test('finds a seeded order by agreement number and zip: status, items by name, next payment date', async () => {
    const response = await find('LA1005678', '30305');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: true,
      order: {
        agreementNumber: 'LA1005678',
        status: 'scheduled',
        items: [
          { name: 'Preston Sofa', quantity: 1 },
          { name: 'Jasper Coffee Table', quantity: 2 },
        ],
        nextPaymentDate: '2026-12-11',
      },
    });
  });

  test('takes the agreement number in any case, and a zip+4', async () => {
    const body = (await (await find('la1001234', '30303-0001')).json()) as { success: boolean; order: { agreementNumber: string } };
    expect(body.success).toBe(true);
    expect(body.order.agreementNumber).toBe('LA1001234');
  });

  test('a cancelled lease has no next payment date', async () => {
    const body = (await (await find('LA3004321', '60601')).json()) as { order: { status: string; nextPaymentDate: unknown } };
    expect(body.order).toMatchObject({ status: 'cancelled', nextPaymentDate: null });
  });

  test.each([
    ['an unknown agreement number', 'LA0000000', '30303'],
    ['a known number with another zip', 'LA1001234', '30305'],
  ])('%s is not found, and the answer does not say which field was wrong', async (_, number, postal) => {
    const response = await find(number, postal);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false });
  });

  test('names the item in Spanish on the Spanish site', async () => {
    const body = (await (await find('LA2009876', '10001', { host: HOSTS.es })).json()) as { order: { items: { name: string }[] } };
    expect(body.order.items).toEqual([{ name: 'Sofá seccional Langston con diván', quantity: 1 }]);
  });

  test('finds Canadian orders by postal code on the Canadian site, however it is spaced or cased', async () => {
    const body = (await (await find('CA7001234', 'm5v3l9', { host: HOSTS.ca })).json()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  test.each([
    ['an empty agreement number', { orderTrackingOrderNumber: '', orderTrackingPostalCode: '30303' }, { orderTrackingOrderNumber: 'AGREEMENT_NUMBER_INVALID' }],
    ['a missing agreement number', { orderTrackingPostalCode: '30303' }, { orderTrackingOrderNumber: 'AGREEMENT_NUMBER_INVALID' }],
    ['an agreement number with a dash', { orderTrackingOrderNumber: 'LA-100', orderTrackingPostalCode: '30303' }, { orderTrackingOrderNumber: 'AGREEMENT_NUMBER_INVALID' }],
    ['a four-digit zip', { orderTrackingOrderNumber: 'LA1001234', orderTrackingPostalCode: '3030' }, { orderTrackingPostalCode: 'VALIDATE_ZIP_REGEX' }],
    ['a Canadian postal code cut short', { orderTrackingOrderNumber: 'LA1001234', orderTrackingPostalCode: 'M5V 3L' }, { orderTrackingPostalCode: 'VALIDATE_ZIP_REGEX' }],
  ])('refuses %s with a 400 naming the field and its message key', async (_, fields, errors) => {
    const response = await lookup(fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, errors });
  });

  test('never logs what was typed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await find('LA1001234', '30303');
    await find('', 'ZZZ');
    const printed = [...log.mock.calls, ...error.mock.calls].flat().map(String).join(' ');
    expect(printed).not.toContain('LA1001234');
    expect(printed).not.toContain('30303');
    log.mockRestore();
    error.mockRestore();
  });
});

describe('the order tracking page (without script)', () => {
  test('GET shows the tag around a plain form posting both fields here, and the config block names the endpoint', async () => {
    const page = await (await demo.request('GET', PATH)).text();
    expect(configOf(page).urls['orderTracking']).toBe(PATH);
    expect(page).toContain('<h1>Track your order</h1>');
    expect(page).toMatch(/<lto-order-tracking[^>]*>[\s\S]*<form[^>]*method="post" action="\/account\/order-tracking"/);
    expect(page).toContain('<label class="lto-order-tracking__label" for="orderTrackingOrderNumber">Agreement number</label>');
    expect(page).toContain('name="orderTrackingPostalCode"');
    expect(page).toContain('autocomplete="postal-code"');
  });

  test('the Canadian page asks for a postal code, the Spanish one in Spanish', async () => {
    expect(await (await demo.request('GET', PATH, { host: HOSTS.ca })).text()).toContain('>Postal code</label>');
    const es = await (await demo.request('GET', PATH, { host: HOSTS.es })).text();
    expect(es).toContain('<h1>Rastrea tu pedido</h1>');
    expect(es).toContain('>Número de contrato</label>');
  });

  test('a found order shows below the form, with the values kept', async () => {
    const page = await (await find('LA1001234', '30303', { ajax: false })).text();
    expect(page).toContain('Agreement LA1001234');
    expect(page).toContain('Processing');
    expect(page).toContain('December 4, 2026');
    expect(page).toContain('Garrison Sofa, quantity 1');
    expect(page).toContain('order-number="LA1001234"');
  });

  test('not found says so', async () => {
    const page = await (await find('LA1001234', '99999', { ajax: false })).text();
    expect(page).toContain("We couldn&#39;t find an order with that agreement number and zip code.");
  });

  test("an empty agreement number: SPEC 8's message beside the field, the zip kept", async () => {
    const response = await find('', '30303', { ajax: false });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(/id="orderTrackingOrderNumber"[^>]*aria-invalid="true" aria-describedby="orderTrackingOrderNumber-error"/);
    expect(page).toContain('<p id="orderTrackingOrderNumber-error" class="lto-order-tracking__error">Please enter a valid agreement number.</p>');
    // The widget shows the errors of the values it starts with, as the server drew them.
    expect(page).toMatch(/<lto-order-tracking [^>]*submitted>/);
    expect(page).toMatch(/name="orderTrackingPostalCode"[^>]*value="30303"/);
  });
});

describe('the checkout loader demo page', () => {
  test('lists every state, and with ?state= renders the loader in it', async () => {
    const page = await (await demo.request('GET', '/demo/checkout-loader?state=KBA_SUCCESS')).text();
    for (const state of ['DEFAULT', 'KBA_SUCCESS', 'NON_CHECKOUT', 'DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS', 'GENERIC_LOADING']) {
      expect(page).toContain(`data-loader-sequence="${state}"`);
    }
    // The overlay is drawn by the server (the loader's markup contract), in the platform's words.
    expect(page).toMatch(/<lto-checkout-loader state="KBA_SUCCESS"><div class="lto-checkout-loader__overlay" data-state="KBA_SUCCESS">[\s\S]*Your identity was verified\.[\s\S]*<\/lto-checkout-loader>/);
  });

  test('an unknown ?state= renders the loader hidden', async () => {
    const page = await (await demo.request('GET', '/demo/checkout-loader?state=<b>')).text();
    expect(page).toContain('<lto-checkout-loader></lto-checkout-loader>');
  });
});
