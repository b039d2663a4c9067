import { afterAll, describe, expect, test } from 'vitest';
import type { Cart, CartAnswer, CartCheckoutAnswer } from '../../../src/contracts/cart.js';
import { WALLET_TOKEN_LIFETIME_MS } from '../../../src/contracts/wallet.js';
import { localOrigins, parseOrigins } from '../origins.js';
import { createTestApp, HOSTS, type Visitor } from '../test-app.js';
import { walletProvider } from '../wallet-provider.js';

const app = createTestApp('lto-demo-cart-wallet-');
afterAll(() => app.close());

const WALLET = 'wallet.localhost:4173';
const WALLET_ORIGIN = `http://${WALLET}`;
const STORE = 'http://localhost:4173';

/** A shopper with a sofa and two recliners in the cart, zip 30303. */
async function shopper(host: string = HOSTS.us): Promise<Visitor> {
  const visitor = await app.visit(host);
  await app.request('GET', '/?postalCode=30303', { cookie: visitor.cookie, host });
  await app.request('POST', '/cart/add-set', { cookie: visitor.cookie, host, body: `pid=P1001-2&Quantity=1&pid=P1003&Quantity=2&csrf_token=${visitor.csrf}` });
  return visitor;
}
const state = async (visitor: Visitor) => ((await (await app.request('GET', '/cart/state', { cookie: visitor.cookie })).json()) as CartAnswer).cart;

/** The charge the cart's sheet asks for, as query or form fields. */
const charge = (cart: Cart, overrides: Record<string, string> = {}) => ({
  amount: String(cart.summary.today),
  currency: 'USD',
  lang: 'en',
  merchant: STORE,
  reference: cart.version,
  state: 'abc123',
  ...overrides,
});

/** What the sheet's Approve does: the wallet's own page posts the card chosen, and gets a token. */
async function approve(fields: Record<string, string>, origin = WALLET_ORIGIN): Promise<Response> {
  return app.request('POST', '/v1/approve', { host: WALLET, headers: { origin }, body: new URLSearchParams({ card: 'card-visa', ...fields }).toString() });
}
const tokenFor = async (fields: Record<string, string>) => ((await (await approve(fields)).json()) as { token: string }).token;

const pay = async (visitor: Visitor, fields: Record<string, string>) =>
  (await (await app.request('POST', '/cart/wallet', { ...visitor.asPage, body: new URLSearchParams({ ...fields, format: 'ajax' }).toString() })).json()) as CartCheckoutAnswer;

describe("the wallet provider's stand-in", () => {
  test.each([
    ['en', 'USD', 'Pay with Demo Wallet', 'Visa ending 4242', '$123.45'],
    ['es', 'USD', 'Paga con Demo Wallet', 'Visa terminada en 4242', '$123.45'],
    ['en', 'CAD', 'Pay with Demo Wallet', 'Mastercard ending 4444', 'C$123.45'],
  ])('draws the sheet in %s for %s: the amount and the stored cards, no card number field', async (lang, currency, heading, card, amount) => {
    const response = await app.request('GET', `/v1/sheet?${new URLSearchParams({ amount: '12345', currency, lang, merchant: STORE, reference: 'v1', state: 's1' })}`, { host: WALLET });
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain(`<html lang="${lang}">`);
    expect(page).toContain(heading);
    expect(page).toContain(card);
    expect(page).toContain(amount);
    expect(page).not.toMatch(/type="(text|tel|number)"/);
    // It keeps its opener (the store's page) so it can answer it.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  test("answers the browser's request for its icon with nothing, never a 404 in the sheet's console", async () => {
    expect((await app.request('GET', '/favicon.ico', { host: WALLET })).status).toBe(204);
  });

  test('refuses a sheet for a merchant it does not know, or a malformed amount', async () => {
    for (const query of [{ merchant: 'https://evil.example' }, { amount: '-5' }, { currency: 'EUR' }]) {
      const params = new URLSearchParams({ amount: '100', currency: 'USD', lang: 'en', merchant: STORE, reference: 'v1', state: 's1', ...query });
      const response = await app.request('GET', `/v1/sheet?${params}`, { host: WALLET });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This payment request is not valid.');
    }
  });

  test("issues a token to its own page only, for a stored card", async () => {
    const fields = { amount: '100', currency: 'USD', merchant: STORE, reference: 'v1', state: 's1' };
    expect((await approve(fields, STORE)).status).toBe(403);
    expect((await approve({ ...fields, card: '4242424242424242' })).status).toBe(400);
    expect(await tokenFor(fields)).toMatch(/^wt_[0-9a-f]{32}$/);
  });

  test('a token is redeemed once, for its very charge, within its lifetime', () => {
    let now = 1_000_000;
    const { app: wallet, provider } = walletProvider(parseOrigins(localOrigins(4173)), () => now);
    const issue = async () =>
      ((await (
        await wallet.request('/v1/approve', { method: 'POST', headers: { origin: WALLET_ORIGIN }, body: new URLSearchParams({ amount: '500', currency: 'USD', merchant: STORE, reference: 'v9', state: 's', card: 'card-visa' }) })
      ).json()) as { token: string }).token;
    const expected = { merchant: STORE, amount: 500, currency: 'USD', reference: 'v9' };
    return (async () => {
      const token = await issue();
      expect(provider.redeem(token, { ...expected, amount: 499 })).toBe('refused');
      // Spent by that attempt: the right charge cannot follow it.
      expect(provider.redeem(token, expected)).toBe('refused');
      const fresh = await issue();
      expect(provider.redeem(fresh, expected)).toBe('ok');
      expect(provider.redeem(fresh, expected)).toBe('refused');
      const old = await issue();
      now += WALLET_TOKEN_LIFETIME_MS + 1;
      expect(provider.redeem(old, expected)).toBe('expired');
    })();
  });
});

describe('POST /cart/wallet', () => {
  test('the cart page lets its pop-up talk back, names the sheet in its config block and draws the wallet button; other pages keep their strict opener policy', async () => {
    const visitor = await shopper();
    const response = await app.request('GET', '/cart', { cookie: visitor.cookie });
    const page = await response.text();
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page).toContain(`"walletSheet":"${WALLET_ORIGIN}/v1/sheet"`);
    expect(page).toContain('"cartWallet":"/cart/wallet"');
    expect(page).toContain('<button class="lto-button lto-cart__wallet" type="button" data-lto-needs-script>Checkout with a wallet</button>');
    // Nothing of the store's page loads from or connects to the wallet: its CSP does not name it.
    expect(response.headers.get('content-security-policy')).not.toContain('wallet.localhost');
    expect((await app.request('GET', '/', { cookie: visitor.cookie })).headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  test("makes one order from the cart with an approved token, as 'Proceed to checkout' does; paying again for the same cart answers that order and asks the wallet nothing", async () => {
    const visitor = await shopper();
    const cart = await state(visitor);
    const token = await tokenFor(charge(cart));
    const paid = await pay(visitor, { token, version: cart.version });
    expect(paid).toMatchObject({ success: true, zip: '30303', groupSku: 'P1001' });
    expect(paid.orderID).toMatch(/^ORD-/);
    // Back to the unchanged cart, and the wallet again: the order already made, no second payment
    // taken (the wallet is not asked: a token that was never issued gets the same answer).
    const again = await tokenFor(charge(cart));
    expect(await pay(visitor, { token: again, version: cart.version })).toMatchObject({ success: true, orderID: paid.orderID });
    expect(await pay(visitor, { token: `wt_${'1'.repeat(32)}`, version: cart.version })).toMatchObject({ success: true, orderID: paid.orderID });
    // The cart changed: a new order needs a payment of its own, and a spent token is refused.
    await app.request('POST', '/cart/update', { ...visitor.asPage, body: 'action=update&pid=P1003&quantity=1&format=ajax' });
    const changed = await state(visitor);
    expect(await pay(visitor, { token, version: changed.version })).toMatchObject({ success: false, error: 'wallet-refused' });
  });

  test.each([
    ['another amount', { amount: '1' }],
    ['another store', { merchant: 'http://es.localhost:4173' }],
  ])('refuses a token issued for %s and leaves the cart as it was', async (_, overrides) => {
    const visitor = await shopper();
    const cart = await state(visitor);
    const token = await tokenFor(charge(cart, overrides));
    const answer = await pay(visitor, { token, version: cart.version });
    expect(answer).toMatchObject({ success: false, error: 'wallet-refused' });
    expect(answer.orderID).toBeUndefined();
    expect(await state(visitor)).toEqual(cart);
  });

  test('refuses a made-up or malformed token; a token for a cart changed since is cart-changed, with the cart as it is now', async () => {
    const visitor = await shopper();
    const cart = await state(visitor);
    expect(await pay(visitor, { token: `wt_${'0'.repeat(32)}`, version: cart.version })).toMatchObject({ success: false, error: 'wallet-refused' });
    expect(await pay(visitor, { token: '<script>', version: cart.version })).toMatchObject({ success: false, error: 'wallet-refused' });
    const token = await tokenFor(charge(cart));
    await app.request('POST', '/cart/update', { ...visitor.asPage, body: 'action=update&pid=P1003&quantity=1&format=ajax' });
    const changed = await pay(visitor, { token, version: cart.version });
    expect(changed).toMatchObject({ success: false, error: 'cart-changed' });
    expect(changed.cart!.count).toBe(2);
  });

  test('refuses a post without the session token (CSRF), as the other cart posts', async () => {
    const visitor = await shopper();
    const cart = await state(visitor);
    const token = await tokenFor(charge(cart));
    const response = await app.request('POST', '/cart/wallet', { cookie: visitor.cookie, body: `token=${token}&version=${cart.version}&format=ajax` });
    expect(response.status).toBe(403);
  });
});
