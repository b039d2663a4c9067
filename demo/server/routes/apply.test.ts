import { afterAll, describe, expect, test, vi } from 'vitest';
import { openSsn, ssnKey } from '../data/ssn-seal.js';
import { configOf, createTestApp, csrfCookieOf, HOSTS, sessionCookieOf } from '../test-app.js';
import { VALID, VALID_IN_CANADA } from './checkout-fixtures.js';

/**
 * Applying before you shop (SPEC 1, 2.10): the home page's Get Started leads to /apply, whose
 * form makes an application (no product needed) and goes through the checkout's delivery and
 * order form steps to a decision: the Leasing Power it gives, or the declined pages.
 */
const demo = createTestApp('lto-demo-apply-');
afterAll(() => demo.close());

type Host = (typeof HOSTS)[keyof typeof HOSTS];

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const orderCount = () => (demo.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

/** A shopper on the apply page: the session cookie, and the page's form (its action and CSRF token). */
async function onApplyPage(host: Host = HOSTS.us, cookie = ''): Promise<{ cookie: string; page: string; action: string; csrf: string }> {
  const response = await demo.request('GET', '/apply', { host, ...(cookie ? { cookie } : {}) });
  const page = await response.text();
  const form = /<form method="post" action="([^"]+)">\s*<input type="hidden" name="csrf_token" value="([^"]+)">/.exec(page);
  return { cookie: cookie || sessionCookieOf(response), page, action: form?.[1] ?? '', csrf: form?.[2] ?? '' };
}

/** Presses 'Start your application' (the plain form, as without script): the answer and the cookies then. */
async function startApplication(host: Host = HOSTS.us, signedIn = '') {
  const apply = await onApplyPage(host, signedIn);
  const started = await demo.request('POST', apply.action, { host, cookie: apply.cookie, body: encode({ csrf_token: apply.csrf }) });
  const orderCookie = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))?.split(';')[0] ?? '';
  return { started, cookie: `${apply.cookie}; ${orderCookie}`, csrf: apply.csrf };
}

const get = (path: string, cookie: string, host: Host = HOSTS.us) => demo.request('GET', path, { cookie, host });

async function post(step: string, fields: Record<string, string>, cookie: string, csrf: string, host: Host = HOSTS.us) {
  return demo.request('POST', `/checkout/${step}`, { host, cookie, body: encode({ ...fields, csrf_token: csrf, format: 'ajax' }) });
}

/** The delivery step's answers on each site (the Canadian one with a Canadian address). */
const DELIVERY: Record<Host, Record<string, string>> = {
  [HOSTS.us]: VALID['delivery']!,
  [HOSTS.es]: VALID['delivery']!,
  [HOSTS.ca]: VALID_IN_CANADA['delivery']!,
};

/** Steps 1 and 2 posted as the widget posts them; the order form's answer. */
async function applyThrough(cookie: string, csrf: string, host: Host = HOSTS.us, delivery: Record<string, string> = {}) {
  const first = await post('delivery', { ...DELIVERY[host], ...delivery }, cookie, csrf, host);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ success: true, next: '/checkout/order-form' });
  const second = await post('order-form', (host === HOSTS.ca ? VALID_IN_CANADA : VALID)['order-form']!, cookie, csrf, host);
  expect(second.status).toBe(200);
  return (await second.json()) as { success: boolean; next: string };
}

describe('/apply starts an application, no product needed', () => {
  test("the page's start is a form posting to /apply/start with the CSRF token, no longer a link to the checkout", async () => {
    const { page, action, csrf } = await onApplyPage();
    expect(action).toBe('/apply/start');
    expect(csrf).toMatch(/^[\w-]{20,}$/);
    expect(page).toContain('<button class="button" type="submit">Start your application</button>');
    expect(page).not.toContain('href="/checkout/delivery"');
    expect((await onApplyPage(HOSTS.es)).page).toContain('<button class="button" type="submit">Comenzar la solicitud</button>');
  });

  test("following the form makes the application and lands on step 1 of 2, never on the cart's 'no lease order' notice", async () => {
    for (const host of Object.values(HOSTS)) {
      const before = orderCount();
      const { started, cookie } = await startApplication(host);
      expect(started.status, host).toBe(303);
      expect(started.headers.get('location')).toBe('/checkout/delivery');
      expect(orderCount()).toBe(before + 1);
      const step = await get('/checkout/delivery', cookie, host);
      expect(step.status, 'the step itself, not a redirect to the cart').toBe(200);
      const page = await step.text();
      expect(page).not.toContain('no-order');
      expect(configOf(page).page).toMatchObject({ type: 'checkout', name: 'checkout: delivery address' });
      expect(page).toContain('<lto-checkout-form data-lto-checkout-step="delivery"');
    }
  });

  test("the steps say 'Your application' and count two steps: no empty cart summary, no product, no lease agreement", async () => {
    const { cookie } = await startApplication();
    const page = await (await get('/checkout/delivery', cookie)).text();
    expect(page).toContain('<h1>Apply for a lease</h1>');
    expect(page).toContain('Step 1 of 2: Delivery address');
    expect(page).toContain('<h2 id="order-heading">Your application</h2>');
    expect(page).not.toContain('Your lease order');
    expect(page).not.toContain('<dt>Product</dt>');
    expect(page).not.toContain('checkout__agreement');
    const es = await startApplication(HOSTS.es);
    const spanish = await (await get('/checkout/delivery', es.cookie, HOSTS.es)).text();
    expect(spanish).toContain('<h1>Solicita un arrendamiento</h1>');
    expect(spanish).toContain('Paso 1 de 2: Dirección de entrega');
    expect(spanish).toContain('<h2 id="order-heading">Tu solicitud</h2>');
  });

  test('pressing start again goes on with the same application', async () => {
    const apply = await onApplyPage();
    const press = () => demo.request('POST', '/apply/start', { cookie: apply.cookie, body: encode({ csrf_token: apply.csrf }) });
    const ids = [];
    for (const response of [await press(), await press()]) ids.push(response.headers.getSetCookie().find((line) => line.startsWith('orderId=')));
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
  });

  test('a GET of /apply/start, or a POST without the CSRF token or with a wrong one, makes nothing', async () => {
    const { cookie, csrf } = await onApplyPage();
    const before = orderCount();
    const viaGet = await demo.request('GET', '/apply/start', { cookie });
    expect(viaGet.status).toBe(404);
    const noToken = await demo.request('POST', '/apply/start', { cookie, body: '' });
    expect(noToken.status).toBe(403);
    const wrongToken = await demo.request('POST', '/apply/start', { cookie, body: encode({ csrf_token: `${csrf}x` }) });
    expect(wrongToken.status).toBe(403);
    for (const response of [viaGet, noToken, wrongToken]) expect(response.headers.getSetCookie().some((line) => line.startsWith('orderId='))).toBe(false);
    expect(orderCount()).toBe(before);
    const withToken = await demo.request('POST', '/apply/start', { cookie, body: encode({ csrf_token: csrf }) });
    expect([withToken.status, orderCount()], 'the form as the page sends it').toEqual([303, before + 1]);
  });
});

describe('steps 1 and 2, then the decision', () => {
  test('the answers are taken and the approval shows the Leasing Power: $ on the English and Spanish sites, C$ on the Canadian one', async () => {
    const expected: Record<Host, string[]> = {
      [HOSTS.us]: ['<h1>You’re approved!</h1>', 'Your Leasing Power: $300.00 a month'],
      [HOSTS.es]: ['<h1>¡Tu solicitud fue aprobada!</h1>', 'Tu Poder de Arrendamiento: $300.00 al mes'],
      [HOSTS.ca]: ['<h1>You’re approved!</h1>', 'Your Leasing Power: C$300.00 a month'],
    };
    for (const host of Object.values(HOSTS)) {
      const { cookie, csrf } = await startApplication(host);
      const answer = await applyThrough(cookie, csrf, host);
      // Nothing to pay or sign without an item: the order form is the last step.
      expect(answer).toMatchObject({ success: true, next: '/apply/approved' });
      const approved = await get(answer.next, cookie, host);
      expect(approved.status).toBe(200);
      expect(approved.headers.get('cache-control')).toBe('no-store');
      const page = await approved.text();
      for (const text of expected[host]) expect(page, host).toContain(text);
      expect(page).toContain('<a class="button" href="/">');
    }
  });

  test('without script: each step posted as a plain form goes on to the next, then to the approval', async () => {
    const { cookie, csrf } = await startApplication();
    const plain = (step: string, fields: Record<string, string>) => demo.request('POST', `/checkout/${step}`, { cookie, body: encode({ ...fields, csrf_token: csrf }) });
    const first = await plain('delivery', VALID['delivery']!);
    expect([first.status, first.headers.get('location')]).toEqual([303, '/checkout/order-form']);
    const orderForm = await (await get('/checkout/order-form', cookie)).text();
    expect(orderForm).toContain('Step 2 of 2: Your information');
    const second = await plain('order-form', VALID['order-form']!);
    expect([second.status, second.headers.get('location')]).toEqual([303, '/apply/approved']);
  });

  test("an application has no payment, sign or references step: they lead to the step to do, or once decided to the approval", async () => {
    const { cookie, csrf } = await startApplication();
    expect((await get('/checkout/payment', cookie)).headers.get('location')).toBe('/checkout/delivery');
    await applyThrough(cookie, csrf);
    for (const path of ['/checkout/payment', '/checkout/sign', '/checkout/references', '/checkout/complete']) {
      expect((await get(path, cookie)).headers.get('location'), path).toBe('/apply/approved');
    }
    const posted = await post('payment', VALID['payment']!, cookie, csrf);
    expect([posted.status, await posted.json()]).toEqual([409, { success: false, next: '/apply/approved' }]);
  });

  test("a declined application ends on the checkout's declined page, and there is no approval to show", async () => {
    const { cookie, csrf } = await startApplication();
    expect(await applyThrough(cookie, csrf, HOSTS.us, { lastName: 'Declined' })).toMatchObject({ success: true, next: '/checkout/declined' });
    expect((await get('/checkout/order-form', cookie)).headers.get('location')).toBe('/checkout/declined');
    expect((await get('/apply/approved', cookie)).headers.get('location')).toBe('/apply');
  });

  test('the approval page without an approved application sends the shopper to /apply', async () => {
    const { cookie } = await startApplication();
    expect((await get('/apply/approved', cookie)).headers.get('location')).toBe('/apply');
  });

  test("a signed-in shopper's account then has the Leasing Power: the details and the config block's decision", async () => {
    const home = await demo.request('GET', '/');
    const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(await home.text())?.[1] ?? '';
    const login = await demo.request('POST', '/account/login', { cookie: sessionCookieOf(home), body: encode({ username: 'new@example.com', password: 'Password1!', csrf_token: csrf, format: 'ajax' }) });
    expect(login.status).toBe(200);
    const session = sessionCookieOf(login);
    const details = () => get('/account/leasing-power-details?format=ajax', session);
    expect((await details()).status, 'no decision yet').toBe(404);

    const { cookie, csrf: token } = await startApplication(HOSTS.us, session);
    expect(csrfCookieOf(login)).toBe(token);
    await applyThrough(cookie, token);
    expect(await (await details()).json()).toMatchObject({ approvedAmount: 300, availableAmount: 300, currency: 'USD' });
    const listing = await (await get('/c/living-room', session)).text();
    expect(configOf(listing)).toMatchObject({ decision: { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 300 } });
  });
});

describe("a lease on the approval is checked against its Leasing Power ($300.00 a month for these answers)", () => {
  /** An approved application on `host`, then 'start my lease' without script for `productId` (at `leaseTerm` months, or its active term): where the lease's checkout starts, and its cookies. */
  async function approvedThenLease(productId: string, leaseTerm = '', host: Host = HOSTS.us) {
    const { cookie, csrf } = await startApplication(host);
    await applyThrough(cookie, csrf, host);
    const session = cookie.split('; ')[0]!;
    const start = async (pid: string, term: string) => {
      const started = await demo.request('POST', '/orders/start', { host, cookie: session, body: encode({ productId: pid, csrf_token: csrf, ...(term ? { leaseTerm: term } : {}) }) });
      return `${session}; ${started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!}`;
    };
    const lease = await start(productId, leaseTerm);
    return { lease, csrf, session, start, delivery: await get('/checkout/delivery', lease, host) };
  }

  test('a product whose payment is above it does not go through as approved: every step leads to a page that says so, with both amounts and the ways on', async () => {
    // P1109 at 12 months is $367.99 a month.
    const { lease, csrf, delivery } = await approvedThenLease('P1109', '12');
    expect([delivery.status, delivery.headers.get('location')]).toEqual([303, '/checkout/leasing-power']);
    for (const path of ['/checkout/order-form', '/checkout/payment', '/checkout/sign', '/checkout/references', '/checkout/complete']) {
      expect((await get(path, lease)).headers.get('location'), path).toBe('/checkout/leasing-power');
    }
    for (const step of ['delivery', 'payment', 'sign', 'references']) {
      const posted = await post(step, VALID[step]!, lease, csrf);
      expect([posted.status, await posted.json()], step).toEqual([409, { success: false, next: '/checkout/leasing-power' }]);
    }
    const notice = await get('/checkout/leasing-power', lease);
    expect(notice.status).toBe(200);
    expect(notice.headers.get('cache-control')).toBe('no-store');
    const page = await notice.text();
    expect(page).toContain('<h1>This lease is more than your Leasing Power</h1>');
    expect(page).toContain('Its payments come to $367.99 a month, and your Leasing Power is $300.00 a month, so it can’t go through on your approval.');
    expect(page).toContain('<a href="/p/P1109">Choose another lease term or item</a>');
    expect(page).toContain('<a href="/">Shop for lower-priced items</a>');
    expect(page).not.toContain('<lto-checkout-form');
  });

  test('choosing a term it covers starts a new lease that goes through on the approval', async () => {
    const { start } = await approvedThenLease('P1109', '12');
    // At 18 months P1109 is $281.99 a month.
    const covered = await start('P1109', '18');
    const delivery = await get('/checkout/delivery', covered);
    expect(delivery.status).toBe(200);
    expect(await delivery.text()).toContain('Step 1 of 4: Delivery address');
    expect((await get('/checkout/leasing-power', covered)).headers.get('location'), 'nothing over it to say: on with the first step not done').toBe('/checkout/payment');
  });

  test('Spanish on the Spanish site, C$ on the Canadian one', async () => {
    const es = await approvedThenLease('P1109', '12', HOSTS.es);
    const spanish = await (await get('/checkout/leasing-power', es.lease, HOSTS.es)).text();
    expect(spanish).toContain('<h1>Este arrendamiento supera tu Poder de Arrendamiento</h1>');
    expect(spanish).toContain('Sus pagos suman $367.99 al mes y tu Poder de Arrendamiento es de $300.00 al mes, así que no puede seguir adelante con tu aprobación.');
    expect(spanish).toContain('<a href="/p/P1109">Elegir otro plazo de arrendamiento u otro artículo</a>');
    expect(spanish).toContain('<a href="/">Buscar artículos de menor precio</a>');
    // P1109's active 18 months in Canada: C$386.33 a month.
    const ca = await approvedThenLease('P1109', '', HOSTS.ca);
    expect(ca.delivery.headers.get('location')).toBe('/checkout/leasing-power');
    expect(await (await get('/checkout/leasing-power', ca.lease, HOSTS.ca)).text()).toContain('Its payments come to C$386.33 a month, and your Leasing Power is C$300.00 a month');
  });

  test("a cart whose payments add up to more leads back to the cart", async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf);
    const session = cookie.split('; ')[0]!;
    // Four of P1001 at $92.99 a month: $371.96.
    await demo.request('POST', '/cart/add-set', { cookie: session, body: encode({ pid: 'P1001', Quantity: '4', csrf_token: csrf }) });
    const version = /name="version" value="([^"]+)"/.exec(await (await get('/cart', session)).text())?.[1] ?? '';
    const fromCart = await demo.request('POST', '/cart/checkout', { cookie: session, body: encode({ version, zipCode: '30303', csrf_token: csrf }) });
    const order = `${session}; ${fromCart.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!}`;
    expect((await get('/checkout/delivery', order)).headers.get('location')).toBe('/checkout/leasing-power');
    const page = await (await get('/checkout/leasing-power', order)).text();
    expect(page).toContain('Its payments come to $371.96 a month');
    expect(page).toContain('<a href="/cart">Change what is in your cart</a>');
  });
});

describe("the checkout loader's words while an application is decided", () => {
  const resourcesOf = (page: string) => (configOf(page) as unknown as { resources: Record<string, string> }).resources;

  test("the application's steps give <lto-checkout-loader> the application's words, not SPEC 9.6's 'finalize your order': in English and in Spanish", async () => {
    const expected: Record<Host, Record<string, string>> = {
      [HOSTS.us]: {
        'loader.DEFAULT.text': 'We are reviewing your application. It only takes a moment.',
        'loader.KBA_SUCCESS.text': "Your identity was verified. Let's see your Leasing Power.",
        'loader.DOC_VERIFY_SUCCESS.text': "Your documents were successfully verified. Let's see your Leasing Power.",
      },
      [HOSTS.ca]: {
        'loader.DEFAULT.text': 'We are reviewing your application. It only takes a moment.',
        'loader.KBA_SUCCESS.text': "Your identity was verified. Let's see your Leasing Power.",
        'loader.DOC_VERIFY_SUCCESS.text': "Your documents were successfully verified. Let's see your Leasing Power.",
      },
      [HOSTS.es]: {
        'loader.DEFAULT.text': 'Estamos revisando tu solicitud. Solo tomará un momento.',
        'loader.KBA_SUCCESS.text': 'Verificamos tu identidad. Veamos tu Poder de Arrendamiento.',
        'loader.DOC_VERIFY_SUCCESS.text': 'Tus documentos se verificaron correctamente. Veamos tu Poder de Arrendamiento.',
      },
    };
    for (const host of Object.values(HOSTS)) {
      const { cookie, csrf } = await startApplication(host);
      expect(await (await post('delivery', DELIVERY[host], cookie, csrf, host)).json()).toMatchObject({ success: true });
      const page = await (await get('/checkout/order-form', cookie, host)).text();
      expect(page).toContain('<lto-checkout-loader>');
      expect(resourcesOf(page), host).toEqual(expected[host]);
      expect(JSON.stringify(resourcesOf(page))).not.toMatch(/order|pedido/i);
    }
  });

  test("a lease's steps keep SPEC 9.6's words (no resources in their place)", async () => {
    const session = sessionCookieOf(await demo.request('GET', '/'));
    const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(await (await get('/', session)).text())?.[1] ?? '';
    const started = await demo.request('POST', '/orders/start', { cookie: session, body: encode({ productId: 'P1001', csrf_token: csrf }) });
    const lease = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    expect(resourcesOf(await (await get('/checkout/delivery', `${session}; ${lease}`)).text())).toEqual({});
  });
});

describe("the shopper's answers stay out of URLs and the console", () => {
  test('no redirect or next step names an answer, and nothing typed is printed', async () => {
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' '))));
    try {
      const { started, cookie, csrf } = await startApplication();
      const answer = await applyThrough(cookie, csrf);
      const urls = [started.headers.get('location'), answer.next].join(' ');
      const typed = ['215-65-4321', '215654321', '1990', 'ada@example.com', '404-555-0123', 'Lovelace', 'GA-1234567'];
      for (const value of typed) {
        expect(urls).not.toContain(value);
        expect(printed.join('\n')).not.toContain(value);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(decode(JSON.stringify(printed))).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });
});

describe('a lease started afterwards in the same session', () => {
  /** An approved application, then 'start my lease' on a product page without script: the cookies of both. */
  async function leaseAfterApplying(lastName = 'Lovelace') {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf, HOSTS.us, { lastName });
    const started = await demo.request('POST', '/orders/start', { cookie, body: encode({ productId: 'P1001', csrf_token: csrf }) });
    expect(started.headers.get('location')).toBe('/checkout/delivery');
    const leaseCookie = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    const session = cookie.split('; ')[0]!;
    return { cookie: `${session}; ${leaseCookie}`, csrf, applicationId: cookie.split('orderId=')[1]!, leaseId: leaseCookie.split('=')[1]! };
  }

  test('is not asked again for what the application answered: the address is filled in, and no order form comes after it', async () => {
    const { cookie, csrf } = await leaseAfterApplying();
    const delivery = await (await get('/checkout/delivery', cookie)).text();
    expect(delivery).toContain('Step 1 of 4: Delivery address');
    expect(delivery).toContain('<h1>Checkout</h1>');
    expect(delivery).toContain('<dt>Product</dt>');
    expect(delivery).toMatch(/id="checkout-address1" name="address1"[^>]*value="55 Trinity Ave SW">/);
    expect(delivery).toMatch(/id="checkout-firstName" name="firstName"[^>]*value="Ada">/);
    expect((await get('/checkout/order-form', cookie)).headers.get('location'), 'nothing to answer again').toBe('/checkout/payment');

    const confirmed = await post('delivery', VALID['delivery']!, cookie, csrf);
    expect(await confirmed.json()).toEqual({ success: true, next: '/checkout/payment' });
    const payment = await (await get('/checkout/payment', cookie)).text();
    expect(payment).toContain('Step 2 of 4: Payment info');
    // Analytics numbers the step where SPEC 2.11 puts it, as the form's own completion event does.
    expect(payment).toContain('data-lto-checkout-step="payment" data-lto-checkout-step-number="3"');
    for (const step of ['payment', 'sign', 'references']) expect((await post(step, VALID[step]!, cookie, csrf)).status, step).toBe(200);
    expect((await get('/checkout/complete', cookie)).status).toBe(200);
  });

  test("the SSN comes along sealed again to the lease's own order: it opens there, and the application's seal does not", async () => {
    const { applicationId, leaseId } = await leaseAfterApplying();
    const sealed = (order: string) => (demo.db.prepare("SELECT ssn_sealed FROM checkout_steps WHERE order_id = ? AND step = 'order-form'").get(order) as { ssn_sealed: string }).ssn_sealed;
    expect(openSsn(ssnKey(), applicationId, sealed(applicationId))).toMatch(/^215-?65-?4321$/);
    expect(openSsn(ssnKey(), leaseId, sealed(leaseId))).toBe(openSsn(ssnKey(), applicationId, sealed(applicationId)));
    expect(sealed(leaseId)).not.toBe(sealed(applicationId));
    expect(openSsn(ssnKey(), applicationId, sealed(leaseId))).toBeNull();
  });

  test('the same for a lease the widget starts (JSON create order) and for the cart', async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf);
    const session = cookie.split('; ')[0]!;
    const widget = await demo.request('POST', '/orders/create', {
      cookie: session,
      contentType: 'application/json',
      headers: { 'x-csrf-token': csrf, origin: `http://${HOSTS.us}`, 'sec-fetch-site': 'same-origin', 'idempotency-key': 'k1' },
      body: JSON.stringify({ productId: 'P1002', storeId: '', zipCode: '30303' }),
    });
    const { orderID } = (await widget.json()) as { orderID: string };
    expect(await (await get('/checkout/delivery', `${session}; orderId=${orderID}`)).text()).toContain('Step 1 of 4: Delivery address');

    await demo.request('POST', '/cart/add-set', { cookie: session, body: encode({ pid: 'P1003', Quantity: '1', csrf_token: csrf }) });
    const version = /name="version" value="([^"]+)"/.exec(await (await get('/cart', session)).text())?.[1] ?? '';
    const fromCart = await demo.request('POST', '/cart/checkout', { cookie: session, body: encode({ version, zipCode: '30303', csrf_token: csrf }) });
    const cartOrder = fromCart.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    expect(await (await get('/checkout/delivery', `${session}; ${cartOrder}`)).text()).toContain('Step 1 of 4: Delivery address');
  });

  test('a declined application is not reused: the lease asks for all five steps', async () => {
    const { cookie } = await leaseAfterApplying('Declined');
    const delivery = await (await get('/checkout/delivery', cookie)).text();
    expect(delivery).toContain('Step 1 of 5: Delivery address');
    expect(delivery).not.toContain('value="55 Trinity Ave SW"');
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new account (no decision) registered from the shopper's own session; its e-mail. */
async function registered(cookie: string, csrf: string, name: string): Promise<string> {
  const username = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await demo.request('POST', '/account/register', { cookie, body: encode({ username, password: 'Password1!', csrf_token: csrf, format: 'ajax' }) });
  expect(await response.json()).toMatchObject({ wasCreatedSuccessfully: true });
  return username;
}

/** The drawer's sign-in from the shopper's session: the signed-in session's cookie. */
async function signIn(cookie: string, csrf: string, username: string): Promise<string> {
  const login = await demo.request('POST', '/account/login', { cookie, body: encode({ username, password: 'Password1!', csrf_token: csrf, format: 'ajax' }) });
  expect(login.status).toBe(200);
  return sessionCookieOf(login);
}

const leasingPowerOf = async (session: string) => {
  const details = await get('/account/leasing-power-details?format=ajax', session);
  return details.status === 200 ? ((await details.json()) as { approvedAmount: number }).approvedAmount : details.status;
};

/** Moves an application's decision `ms` into the past, as if it had been decided then. */
const decidedAgo = (cookie: string, ms: number) =>
  demo.db.prepare('UPDATE orders SET decided_at = ? WHERE id = ?').run(Date.now() - ms, cookie.split('orderId=')[1]!);

describe('a shopper who applied signed out, then signs in in the same session', () => {
  test('the account takes the approval: the Leasing Power details, the sign-in answer and the config block show it', async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf);
    const username = await registered(cookie, csrf, 'applied-first');
    const login = await demo.request('POST', '/account/login', { cookie, body: encode({ username, password: 'Password1!', csrf_token: csrf, format: 'ajax' }) });
    expect(await login.json()).toMatchObject({ success: true, sessionDecisionViewModel: { approvalDetermination: 'Approved', remainingLeasingPower: 300 } });
    const session = sessionCookieOf(login);
    expect(await leasingPowerOf(session)).toBe(300);
    const listing = await (await get('/c/living-room', session)).text();
    expect(configOf(listing)).toMatchObject({ decision: { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 300 } });
  });

  test('a declined application becomes the account decision too, as it does for a shopper who applied signed in', async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf, HOSTS.us, { lastName: 'Declined' });
    const session = await signIn(cookie, csrf, await registered(cookie, csrf, 'declined-first'));
    const listing = await (await get('/c/living-room', session)).text();
    expect(configOf(listing)).toMatchObject({ decision: { approvalDetermination: 'Denied', tierIsApproved: false } });
  });

  test("an account whose own decision is newer than the session's application keeps it; an older one is replaced", async () => {
    for (const [name, newer, expected] of [['newer-own', true, 400], ['older-own', false, 300]] as const) {
      const { cookie, csrf } = await startApplication();
      await applyThrough(cookie, csrf);
      const username = await registered(cookie, csrf, name);
      demo.db
        .prepare("UPDATE accounts SET approval_determination = 'Approved', tier_is_approved = 1, approved_cents = 40000, remaining_cents = 40000, expiration_date = '2099-01-01', decided_at = ? WHERE email = ?")
        .run(Date.now() + (newer ? 60_000 : -60_000), username);
      expect(await leasingPowerOf(await signIn(cookie, csrf, username)), name).toBe(expected);
    }
  });
});

describe('an approval lasts 90 days from its decision', () => {
  test('until then a lease reuses it; once past it, the lease asks every step again, the approval page is gone and a new application starts', async () => {
    const fresh = await startApplication();
    await applyThrough(fresh.cookie, fresh.csrf);
    decidedAgo(fresh.cookie, 90 * DAY_MS - 60_000);
    const startLease = async (cookie: string, csrf: string) => {
      const started = await demo.request('POST', '/orders/start', { cookie, body: encode({ productId: 'P1001', csrf_token: csrf }) });
      const lease = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
      return (await get('/checkout/delivery', `${cookie.split('; ')[0]!}; ${lease}`)).text();
    };
    expect(await startLease(fresh.cookie, fresh.csrf), 'a minute before its expiry').toContain('Step 1 of 4: Delivery address');
    expect((await get('/apply/approved', fresh.cookie)).status).toBe(200);

    const old = await startApplication();
    await applyThrough(old.cookie, old.csrf);
    decidedAgo(old.cookie, 90 * DAY_MS + 60_000);
    const delivery = await startLease(old.cookie, old.csrf);
    expect(delivery, 'a minute after its expiry').toContain('Step 1 of 5: Delivery address');
    expect(delivery).not.toContain('value="55 Trinity Ave SW"');
    expect((await get('/apply/approved', old.cookie)).headers.get('location')).toBe('/apply');
    const again = await demo.request('POST', '/apply/start', { cookie: old.cookie.split('; ')[0]!, body: encode({ csrf_token: old.csrf }) });
    const application = again.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    expect(application).not.toBe(`orderId=${old.cookie.split('orderId=')[1]!}`);
    expect(await (await get('/checkout/delivery', `${old.cookie.split('; ')[0]!}; ${application}`)).text()).toContain('Step 1 of 2: Delivery address');
  });

  test('an expired approval is not given to the account the shopper signs in to afterwards', async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf);
    decidedAgo(cookie, 90 * DAY_MS + 60_000);
    expect(await leasingPowerOf(await signIn(cookie, csrf, await registered(cookie, csrf, 'expired')))).toBe(404);
  });

  test("the account the shopper signs in to shows the approval's expiry: 90 days from its decision", async () => {
    const { cookie, csrf } = await startApplication();
    await applyThrough(cookie, csrf);
    const session = await signIn(cookie, csrf, await registered(cookie, csrf, 'expiry-date'));
    const expected = new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10);
    expect(configOf(await (await get('/c/living-room', session)).text())).toMatchObject({ decision: { expirationDateValue: expected } });
  });
});
