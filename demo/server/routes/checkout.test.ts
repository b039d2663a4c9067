import { afterAll, describe, expect, test } from 'vitest';
import type { CartAnswer } from '../../../src/contracts/cart.js';
import { addressFor } from '../checkout-prefill.js';
import { createCheckoutQueries } from '../data/checkout.js';
import { openSsn, ssnKey } from '../data/ssn-seal.js';
import { createStoreQueries } from '../data/stores.js';
import { configOf, createTestApp, csrfCookieOf, HOSTS, sessionCookieOf, type Visitor } from '../test-app.js';
import { VALID, VALID_IN_CANADA } from './checkout-fixtures.js';

const demo = createTestApp('lto-demo-checkout-');
afterAll(() => demo.close());

type Host = (typeof HOSTS)[keyof typeof HOSTS];

/** A shopper with a zip who pressed 'start my lease' without script: session and orderId cookies. */
async function startOrder(host: Host = HOSTS.us, zip = '30303'): Promise<{ cookie: string; orderId: string }> {
  const located = await demo.request('GET', `/?postalCode=${encodeURIComponent(zip)}`, { host });
  const session = sessionCookieOf(located);
  const started = await demo.request('POST', '/orders/start', { body: `productId=P1001&csrf_token=${csrfCookieOf(located)}`, cookie: session, host });
  const orderCookie = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
  const cookie = `${session}; ${orderCookie}`;
  tokens.set(cookie, await csrfOf(cookie, 'delivery', host));
  return { cookie, orderId: orderCookie.split('=')[1]! };
}

/** Each shopper's CSRF token, as the first step's page gave it (later pages may redirect). */
const tokens = new Map<string, string>();

const get = (path: string, cookie: string, host: Host = HOSTS.us) => demo.request('GET', path, { cookie, host });

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** An attribute of the page's <lto-checkout-form>, unescaped. */
function formAttribute(page: string, name: string): string | undefined {
  const tag = /<lto-checkout-form\b[^>]*>/.exec(page)?.[0] ?? '';
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

async function csrfOf(cookie: string, step = 'delivery', host: Host = HOSTS.us): Promise<string> {
  return formAttribute(await (await get(`/checkout/${step}`, cookie, host)).text(), 'csrf-token')!;
}

/** The label of a field of the step's form (the markup contract's floating label). */
const labelOf = (page: string, name: string) => decode(new RegExp(`<label class="lto-checkout-field__label" for="checkout-${name}">([^<]+)</label>`).exec(page)?.[1] ?? '');

/** The legends of the form's sections, in order. */
const legends = (page: string) => [...page.matchAll(/<legend[^>]*class="lto-checkout-form__legend">([^<]+)<\/legend>/g)].map((m) => decode(m[1]!));

/** The sign step's agreement: per item, its heading and its figures by label, amounts in cents. */
function agreementOf(page: string): { item: string; facts: Record<string, string> }[] {
  const start = page.indexOf('class="checkout__agreement"');
  expect(start, 'the agreement on the page').toBeGreaterThan(-1);
  const section = page.slice(start, page.indexOf('</section>', start));
  return [...section.matchAll(/<h3>([^<]+)<\/h3>\s*<dl class="facts">([\s\S]*?)<\/dl>/g)].map((m) => ({
    item: decode(m[1]!),
    facts: Object.fromEntries([...m[2]!.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((f) => [decode(f[1]!), decode(f[2]!)])),
  }));
}
const cents = (text: string | undefined) => Math.round(Number(/([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '')) * 100);

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function post(step: string, fields: Record<string, string>, cookie: string, { ajax = true, host = HOSTS.us as Host, token }: { ajax?: boolean; host?: Host; token?: string } = {}) {
  const csrf = token ?? tokens.get(cookie)!;
  return demo.request('POST', `/checkout/${step}`, { body: encode({ ...fields, csrf_token: csrf, ...(ajax ? { format: 'ajax' } : {}) }), cookie, host });
}

/** Posts the steps in order with valid values (the delivery step with the given overrides) up to `last`. */
async function completeThrough(last: string, cookie: string, delivery: Record<string, string> = {}, host: Host = HOSTS.us) {
  for (const step of ['delivery', 'order-form', 'payment', 'sign', 'references']) {
    const valid = host === HOSTS.ca ? VALID_IN_CANADA : VALID;
    const response = await post(step, step === 'delivery' ? { ...valid['delivery'], ...delivery } : valid[step]!, cookie, { host });
    expect(response.status, step).toBe(200);
    if (step === last) return (await response.json()) as Record<string, unknown>;
  }
  throw new Error(`no step ${last}`);
}

describe('the checkout step pages', () => {
  test('each step is its own page with the form tag, the CSRF token, the site country and a no-script form posting the same step', async () => {
    const { cookie } = await startOrder();
    const page = await (await get('/checkout/delivery', cookie)).text();
    expect(configOf(page).page).toMatchObject({ type: 'checkout', name: 'checkout: delivery address' });
    expect(formAttribute(page, 'step')).toBe('delivery');
    expect(formAttribute(page, 'action')).toBe('/checkout/delivery');
    expect(formAttribute(page, 'user-country')).toBe('US');
    expect(formAttribute(page, 'user-state')).toBe('GA');
    expect(formAttribute(page, 'csrf-token')).toMatch(/^[\w-]{20,}$/);
    expect(page).toContain('<lto-checkout-loader></lto-checkout-loader>');
    expect(page).toContain('<form class="lto-checkout-form" method="post" action="/checkout/delivery" novalidate>');
    expect(page).toContain(`name="csrf_token" value="${formAttribute(page, 'csrf-token')}"`);
    expect(page).toContain('<input type="hidden" name="country" value="US">');
    for (const name of ['firstName', 'lastName', 'address1', 'city', 'state', 'postal']) expect(labelOf(page, name), name).toMatch(/\w/);
    expect(page).toContain('Step 1 of 5: Delivery address');
  });

  test("the delivery step starts from SPEC 3.6's address object for the shopper's zip: the form and the widget's values alike, no record keys", async () => {
    const { cookie } = await startOrder(HOSTS.ca, 'M5V 3L9');
    const page = await (await get('/checkout/delivery', cookie, HOSTS.ca)).text();
    const values = JSON.parse(formAttribute(page, 'values')!) as Record<string, string>;
    expect(values).toMatchObject({ state: 'ON', postal: 'M5V 3L9', city: 'Downtown Toronto' });
    expect(Object.keys(values)).not.toEqual(expect.arrayContaining(['ID']));
    expect(Object.keys(values).filter((key) => ['ID', 'UUID', 'key'].includes(key))).toEqual([]);
    expect(formAttribute(page, 'user-country')).toBe('CA');
    expect(labelOf(page, 'state')).toBe('Province');
    expect(labelOf(page, 'postal')).toBe('Postal code');
  });

  test("the plain form starts from the pre-filled address: city, state and country filled, the record keys nowhere", async () => {
    const { cookie } = await startOrder();
    const page = await (await get('/checkout/delivery', cookie)).text();
    expect(page).toMatch(/id="checkout-city" name="city"[^>]*value="Atlanta">/);
    expect(page).toContain('<option value="GA" selected>Georgia</option>');
    expect(page).toContain('<input type="hidden" name="country" value="US">');
    expect(page).toMatch(/id="checkout-postal" name="postal"[^>]*value="30303">/);
    const form = page.slice(page.indexOf('<form class="lto-checkout-form"'));
    expect(form).not.toContain('session-30303');
    expect(form).not.toContain('shipping');
  });

  test("the plain form offers the browser the widget's autocomplete tokens, input modes and lengths", async () => {
    const { cookie } = await startOrder();
    const page = await (await get('/checkout/delivery', cookie)).text();
    expect(page).toMatch(/name="cellPhone" autocomplete="mobile tel" class="lto-checkout-field__control" type="tel" inputmode="tel" maxlength="50"/);
    expect(page).toMatch(/name="postal" autocomplete="postal-code" aria-required="true" class="lto-checkout-field__control" type="text" inputmode="text" maxlength="10"/);
    const ca = await startOrder(HOSTS.ca, 'M5V 3L9');
    const canadian = await (await get('/checkout/delivery', ca.cookie, HOSTS.ca)).text();
    expect(canadian).toMatch(/name="postal" autocomplete="postal-code" aria-required="true" class="lto-checkout-field__control" type="text" inputmode="text" maxlength="10"/);
  });

  test("the form's labels and section legends, optional only where not required, and the fields an answer brings shown with it", async () => {
    const { cookie } = await startOrder();
    const delivery = await (await get('/checkout/delivery', cookie)).text();
    expect(labelOf(delivery, 'cellPhone')).toBe('Mobile phone (optional)');
    expect(labelOf(delivery, 'lastName')).toBe('Last name');
    expect(legends(delivery)).toEqual(['Name', 'Address', 'Contact', 'Gift']);
    await completeThrough('references', cookie);
    const orderForm = await (await get('/checkout/order-form', cookie)).text();
    expect(labelOf(orderForm, 'dateOfBirthMonth')).toBe('Month');
    expect(legends(orderForm)).toContain('Date of birth');
    // An employed shopper paid weekly: the employer's phone and the pay day, not the benefits income.
    expect(labelOf(orderForm, 'employerPhone')).toBe('Employer phone');
    expect(labelOf(orderForm, 'payDay')).toBe('Payday');
    expect(orderForm).not.toContain('name="benefitsIncome"');
    const payment = await (await get('/checkout/payment', cookie)).text();
    expect(payment).not.toContain('name="cardName"');
    const references = await (await get('/checkout/references', cookie)).text();
    expect(labelOf(references, 'reference2FirstName')).toBe('First name');
    expect(legends(references)).toEqual(['Reference 1', 'Reference 2']);
    const ca = await startOrder(HOSTS.ca, 'M5V 3L9');
    await completeThrough('order-form', ca.cookie, {}, HOSTS.ca);
    expect(await (await get('/checkout/order-form', ca.cookie, HOSTS.ca)).text()).toContain('<option value="1" selected>Driver&#39;s licence</option>');
  });

  test('every field of every step has a label in words, on each site', async () => {
    for (const host of [HOSTS.us, HOSTS.es, HOSTS.ca]) {
      const { cookie } = await startOrder(host, host === HOSTS.ca ? 'M5V 3L9' : '30303');
      await completeThrough('references', cookie, {}, host);
      for (const step of ['delivery', 'order-form', 'payment', 'sign', 'references']) {
        const page = await (await get(`/checkout/${step}`, cookie, host)).text();
        const labels = [...page.matchAll(/<label class="lto-checkout-field__label" for="checkout-(\w+)">([^<]+)<\/label>/g)];
        // The payment step with saved cards has the cards' own labels, and no field until a new card is chosen.
        if (step === 'payment') expect(page, host).toMatch(/<span class="lto-checkout-cards__card">[^<]+<\/span>/);
        else expect(labels.length, `${host} ${step}`).toBeGreaterThan(1);
        for (const [, name, text] of labels) expect(text, `${host} ${step} ${name}`).not.toBe(name);
      }
    }
  });

  test("a signed-in shopper's saved address is the pre-fill, with its own record keys", () => {
    const checkout = createCheckoutQueries(demo.db, ssnKey());
    const stores = createStoreQueries(demo.db);
    const saved = checkout.savedAddress('APPROVED@example.com');
    expect(addressFor('M5V 3L9', stores, saved)).toMatchObject({ ID: 'addr-0001', key: 'shipping', firstName: 'Alex', address1: '55 Trinity Ave SW', stateCode: 'GA', countryCode: 'US' });
    expect(checkout.savedAddress('new@example.com')).toBeNull();
  });

  test('speaks Spanish on the Spanish site', async () => {
    const { cookie } = await startOrder(HOSTS.es);
    const page = await (await get('/checkout/delivery', cookie, HOSTS.es)).text();
    expect(page).toContain('Paso 1 de 5: Dirección de entrega');
    expect(labelOf(page, 'firstName')).toBe('Nombre');
    expect(page).toContain('>Continuar</button>');
  });

  test('without an order in the session, a step sends the shopper to the cart with a notice', async () => {
    const response = await get('/checkout/order-form', '');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?notice=no-order');
    expect(await (await get('/cart?notice=no-order', '')).text()).toContain('There is no lease order to check out yet.');
  });

  test("another shopper's orderId opens nothing", async () => {
    const { orderId } = await startOrder();
    const response = await get('/checkout/delivery', `orderId=${orderId}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?notice=no-order');
  });

  test('an unknown step is a 404 page', async () => {
    const { cookie } = await startOrder();
    expect((await get('/checkout/shipping', cookie)).status).toBe(404);
  });
});

describe('the step order the server keeps', () => {
  test('a later step opened first redirects to the first unfinished one', async () => {
    const { cookie } = await startOrder();
    for (const step of ['order-form', 'payment', 'sign', 'references', 'complete']) {
      const response = await get(`/checkout/${step}`, cookie);
      expect(response.status, step).toBe(303);
      expect(response.headers.get('location'), step).toBe('/checkout/delivery');
    }
    await completeThrough('order-form', cookie);
    const response = await get('/checkout/references', cookie);
    expect(response.headers.get('location')).toBe('/checkout/payment');
    expect((await get('/checkout/delivery', cookie)).status).toBe(200);
  });

  test('a post out of order answers 409 with the step to do, and saves nothing', async () => {
    const { cookie, orderId } = await startOrder();
    const response = await post('payment', VALID['payment']!, cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, next: '/checkout/delivery' });
    expect(demo.db.prepare('SELECT step FROM checkout_steps WHERE order_id = ?').all(orderId)).toEqual([]);
  });

  test('the sign step shows the agreement being signed: the term, the payments, the total and the cash price', async () => {
    const { cookie } = await startOrder();
    await completeThrough('payment', cookie);
    const page = await (await get('/checkout/sign', cookie)).text();
    const [only, ...more] = agreementOf(page);
    expect(more).toEqual([]);
    expect(only!.item).toMatch(/^Garrison Sofa/);
    const { Term: term, 'Monthly payment': monthly, 'Total cost of ownership': total, 'Cash price': cash, "Today's payment": today } = only!.facts;
    const months = Number(/^(\d+) months$/.exec(term ?? '')?.[1]);
    expect(months).toBeGreaterThan(0);
    expect(monthly).toMatch(/^\$[\d,]+\.\d{2} a month, plus tax$/);
    expect(today).toMatch(/^\$[\d,]+\.\d{2}$/);
    // SPEC 9.1: the total cost of ownership is the monthly payment times the payments.
    expect(cents(total)).toBe(cents(monthly) * months);
    expect(cents(cash)).toBeGreaterThan(0);
    expect(page).toContain('What you agree to');
    // Before the sign step the agreement is not shown.
    expect(await (await get('/checkout/payment', cookie)).text()).not.toContain('class="checkout__agreement"');
  });

  test("a lease started with a term chosen on the product page (the widget's JSON call) is signed at that term, not the product's default one", async () => {
    const terms = demo.db.prepare("SELECT term, active FROM lease_terms WHERE pid = 'P1001' AND currency = 'USD' ORDER BY term").all() as { term: number; active: number }[];
    const chosen = terms.find((term) => !term.active)!.term;
    const defaultTerm = terms.find((term) => term.active)!.term;
    const signedAt = async (leaseTerm: unknown) => {
      const located = await demo.request('GET', '/?postalCode=30303');
      const session = sessionCookieOf(located);
      const answer = await demo.request('POST', '/orders/create', {
        body: JSON.stringify({ productId: 'P1001', storeId: '', zipCode: '30303', leaseTerm }),
        contentType: 'application/json',
        headers: { origin: 'http://localhost:4173' },
        cookie: session,
      });
      const { orderID } = (await answer.json()) as { orderID: string };
      const cookie = `${session}; orderId=${orderID}`;
      tokens.set(cookie, await csrfOf(cookie, 'delivery'));
      await completeThrough('payment', cookie);
      return agreementOf(await (await get('/checkout/sign', cookie)).text())[0]!.facts['Term'];
    };
    expect(await signedAt(chosen)).toBe(`${chosen} months`);
    // A term the product does not have leaves its default one.
    expect(await signedAt(7)).toBe(`${defaultTerm} months`);
  });

  test('the no-script form posted out of order is sent to the step to do', async () => {
    const { cookie } = await startOrder();
    const response = await post('sign', VALID['sign']!, cookie, { ajax: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/delivery');
  });

  test('all five steps lead to the order form, payment, sign, references and the end, with KBA_SUCCESS after the order form', async () => {
    const { cookie } = await startOrder();
    const answers = [];
    for (const step of ['delivery', 'order-form', 'payment', 'sign', 'references']) {
      answers.push(await (await post(step, VALID[step]!, cookie)).json());
    }
    expect(answers).toEqual([
      { success: true, next: '/checkout/order-form' },
      { success: true, next: '/checkout/payment', loader: ['KBA_SUCCESS'] },
      { success: true, next: '/checkout/sign' },
      { success: true, next: '/checkout/references' },
      { success: true, next: '/checkout/complete' },
    ]);
    const done = await get('/checkout/complete', cookie);
    expect(done.status).toBe(200);
    expect(configOf(await done.text()).page['name']).toBe('checkout: complete');
  });
});

describe('an order made from the cart', () => {
  const SOFA_AND_RECLINERS = 'pid=P1001-2&Quantity=1&pid=P1003&Quantity=2';

  /** The visitor's cart checked out as the cart page would: the order's id and the shopper's cookies with it. */
  async function checkOut(visitor: Visitor): Promise<{ cookie: string; orderId: string }> {
    const cart = (await (await demo.request('GET', '/cart/state', { cookie: visitor.cookie })).json()) as CartAnswer;
    const placed = await demo.request('POST', '/cart/checkout', { cookie: visitor.cookie, body: `version=${cart.cart.version}&csrf_token=${visitor.csrf}` });
    const orderCookie = placed.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    const cookie = `${visitor.cookie}; ${orderCookie}`;
    tokens.set(cookie, await csrfOf(cookie));
    return { cookie, orderId: orderCookie.split('=')[1]! };
  }

  /** A shopper at zip 30303 who checked out a cart of a sofa (1) and two recliners, with a lamp saved for later. */
  async function cartOrder(): Promise<{ cookie: string; orderId: string; visitor: Visitor }> {
    const visitor = await demo.visit();
    await demo.request('GET', '/?postalCode=30303', { cookie: visitor.cookie });
    await demo.request('POST', '/cart/add-set', { cookie: visitor.cookie, body: `${SOFA_AND_RECLINERS}&pid=P1005&Quantity=1&csrf_token=${visitor.csrf}` });
    await demo.request('POST', '/cart/update', { ...visitor.asPage, body: 'action=save&pid=P1005&format=ajax' });
    return { ...(await checkOut(visitor)), visitor };
  }

  const cartState = async (cookie: string) => ((await (await get('/cart/state', cookie)).json()) as CartAnswer).cart;

  test('each step sums up every product of the cart with its quantity, not only the first', async () => {
    const { cookie } = await cartOrder();
    const page = await (await get('/checkout/delivery', cookie)).text();
    const summary = page.slice(page.indexOf('class="checkout__order"'), page.indexOf('</section>', page.indexOf('class="checkout__order"')));
    expect(summary).toContain('<dt>Products</dt>');
    const items = [...summary.matchAll(/<li><a href="\/p\/(P\d+)">[^<]+<\/a>([^<]*)<\/li>/g)].map((m) => [m[1], m[2]]);
    expect(items).toEqual([['P1001', ''], ['P1003', ', quantity 2']]);
  });

  test("the sign step's agreement has each line's term and payments as the cart priced them", async () => {
    const { cookie, visitor } = await cartOrder();
    const lines = (await cartState(visitor.cookie)).lines;
    await completeThrough('payment', cookie);
    const agreement = agreementOf(await (await get('/checkout/sign', cookie)).text());
    expect(agreement.map(({ item }) => item)).toEqual(lines.map((line) => `${line.name}${line.variant ? `, ${line.variant}` : ''}${line.quantity > 1 ? `, quantity ${line.quantity}` : ''}`));
    agreement.forEach(({ facts }, i) => {
      const line = lines[i]!;
      expect(facts['Term']).toBe(`${line.term} months`);
      expect(cents(facts['Monthly payment'])).toBe(line.monthly);
      expect(cents(facts["Today's payment"])).toBe(line.today);
      expect(cents(facts['Total cost of ownership'])).toBe(line.total);
    });
  });

  test('once the lease is complete the cart is empty, and what was saved for later stays', async () => {
    const { cookie } = await cartOrder();
    await completeThrough('sign', cookie);
    expect((await cartState(cookie)).count, 'not emptied before the last step').toBe(3);
    await completeThrough('references', cookie);
    const after = await cartState(cookie);
    expect(after.lines).toEqual([]);
    expect(after.saved.map((line) => line.pid)).toEqual(['P1005']);
    expect(await (await get('/checkout/complete', cookie)).text()).toContain('(<span data-lto-cart-count>0</span>)');
  });

  test('the last step posted again (Back, then Continue) leaves alone what the cart holds since', async () => {
    const { cookie, visitor } = await cartOrder();
    await completeThrough('references', cookie);
    await demo.request('POST', '/cart/add-set', { cookie: visitor.cookie, body: `pid=P1003&Quantity=1&csrf_token=${visitor.csrf}` });
    expect((await post('references', VALID['references']!, cookie)).status).toBe(200);
    expect((await cartState(cookie)).lines.map((line) => line.pid)).toEqual(['P1003']);
  });

  test('the same cart bought again once the first lease is complete makes a new order', async () => {
    const first = await cartOrder();
    await completeThrough('references', first.cookie);
    await demo.request('POST', '/cart/add-set', { cookie: first.visitor.cookie, body: `${SOFA_AND_RECLINERS}&csrf_token=${first.visitor.csrf}` });
    const again = await checkOut(first.visitor);
    expect(again.orderId).not.toBe(first.orderId);
    expect(await (await get('/checkout/delivery', again.cookie)).text()).toContain('<h2 id="order-heading">Your lease order ' + again.orderId);
  });
});

describe('POST /checkout/{step}: CSRF', () => {
  test('a missing or wrong token is a 403 and saves nothing', async () => {
    const { cookie, orderId } = await startOrder();
    const missing = await demo.request('POST', '/checkout/delivery', { body: encode({ ...VALID['delivery']!, format: 'ajax' }), cookie });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ success: false });
    expect((await post('delivery', VALID['delivery']!, cookie, { token: 'x'.repeat(43) })).status).toBe(403);
    expect(demo.db.prepare('SELECT step FROM checkout_steps WHERE order_id = ?').all(orderId)).toEqual([]);
  });

  test('the plain form with a stale token is told so, in Spanish on the Spanish site', async () => {
    const { cookie } = await startOrder(HOSTS.es);
    const response = await post('delivery', VALID['delivery']!, cookie, { ajax: false, host: HOSTS.es, token: 'stale' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Este formulario expiró. Vuelve atrás, carga de nuevo la página e inténtalo otra vez.');
  });

  test("another session's token does not work", async () => {
    const mine = await startOrder();
    const theirs = await startOrder();
    const response = await post('delivery', VALID['delivery']!, mine.cookie, { token: await csrfOf(theirs.cookie) });
    expect(response.status).toBe(403);
  });
});

describe('POST /checkout/{step}: validation with the shared step schemas', () => {
  test('answers 422 with every failing field and its message key', async () => {
    const { cookie } = await startOrder();
    const response = await post('delivery', { ...VALID['delivery']!, firstName: 'A', postal: '3030', address1: 'PO Box 12' }, cookie);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      errors: { firstName: 'ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR', postal: 'VALIDATE_ZIP_REGEX', address1: 'ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR' },
    });
  });

  test("SPEC 5.2's postal rule holds on the server: the US site takes a Canadian postal code, with or without its space", async () => {
    for (const postal of ['M5V 3L9', 'K1A0B1']) {
      const { cookie } = await startOrder();
      const response = await post('delivery', { ...VALID['delivery']!, postal }, cookie);
      expect(await response.json(), postal).toEqual({ success: true, next: '/checkout/order-form' });
    }
  });

  test('the SSN rule of SPEC 5.2 holds on the server: 123-45-6789 is refused', async () => {
    const { cookie } = await startOrder();
    await completeThrough('delivery', cookie);
    const response = await post('order-form', { ...VALID['order-form']!, socialSecurity: '123-45-6789' }, cookie);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ socialSecurity: 'VALIDATE_SOCIAL_SECURITY_REGEX' });
  });

  test("on the Canadian site the number asked for is the Social Insurance Number: so labelled, an SSN that is no SIN refused in its words, a SIN taken", async () => {
    const { cookie } = await startOrder(HOSTS.ca, 'M5V 3L9');
    await completeThrough('delivery', cookie, {}, HOSTS.ca);
    const page = await (await get('/checkout/order-form', cookie, HOSTS.ca)).text();
    expect(labelOf(page, 'socialSecurity')).toBe('Social Insurance Number');
    const refused = await post('order-form', { ...VALID['order-form']!, socialSecurity: '215-65-4321' }, cookie, { ajax: false, host: HOSTS.ca });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('<p id="checkout-socialSecurity-error" class="lto-checkout-field__error">Please enter a valid 9-digit Social Insurance Number.</p>');
    // A SIN beginning with 9 (a temporary resident's), which the SSN rule would refuse.
    const taken = await post('order-form', { ...VALID_IN_CANADA['order-form']!, socialSecurity: '912-345-675' }, cookie, { host: HOSTS.ca });
    expect(await taken.json()).toMatchObject({ success: true, next: '/checkout/payment' });
  });

  test('without script, a failed post shows the page again with what was typed, the errors beside the fields, and no SSN', async () => {
    const { cookie } = await startOrder();
    await completeThrough('delivery', cookie);
    const response = await post('order-form', { ...VALID['order-form']!, idNumber: 'AB--12', socialSecurity: '219-09-9999' }, cookie, { ajax: false });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toMatch(/id="checkout-residenceYears" name="residenceYears"[^>]*value="3">/);
    expect(page).toMatch(/id="checkout-idNumber" name="idNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-idNumber-error"[^>]*value="AB--12">/);
    expect(page).toContain('<p id="checkout-idNumber-error" class="lto-checkout-field__error">Please enter a valid ID number, using letters, numbers and single dashes.</p>');
    expect(page).toContain('<p id="checkout-socialSecurity-error" class="lto-checkout-field__error">Please enter a valid 9-digit Social Security number.</p>');
    expect(page).toContain('<p>Please correct the fields marked below.</p>');
    // The widget starts from the same: the values typed (never the SSN) and the errors.
    expect(JSON.parse(formAttribute(page, 'errors')!)).toMatchObject({ idNumber: expect.any(String), socialSecurity: expect.any(String) });
    expect(JSON.parse(formAttribute(page, 'values')!)).toMatchObject({ idNumber: 'AB--12', residenceYears: '3' });
    expect(page).toMatch(/id="checkout-socialSecurity" name="socialSecurity"[^>]*value="">/);
    expect(page).not.toContain('219-09-9999');
    expect(page).not.toContain('219099999');
  });

  test('Spanish error texts on the Spanish site', async () => {
    const { cookie } = await startOrder(HOSTS.es);
    const response = await post('delivery', { ...VALID['delivery']!, city: '' }, cookie, { ajax: false, host: HOSTS.es });
    // An empty required field says its row's own required text.
    expect(await response.text()).toContain('<p id="checkout-city-error" class="lto-checkout-field__error">Escribe tu ciudad.</p>');
  });

  test("SPEC 3.6's other spellings of a field are read as the field (zip for postal, secondname for middleInitial)", async () => {
    const { cookie, orderId } = await startOrder();
    const { postal, ...rest } = VALID['delivery']!;
    const response = await post('delivery', { ...rest, zip: postal!, secondname: 'B' }, cookie);
    expect(await response.json()).toEqual({ success: true, next: '/checkout/order-form' });
    const row = demo.db.prepare("SELECT values_json FROM checkout_steps WHERE order_id = ? AND step = 'delivery'").get(orderId) as { values_json: string };
    expect(JSON.parse(row.values_json)).toMatchObject({ postal: '30303', middleInitial: 'B' });
  });

  test('without script, a good post goes on to the next step, which shows the saved values', async () => {
    const { cookie } = await startOrder();
    const response = await post('delivery', VALID['delivery']!, cookie, { ajax: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/order-form');
    const again = await (await get('/checkout/delivery', cookie)).text();
    expect(JSON.parse(formAttribute(again, 'values')!)).toMatchObject({ firstName: VALID['delivery']!['firstName'], city: VALID['delivery']!['city'] });
    expect(again).toMatch(new RegExp(`id="checkout-city" name="city"[^>]*value="${VALID['delivery']!['city']}"`));
  });
});

describe('what is stored', () => {
  test('the SSN is sealed with AES-256-GCM, never in the clear, and the saved values never carry it', async () => {
    const { cookie, orderId } = await startOrder();
    await completeThrough('order-form', cookie);
    const row = demo.db.prepare("SELECT values_json, ssn_sealed FROM checkout_steps WHERE order_id = ? AND step = 'order-form'").get(orderId) as { values_json: string; ssn_sealed: string };
    const digits = VALID['order-form']!['socialSecurity']!.replace(/-/g, '');
    for (const stored of [row.values_json, row.ssn_sealed]) {
      expect(stored).not.toContain(digits);
      expect(stored).not.toContain(VALID['order-form']!['socialSecurity']);
    }
    expect(row.ssn_sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // It opens with the key, for this order only.
    expect(openSsn(ssnKey(), orderId, row.ssn_sealed)).toBe(VALID['order-form']!['socialSecurity']);
    expect(openSsn(ssnKey(), 'ORD-0000000000', row.ssn_sealed)).toBeNull();
    expect(() => ssnKey({ LTO_DEMO_SSN_KEY: 'not-a-key' })).toThrow(/64 hex digits/);
    expect(JSON.parse(row.values_json)).not.toHaveProperty('socialSecurity');
    const page = await (await get('/checkout/order-form', cookie)).text();
    expect(page).not.toContain(digits);
    expect(page).not.toContain(VALID['order-form']!['socialSecurity']);
  });

  test('nothing the shopper typed reaches the console', async () => {
    const { cookie } = await startOrder();
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => {
      const original = console[name];
      console[name] = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
      return () => void (console[name] = original);
    });
    try {
      await completeThrough('order-form', cookie);
      await post('order-form', { ...VALID['order-form']!, socialSecurity: '078-05-1120' }, cookie);
      await post('order-form', { ...VALID['order-form']!, socialSecurity: '078-05-1120' }, cookie, { ajax: false });
    } finally {
      for (const restore of spies) restore();
    }
    const typed = [...Object.values(VALID['delivery']!), ...Object.values(VALID['order-form']!)].filter((value) => value.length > 3);
    expect(printed.filter((line) => typed.some((value) => line.includes(value)) || line.includes('078-05-1120'))).toEqual([]);
  });
});

describe('the demo decision rule on the order form step (demo/README.md)', () => {
  test.each([
    ['Declined', '/checkout/declined', 'checkout: declined', "We can't approve your lease right now"],
    ['chargedoff', '/checkout/declined/charged-off', 'checkout: declined: customer charged off', "We can't start a new lease on your account"],
    ['RECENT', '/checkout/declined/recent-order', 'checkout: declined: order in last ninety days', 'You already placed an order recently'],
  ])('last name %s leads to %s, and every later step leads there too', async (lastName, path, marker, heading) => {
    const { cookie } = await startOrder();
    await completeThrough('delivery', cookie, { lastName });
    const answer = await (await post('order-form', VALID['order-form']!, cookie)).json();
    expect(answer).toEqual({ success: true, next: path });
    const page = await (await get(path, cookie)).text();
    expect(configOf(page).page).toMatchObject({ type: 'checkout', name: marker });
    expect(page).toContain(`<h1>${heading.replace(/'/g, '&#39;')}</h1>`);
    const later = await get('/checkout/payment', cookie);
    expect(later.headers.get('location')).toBe(path);
    const posted = await post('payment', VALID['payment']!, cookie);
    expect(posted.status).toBe(409);
    expect(await posted.json()).toEqual({ success: false, next: path });
  });

  test('the declined pages are in Spanish on the Spanish site', async () => {
    const page = await (await get('/checkout/declined/recent-order', '', HOSTS.es)).text();
    expect(page).toContain('<h1>Ya hiciste un pedido hace poco</h1>');
  });

  test("idProof 7 is a document to verify: the loader shows DOC_VERIFY_PROCESSING then DOC_VERIFY_SUCCESS", async () => {
    const { cookie } = await startOrder();
    await completeThrough('delivery', cookie);
    const answer = await (await post('order-form', { ...VALID['order-form']!, idProof: '7' }, cookie)).json();
    expect(answer).toEqual({ success: true, next: '/checkout/payment', loader: ['DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS'] });
  });
});

describe('the payment step', () => {
  test("lists the saved cards with the tag each shows: one 'expired', one 'reauthorize'", async () => {
    const { cookie } = await startOrder();
    await completeThrough('order-form', cookie);
    const page = await (await get('/checkout/payment', cookie)).text();
    const cards = JSON.parse(formAttribute(page, 'saved-cards')!) as { id: string; status: string; last4: string }[];
    expect(cards.map((card) => card.status).sort()).toEqual(['expired', 'ok', 'reauthorize']);
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(['brand', 'expMonth', 'expYear', 'id', 'last4', 'status']);
  });
});

describe('the payment step: cards', () => {
  test("the plain form tags the saved cards 'Expired' (not choosable) and 'Reauthorize', in Spanish too", async () => {
    for (const [host, expired, reauthorize] of [[HOSTS.us, 'Expired', 'Reauthorize'], [HOSTS.es, 'Vencida', 'Volver a autorizar']] as const) {
      const { cookie } = await startOrder(host);
      await completeThrough('order-form', cookie, {}, host);
      const page = await (await get('/checkout/payment', cookie, host)).text();
      expect(page).toMatch(new RegExp(`value="c1" disabled><span class="lto-checkout-cards__card">Visa [^<]+ 4242, [^<]+</span><span class="lto-checkout-cards__tag lto-checkout-cards__tag--expired">${expired}</span>`));
      expect(page).toMatch(new RegExp(`value="c2" checked><span class="lto-checkout-cards__card">Mastercard [^<]+ 5454, [^<]+</span><span class="lto-checkout-cards__tag lto-checkout-cards__tag--reauthorize">${reauthorize}</span>`));
    }
  });

  test('the expired card cannot be chosen', async () => {
    const { cookie } = await startOrder();
    await completeThrough('order-form', cookie);
    const response = await post('payment', { paymentCard: 'c1' }, cookie);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ success: false, errors: { paymentCard: 'CHOICE_INVALID' } });
  });

  test("a new card keeps only its last four digits, never the number or the security code", async () => {
    const { cookie, orderId } = await startOrder();
    await completeThrough('order-form', cookie);
    const card = { paymentCard: 'new', cardName: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', cardExpiry: '12/30', cardCvv: '737' };
    expect((await post('payment', card, cookie)).status).toBe(200);
    const row = demo.db.prepare("SELECT values_json FROM checkout_steps WHERE order_id = ? AND step = 'payment'").get(orderId) as { values_json: string };
    const kept = JSON.parse(row.values_json) as Record<string, string>;
    expect(kept).toMatchObject({ paymentCard: 'new', cardLast4: '1111' });
    expect(kept).not.toHaveProperty('cardNumber');
    expect(kept).not.toHaveProperty('cardCvv');
    expect(row.values_json).not.toContain('4111 1111');
    expect(row.values_json).not.toContain('737');
  });
});

describe('POST {logCheckoutDebugMessage} /checkout/log-debug (SPEC 7.4)', () => {
  /** The page's JSON call: same origin, JSON content type. */
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json', headers: { origin: 'http://localhost:4173' } });

  test('stores a message', async () => {
    const response = await demo.request('POST', '/checkout/log-debug', json({ messageType: 'KBA', message: 'questions shown' }));
    expect(await response.json()).toEqual({ success: true });
    expect(demo.db.prepare("SELECT message_type, message FROM checkout_debug_log WHERE message = 'questions shown'").all()).toEqual([
      { message_type: 'KBA', message: 'questions shown' },
    ]);
  });

  test.each([
    ['an SSN', 'ssn 219-09-9999 failed'],
    ['an e-mail', 'user ada@example.com'],
    ['a phone number', 'call (404) 555-0199'],
    ['a date of birth', 'dob 04/12/1990'],
  ])('refuses a message carrying %s and stores nothing', async (_, message) => {
    const response = await demo.request('POST', '/checkout/log-debug', json({ messageType: 'x', message }));
    expect(response.status).toBe(400);
    expect(demo.db.prepare('SELECT 1 FROM checkout_debug_log WHERE message = ?').all(message)).toEqual([]);
  });

  test('refuses a body without messageType and message', async () => {
    expect((await demo.request('POST', '/checkout/log-debug', json({ message: 'hi' }))).status).toBe(400);
    const shopper = await demo.visit();
    expect((await demo.request('POST', '/checkout/log-debug', { body: 'messageType=a&message=b', ...shopper.asPage })).status).toBe(415);
  });

  test('the config block names it', async () => {
    expect(configOf(await (await demo.request('GET', '/')).text()).urls['logCheckoutDebugMessage']).toBe('/checkout/log-debug');
  });
});
