import { afterAll, describe, expect, test } from 'vitest';
import type { CartAnswer, CartCheckoutAnswer } from '../../../src/contracts/cart.js';
import { createTestApp, HOSTS, type Visitor } from '../test-app.js';

const app = createTestApp('lto-demo-cart-');
afterAll(() => app.close());

/** A shopper with a sofa (colour 2, 1 unit) and a recliner (2 units) in the cart, zip 30303. */
async function shopper(host: string = HOSTS.us): Promise<Visitor> {
  const visitor = await app.visit(host);
  await app.request('GET', '/?postalCode=30303', { cookie: visitor.cookie, host });
  await app.request('POST', '/cart/add-set', { cookie: visitor.cookie, host, body: `pid=P1001-2&Quantity=1&pid=P1003&Quantity=2&csrf_token=${visitor.csrf}` });
  return visitor;
}

const update = async (visitor: Visitor, fields: Record<string, string>, host: string = HOSTS.us) =>
  (await (await app.request('POST', '/cart/update', { ...visitor.asPage, host, body: new URLSearchParams({ ...fields, format: 'ajax' }).toString() })).json()) as CartAnswer;
const state = async (visitor: Visitor) => ((await (await app.request('GET', '/cart/state', { cookie: visitor.cookie })).json()) as CartAnswer).cart;

describe('the cart endpoints', () => {
  test('prices each line with its term and quantity, and sums the summary', async () => {
    const cart = await state(await shopper());
    expect(cart.lines.map((l) => [l.pid, l.quantity])).toEqual([['P1001-2', 1], ['P1003', 2]]);
    expect(cart.count).toBe(3);
    for (const line of cart.lines) expect(line.total).toBe(line.monthly * line.term);
    expect(cart.summary.today).toBe(cart.lines.reduce((sum, l) => sum + l.today, 0));
    expect(cart.summary.atDelivery).toBe(cart.lines.reduce((sum, l) => sum + l.monthly, 0));
  });

  test('a line links to the colour it names, and the cart page draws that link', async () => {
    const visitor = await shopper();
    const cart = await state(visitor);
    const sofa = cart.lines.find((l) => l.pid === 'P1001-2')!;
    expect(sofa.variant).not.toBe('');
    expect(sofa.url).toMatch(/^\/p\/P1001\?color=[a-z-]+$/);
    expect(sofa.image).toContain(sofa.url.slice(sofa.url.indexOf('?')));
    const page = await (await app.request('GET', '/cart', { cookie: visitor.cookie })).text();
    expect(page).toContain(`<a class="lto-cart__name" href="${sofa.url}">`);
  });

  test.each(['0', '-1', 'two', '1.5', '99999'])('refuses a quantity of %s and leaves the line as it was', async (quantity) => {
    const visitor = await shopper();
    const answer = await update(visitor, { action: 'update', pid: 'P1003', quantity });
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(/^quantity-(invalid|over-stock)$/);
    expect(answer.cart.lines.find((l) => l.pid === 'P1003')!.quantity).toBe(2);
  });

  test('changes a quantity and a term; saves for later and back; removes', async () => {
    const visitor = await shopper();
    const changed = await update(visitor, { action: 'update', pid: 'P1003', quantity: '3', term: '24' });
    expect(changed.cart.lines[1]).toMatchObject({ quantity: 3, term: 24 });
    expect(changed.cart.summary.monthly.map((m) => m.term)).toEqual([18, 24]);
    const saved = await update(visitor, { action: 'save', pid: 'P1001-2' });
    expect(saved.cart.saved.map((l) => l.pid)).toEqual(['P1001-2']);
    expect(saved.cart.count).toBe(3);
    const back = await update(visitor, { action: 'restore', pid: 'P1001-2' });
    expect(back.cart.lines.map((l) => l.pid)).toEqual(['P1003', 'P1001-2']);
    expect((await update(visitor, { action: 'remove', pid: 'P1003' })).cart.lines.map((l) => l.pid)).toEqual(['P1001-2']);
  });

  test.each([
    ['<script>x</script>', 'coupon-invalid'],
    ['A'.repeat(500), 'coupon-invalid'],
    ['NOPE', 'coupon-unknown'],
    ['SPRING2020', 'coupon-expired'],
  ])('refuses the coupon %s (%s)', async (code, error) => {
    const answer = await update(await shopper(), { action: 'coupon-apply', code });
    expect(answer).toMatchObject({ success: false, error });
    expect(answer.cart.coupon).toBeNull();
  });

  test('SOFA15 is for living room products only; SAVE10 takes 10% off the monthly payments; TAKE20 $20 off today', async () => {
    const visitor = await app.visit();
    await app.request('POST', '/cart/add-set', { cookie: visitor.cookie, body: `pid=P1003&Quantity=1&csrf_token=${visitor.csrf}` });
    const before = await state(visitor);
    const category = (await update(visitor, { action: 'coupon-apply', code: 'sofa15' }));
    // P1003 is a recliner of the living room range, or not: either answer is the coupon's rule.
    expect(category.success || category.error === 'coupon-not-applicable').toBe(true);
    const save = await update(visitor, { action: 'coupon-apply', code: 'save10' });
    expect(save.cart.coupon).toEqual({ code: 'SAVE10' });
    expect(save.cart.lines[0]!.monthly).toBe(before.lines[0]!.monthly - Math.round(before.lines[0]!.monthly / 10));
    expect(save.cart.summary.savings).toBeGreaterThan(0);
    const take = await update(visitor, { action: 'coupon-apply', code: 'TAKE20' });
    expect(take.cart.summary.today).toBe(before.summary.today - 2000);
  });

  describe('a coupon on the living-room set: the lines and the summary agree', () => {
    async function setInCart() {
      const visitor = await app.visit();
      const page = await (await app.request('GET', '/set/living-room', { cookie: visitor.cookie })).text();
      const pids = [...page.matchAll(/<li class="set-item" data-lto-set-item data-pid="([^"]+)"/g)].map((m) => m[1]!);
      expect(pids.length).toBeGreaterThan(1);
      const body = pids.map((pid) => `pid=${pid}&Quantity=1`).join('&');
      await app.request('POST', '/cart/add-set', { cookie: visitor.cookie, body: `${body}&csrf_token=${visitor.csrf}` });
      return { visitor, before: await state(visitor) };
    }
    const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

    test.each(['SOFA15', 'SAVE10'])('%s comes off today’s payment as off the monthly one (the first payment is a monthly payment)', async (code) => {
      const { visitor, before } = await setInCart();
      const after = (await update(visitor, { action: 'coupon-apply', code })).cart;
      expect(after.coupon).toEqual({ code });
      for (const [n, line] of after.lines.entries()) {
        const was = before.lines[n]!;
        expect(line.monthly).toBeLessThan(was.monthly);
        // Where today's payment was the first monthly payment, it still is.
        if (was.today === was.monthly) expect(line.today).toBe(line.monthly);
        expect(line.today).toBeLessThan(was.today);
      }
      expect(after.summary.today).toBe(sum(after.lines.map((l) => l.today)));
      expect(after.summary.atDelivery).toBe(sum(after.lines.map((l) => l.monthly)));
    });

    test('TAKE20 comes off today’s payments of the lines, which add up to today’s total; monthly payments stay', async () => {
      const { visitor, before } = await setInCart();
      const after = (await update(visitor, { action: 'coupon-apply', code: 'TAKE20' })).cart;
      expect(after.summary.today).toBe(before.summary.today - 2000);
      expect(after.summary.today).toBe(sum(after.lines.map((l) => l.today)));
      expect(after.lines.map((l) => l.monthly)).toEqual(before.lines.map((l) => l.monthly));
      expect(after.summary.savings).toBe(2000);
      const page = await (await app.request('GET', '/cart', { cookie: visitor.cookie })).text();
      const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
      expect(page).toContain(`<dd>${money(after.lines[0]!.today)}</dd>`);
    });
  });

  test('checkout makes one order for the version shown, refuses an older version, and WELCOME5 is used once', async () => {
    const visitor = await shopper();
    await update(visitor, { action: 'coupon-apply', code: 'WELCOME5' });
    const shown = await state(visitor);
    const post = async (version: string) =>
      (await (await app.request('POST', '/cart/checkout', { ...visitor.asPage, body: `version=${version}&format=ajax` })).json()) as CartCheckoutAnswer;
    expect(await post('old')).toMatchObject({ success: false, error: 'cart-changed' });
    const first = await post(shown.version);
    const again = await post(shown.version);
    expect(first).toMatchObject({ success: true, zip: '30303', groupSku: 'P1001' });
    expect(again.orderID).toBe(first.orderID);
    await update(visitor, { action: 'coupon-remove' });
    expect(await update(visitor, { action: 'coupon-apply', code: 'WELCOME5' })).toMatchObject({ success: false, error: 'coupon-used' });
  });

  test('a preferred store that is no more does not stop the order: the store nearest the zip serves it', async () => {
    const visitor = await shopper();
    const { version } = await state(visitor);
    const answer = (await (await app.request('POST', '/cart/checkout', { ...visitor.asPage, body: `version=${version}&storeId=S-closed&format=ajax` })).json()) as CartCheckoutAnswer;
    expect(answer).toMatchObject({ success: true, zip: '30303' });
    expect(answer.storeId).toMatch(/\S/);
    expect(answer.storeId).not.toBe('S-closed');
  });

  test('without script: a refusal draws the page again with the message, and checkout goes to step 1 with the order cookies', async () => {
    const visitor = await shopper();
    const refused = await app.request('POST', '/cart/update', { cookie: visitor.cookie, body: `action=update&pid=P1003&quantity=0&csrf_token=${visitor.csrf}` });
    const page = await refused.text();
    expect(page).toContain('Enter a quantity from 1 to');
    expect(page).toMatch(/id="cart-quantity-P1003" name="quantity"[^>]*value="2" aria-invalid="true"/);
    const version = /name="version" value="([^"]+)"/.exec(page)![1]!;
    const done = await app.request('POST', '/cart/checkout', { cookie: visitor.cookie, body: `version=${version}&csrf_token=${visitor.csrf}` });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/checkout/delivery');
    expect(done.headers.getSetCookie().some((line) => line.startsWith('orderId=ORD-'))).toBe(true);
  });

  test("'Continue shopping' goes back to the category last visited (lastVisitedCategory), else home; in Spanish 'Seguir comprando'", async () => {
    const continueLink = async (cookie: string, host: string = HOSTS.us) => {
      const page = await (await app.request('GET', '/cart', { cookie, host })).text();
      return /<p class="cart-continue"><a href="([^"]*)">([^<]*)<\/a><\/p>/.exec(page)?.slice(1);
    };
    const { cookie } = await shopper();
    expect(await continueLink(`${cookie}; lastVisitedCategory=living-room`)).toEqual(['/c/living-room', 'Continue shopping']);
    expect(await continueLink(cookie), 'no category visited yet').toEqual(['/', 'Continue shopping']);
    expect(await continueLink(`${cookie}; lastVisitedCategory=%22%3E%3Cscript%3E`), 'not a category of the site').toEqual(['/', 'Continue shopping']);
    const empty = await app.visit(HOSTS.es);
    expect(await continueLink(`${empty.cookie}; lastVisitedCategory=bedroom`, HOSTS.es)).toEqual(['/c/bedroom', 'Seguir comprando']);
  });

  test('the page in Spanish and in Canada (C$), and the header count', async () => {
    const es = await shopper(HOSTS.es);
    const spanish = await (await app.request('GET', '/cart', { cookie: es.cookie, host: HOSTS.es })).text();
    expect(spanish).toContain('Continuar con la compra');
    expect(spanish).toContain('(<span data-lto-cart-count>3</span>)');
    const ca = await shopper(HOSTS.ca);
    expect(await (await app.request('GET', '/cart', { cookie: ca.cookie, host: HOSTS.ca })).text()).toMatch(/<dd>C\$\d/);
  });
});
