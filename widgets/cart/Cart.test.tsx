import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGE_EVENT, type Cart, type CartAnswer, type CartCheckoutAnswer } from '../../src/contracts/cart';
import { ONE_LINE_CART, TWO_TERMS_CART } from '../../stories/support/cart';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';

const WALLET = 'http://wallet.localhost:4173';
const URLS = {
  cartState: '/cart/state',
  cartUpdate: '/cart/update',
  cartCheckout: '/cart/checkout',
  checkoutStart: '/checkout/delivery',
  cartWallet: '/cart/wallet',
  walletSheet: `${WALLET}/v1/sheet`,
};
const ORDER_COOKIES = ['orderId', 'myZip', 'myStore', 'myState', 'myGroupSku'];

type Call = { path: string; form: Record<string, string> };

/** The platform: each call recorded with its form; the cart answered as `cart` unless scripted. */
function cartServer(cart: Cart = TWO_TERMS_CART) {
  return fakeServer<Call>({
    record: async (url, request) => ({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) }),
    fallback: () => ({ body: { success: true, cart } satisfies CartAnswer }),
  });
}

const attr = (cart: Cart) => `cart='${JSON.stringify(cart).replace(/'/g, '&#39;')}'`;
const line = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const inLine = (name: string) => within(line(name));
const updates = (server: { calls: Call[] }) => server.calls.filter((call) => call.path !== URLS.cartState);
/** The cart's own notice above the lines (the page's live regions are alerts too). */
const notice = () => document.querySelector('.lto-cart__notice');
const liveText = () => [...document.querySelectorAll('[data-lto-live-region]')].map((region) => region.textContent).join(' ');

/** The two-line cart after a change of the recliner's quantity to 3. */
const afterUpdate: Cart = {
  ...TWO_TERMS_CART,
  version: 'v-after-update',
  count: 4,
  lines: TWO_TERMS_CART.lines.map((l) => (l.pid === 'P1003' ? { ...l, quantity: 3, monthly: 18627, today: 20697, total: 223524 } : l)),
};

describe('<lto-cart>', () => {
  beforeEach(() => writeConfig({ urls: URLS, page: { type: 'cart', zip: '30303', storeId: '' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of ORDER_COOKIES) Cookies.remove(name, { path: '/' });
  });

  describe('server markup', () => {
    it('draws exactly the cart the server drew: two terms, a saved line and a coupon (markup.html)', async () => {
      const { server, drawn } = await drawOver('lto-cart', attr(TWO_TERMS_CART), markupFixture(import.meta.url));
      expect(server.join('\n')).toContain('Monthly total, 12 MONTHS');
      expect(drawn).toEqual(server);
    });

    it('draws an empty cart as the server did (markup-empty.html)', async () => {
      const empty = { ...ONE_LINE_CART, version: 'e', lines: [], count: 0, summary: { monthly: [], today: 0, atDelivery: 0, savings: 0 } };
      const { server, drawn } = await drawOver('lto-cart', attr(empty), markupFixture(import.meta.url, 'markup-empty.html'));
      expect(drawn).toEqual(server);
    });
  });

  it('updates a quantity in one request, announces it politely, keeps focus and moves the header count', async () => {
    const server = cartServer(afterUpdate);
    document.body.innerHTML = '<a href="/cart">Cart (<span data-lto-cart-count>3</span>)</a>';
    const changes: unknown[] = [];
    listenOnDocument(CART_CHANGE_EVENT, (event) => changes.push(event.detail));
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    const quantity = inLine('Dorset Power Recliner').getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    const update = inLine('Dorset Power Recliner').getByRole('button', { name: 'Update' });
    server.hold();
    await userEvent.dblClick(update);
    await server.release();

    await waitFor(() => expect(inLine('Dorset Power Recliner').getByText('$186.27')).toBeInTheDocument());
    expect(updates(server)).toEqual([{ path: URLS.cartUpdate, form: { pid: 'P1003', quantity: '3', term: '12', action: 'update', format: 'ajax' } }]);
    expect(update).toHaveFocus();
    expect(document.querySelector('[data-lto-cart-count]')).toHaveTextContent('4');
    expect(changes).toEqual([{ count: 4, version: 'v-after-update' }]);
    await waitFor(() => expect(liveText()).toContain('Dorset Power Recliner: quantity 3, 12 MONTHS. Monthly payment $186.27.'));
  });

  it.each([
    ['0', 'Enter a quantity from 1 to 39.'],
    ['-2', 'Enter a quantity from 1 to 39.'],
    ['two', 'Enter a quantity from 1 to 39.'],
    ['40', 'Only 39 available: enter a quantity from 1 to 39.'],
  ])('refuses a quantity of %s with a message beside the line, sends nothing and leaves the line as it was', async (typed, message) => {
    const server = cartServer();
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    const quantity = inLine('Dorset Power Recliner').getByRole('spinbutton', { name: 'Quantity' });
    // A number field takes only what it can hold as typed text: set the value as a paste would.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, typed);
    await userEvent.click(inLine('Dorset Power Recliner').getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(message));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // The refused field takes the focus, and the problem is said assertively (SPEC 5).
    expect(quantity).toHaveFocus();
    await waitFor(() => expect(document.querySelector('[data-lto-live-region="assertive"]')).toHaveTextContent(message));
    expect(updates(server)).toEqual([]);
    // Its monthly and today's payments (SAVE10 comes off both) as they were.
    expect(inLine('Dorset Power Recliner').getAllByText('$124.18')).toHaveLength(2);
  });

  it("shows the server's refusal of a quantity above the stock beside the line", async () => {
    const server = cartServer();
    server.answer(URLS.cartUpdate, { body: { success: false, error: 'quantity-over-stock', cart: TWO_TERMS_CART } satisfies CartAnswer });
    await mount(`<lto-cart ${attr({ ...TWO_TERMS_CART, lines: TWO_TERMS_CART.lines.map((l) => ({ ...l, stock: 99 })) })}></lto-cart>`);
    const quantity = inLine('Garrison Sofa').getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50{Enter}');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Only 7 available: enter a quantity from 1 to 7.'));
    expect(updates(server)).toHaveLength(1);
  });

  it('asks before removing a line, then removes it and moves focus to the next line', async () => {
    const server = cartServer();
    const removed: Cart = { ...TWO_TERMS_CART, version: 'r', lines: TWO_TERMS_CART.lines.slice(1), count: 2 };
    server.answer(URLS.cartUpdate, { body: { success: true, cart: removed } });
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    await userEvent.click(inLine('Garrison Sofa').getByRole('button', { name: 'Remove' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove this item?' });
    expect(question).toHaveAccessibleDescription('Garrison Sofa will be taken out of your cart.');
    expect(within(question).getByRole('button', { name: 'Keep it' }), 'focus on the answer that changes nothing').toHaveFocus();
    expect(updates(server), 'nothing sent before the answer').toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Garrison Sofa' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Dorset Power Recliner' })).toHaveFocus();
    await waitFor(() => expect(liveText()).toContain('Garrison Sofa removed from your cart.'));
    expect(updates(server)[0]!.form).toEqual({ pid: 'P1001-2', action: 'remove', format: 'ajax' });
  });

  it('keeps the line when the shopper answers Keep it or presses Escape, focus back on Remove', async () => {
    const server = cartServer();
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    const remove = inLine('Garrison Sofa').getByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates(server)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Garrison Sofa' })).toBeInTheDocument();
  });

  it('asks before removing a saved item, in Spanish on the Spanish site', async () => {
    writeConfig({ urls: URLS, locale: 'es-US', page: { type: 'cart', zip: '30303', storeId: '' } });
    const server = cartServer();
    const saved = TWO_TERMS_CART.saved[0]!;
    server.answer(URLS.cartUpdate, { body: { success: true, cart: { ...TWO_TERMS_CART, version: 'x', saved: TWO_TERMS_CART.saved.slice(1) } } });
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    await userEvent.click(inLine(saved.name).getByRole('button', { name: 'Eliminar' }));
    const question = screen.getByRole('alertdialog', { name: '¿Eliminar este artículo?' });
    expect(question).toHaveAccessibleDescription(`${saved.name} se quitará de tus artículos guardados.`);
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: saved.name })).toBeNull());
    expect(updates(server)[0]!.form).toEqual({ pid: saved.pid, action: 'remove-saved', format: 'ajax' });
  });

  it('saves a line for later and moves it back, the saved list following', async () => {
    const server = cartServer();
    const sofa = TWO_TERMS_CART.lines[0]!;
    const saved: Cart = { ...TWO_TERMS_CART, version: 's', lines: TWO_TERMS_CART.lines.slice(1), saved: [...TWO_TERMS_CART.saved, sofa], count: 2 };
    server.answer(URLS.cartUpdate, { body: { success: true, cart: saved } }, { body: { success: true, cart: TWO_TERMS_CART } });
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    await userEvent.click(inLine('Garrison Sofa').getByRole('button', { name: 'Save for later' }));
    const savedList = await screen.findByRole('region', { name: 'Saved for later' });
    await waitFor(() => expect(within(savedList).getByRole('link', { name: 'Garrison Sofa' })).toBeInTheDocument());
    await userEvent.click(within(line('Garrison Sofa')).getByRole('button', { name: 'Move to cart' }));
    await waitFor(() => expect(inLine('Garrison Sofa').getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus());
    expect(updates(server).map((call) => call.form['action'])).toEqual(['save', 'restore']);
  });

  it('keeps the cart as it was and says so when a request fails', async () => {
    const server = cartServer();
    server.answer(URLS.cartUpdate, 'network-error');
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    await userEvent.click(inLine('Garrison Sofa').getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Your cart could not be updated, so nothing changed. Please try again.'));
    expect(screen.getByRole('link', { name: 'Garrison Sofa' })).toBeInTheDocument();
    // Said once, by the notice (an alert): not again by the page's live regions.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(liveText()).not.toContain('could not be updated');
  });

  it('a bad answer is a failure too: the cart stays', async () => {
    const server = cartServer();
    server.answer(URLS.cartUpdate, { body: '<html>oops</html>', contentType: 'text/html' });
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    await userEvent.click(inLine('Garrison Sofa').getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Your cart could not be updated'));
    expect(screen.getByRole('link', { name: 'Garrison Sofa' })).toBeInTheDocument();
  });

  describe('coupon code', () => {
    it.each([
      ['<b>x</b>', '“<b>x</b>” is not a coupon code: codes are letters and digits.'],
      ['', 'Enter a coupon code, then press Apply.'],
    ])('refuses %s as text, beside the field, without sending it', async (code, message) => {
      const server = cartServer();
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      const field = screen.getByRole('textbox', { name: 'Coupon code' });
      await userEvent.click(field);
      if (code) await userEvent.paste(code);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(document.querySelector('b')).toBeNull();
      expect(updates(server)).toEqual([]);
    });

    it('takes no more than the 32 characters a code can have: a long paste is cut there', async () => {
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      const field = screen.getByRole('textbox', { name: 'Coupon code' });
      await userEvent.click(field);
      await userEvent.paste('A'.repeat(500));
      expect(field).toHaveValue('A'.repeat(32));
    });

    it.each([
      ['coupon-expired', 'Coupon SPRING2020 has expired.'],
      ['coupon-not-applicable', 'Coupon SPRING2020 is not for the products in your cart.'],
      ['coupon-used', 'Coupon SPRING2020 has already been used.'],
    ] as const)("shows the server's answer %s beside the field", async (error, message) => {
      const server = cartServer(ONE_LINE_CART);
      server.answer(URLS.cartUpdate, { body: { success: false, error, cart: ONE_LINE_CART } });
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SPRING2020{Enter}');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(message));
      expect(updates(server)[0]!.form).toEqual({ code: 'SPRING2020', action: 'coupon-apply', format: 'ajax' });
    });

    it('applies a valid code and updates the prices without a reload, then removes it', async () => {
      const withCoupon: Cart = { ...ONE_LINE_CART, version: 'c', coupon: { code: 'SAVE10' }, lines: ONE_LINE_CART.lines.map((l) => ({ ...l, monthly: 8369, total: 150642 })), summary: { ...ONE_LINE_CART.summary, savings: 16740 } };
      const server = cartServer();
      server.answer(URLS.cartUpdate, { body: { success: true, cart: withCoupon } }, { body: { success: true, cart: ONE_LINE_CART } });
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'save10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription('Coupon SAVE10 applied.'));
      expect(screen.getByText('Coupon savings').nextSibling).toHaveTextContent('-$167.40');
      await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
      await waitFor(() => expect(screen.queryByText('Coupon savings')).toBeNull());
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
    });
  });

  describe('proceed to checkout', () => {
    function stubLocation() {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, href: 'http://localhost:3000/cart?utm_source=mail', assign });
      return assign;
    }

    it('reads the cart again, makes the order once, writes the order cookies and goes to the first step', async () => {
      const server = cartServer();
      server.answer(URLS.cartCheckout, { body: { success: true, orderID: 'ORD-77', storeId: 'C101', stateCode: 'GA', zip: '30303', groupSku: 'P1001' } satisfies CartCheckoutAnswer });
      const assign = stubLocation();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      server.hold();
      await userEvent.dblClick(screen.getByRole('button', { name: 'Proceed to checkout' }));
      await server.release();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
      expect(server.calls.map((call) => call.path)).toEqual([URLS.cartState, URLS.cartCheckout]);
      expect(server.calls[1]!.form).toEqual({ version: TWO_TERMS_CART.version, zipCode: '30303', storeId: '', format: 'ajax' });
      expect(Cookies.get()).toMatchObject({ orderId: 'ORD-77', myZip: '30303', myStore: 'C101', myState: 'GA', myGroupSku: 'P1001', UtmSource: 'mail' });
    });

    it('a cart changed in another tab is drawn again with the changed price pointed out, and nothing is ordered', async () => {
      const dearer: Cart = { ...TWO_TERMS_CART, version: 'v-dearer', lines: TWO_TERMS_CART.lines.map((l) => (l.pid === 'P1001-2' ? { ...l, monthly: 9000 } : l)) };
      const server = cartServer(dearer);
      const assign = stubLocation();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
      expect(await screen.findByText('The price changed: it was $83.69 a month.')).toBeInTheDocument();
      expect(notice()).toHaveTextContent('Your cart changed since this page was opened: check it, then proceed again.');
      expect(inLine('Garrison Sofa').getByText('$90.00')).toBeInTheDocument();
      expect(server.calls.map((call) => call.path)).toEqual([URLS.cartState]);
      expect(assign).not.toHaveBeenCalled();
    });

    it("the server's own cart-changed answer is shown the same way", async () => {
      const server = cartServer();
      const other: Cart = { ...TWO_TERMS_CART, version: 'v-other', lines: TWO_TERMS_CART.lines.slice(0, 1), count: 1 };
      server.answer(URLS.cartCheckout, { body: { success: false, error: 'cart-changed', cart: other } satisfies CartCheckoutAnswer });
      stubLocation();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Dorset Power Recliner' })).toBeNull());
      expect(notice()).toHaveTextContent('Your cart changed');
    });
  });

  describe('checkout with a wallet', () => {
    const TOKEN = `wt_${'a'.repeat(32)}`;

    /** The wallet's pop-up as the page sees it, and what the page asked window.open for. */
    function stubWallet({ blocked = false } = {}) {
      const popup = { closed: false, focus: vi.fn(), close: vi.fn(() => (popup.closed = true)) };
      const open = vi.spyOn(window, 'open').mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
      const assign = vi.fn();
      vi.stubGlobal('location', { href: 'http://localhost:4173/cart', origin: 'http://localhost:4173', assign });
      const sheet = () => new URL(String(open.mock.calls[0]![0]));
      /** The sheet's answer, as window.opener.postMessage delivers it. */
      const say = (data: unknown, origin = WALLET) => window.dispatchEvent(new MessageEvent('message', { origin, data }));
      return { popup, open, assign, sheet, say };
    }
    afterEach(() => vi.restoreAllMocks());

    it("opens one sheet for today's total of the cart shown, hears only its own sheet, and makes the order with its token", async () => {
      const server = cartServer();
      server.answer(URLS.cartWallet, { body: { success: true, orderID: 'ORD-88', storeId: 'C101', stateCode: 'GA', zip: '30303', groupSku: 'P1001' } satisfies CartCheckoutAnswer });
      const wallet = stubWallet();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      const button = screen.getByRole('button', { name: 'Checkout with a wallet' });
      await userEvent.dblClick(button);
      expect(wallet.open).toHaveBeenCalledTimes(1);
      expect(wallet.popup.focus).toHaveBeenCalled();
      const sheet = wallet.sheet();
      expect(sheet.origin + sheet.pathname).toBe(URLS.walletSheet);
      expect(Object.fromEntries(sheet.searchParams)).toEqual({
        amount: String(TWO_TERMS_CART.summary.today),
        currency: 'USD',
        lang: 'en',
        merchant: 'http://localhost:4173',
        reference: TWO_TERMS_CART.version,
        state: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      // Beside the button (the page's live region says it too, once its short wait is over).
      expect(within(document.querySelector('lto-cart')!).getByText('The wallet window is open: approve or cancel the payment there.')).toBeInTheDocument();
      const state = sheet.searchParams.get('state');
      // Another origin, another state, another shape: not the sheet's answer.
      wallet.say({ source: 'lto-wallet', state, status: 'approved', token: TOKEN }, 'http://evil.example');
      wallet.say({ source: 'lto-wallet', state: 'not-mine', status: 'approved', token: TOKEN });
      wallet.say({ source: 'lto-wallet', state, status: 'approved', token: '4242424242424242' });
      wallet.say(`{"status":"approved","token":"${TOKEN}"}`);
      expect(updates(server)).toEqual([]);
      wallet.say({ source: 'lto-wallet', state, status: 'approved', token: TOKEN });
      await waitFor(() => expect(wallet.assign).toHaveBeenCalledWith('/checkout/delivery'));
      expect(updates(server)).toEqual([{ path: URLS.cartWallet, form: { token: TOKEN, version: TWO_TERMS_CART.version, zipCode: '30303', storeId: '', format: 'ajax' } }]);
      expect(Cookies.get()).toMatchObject({ orderId: 'ORD-88', myZip: '30303', myStore: 'C101', myState: 'GA', myGroupSku: 'P1001' });
    });

    it('an approval that comes while another change of the cart is under way waits for it, and is not dropped', async () => {
      const server = cartServer();
      server.answer(URLS.cartWallet, { body: { success: true, orderID: 'ORD-89', storeId: 'C101', stateCode: 'GA', zip: '30303', groupSku: 'P1001' } satisfies CartCheckoutAnswer });
      const wallet = stubWallet();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      server.hold();
      await userEvent.click(inLine('Garrison Sofa').getByRole('button', { name: 'Save for later' }));
      wallet.say({ source: 'lto-wallet', state: wallet.sheet().searchParams.get('state'), status: 'approved', token: TOKEN });
      expect(updates(server).map((call) => call.path)).toEqual([URLS.cartUpdate]);
      await server.release();
      await waitFor(() => expect(wallet.assign).toHaveBeenCalledWith('/checkout/delivery'));
      expect(updates(server).map((call) => call.path)).toEqual([URLS.cartUpdate, URLS.cartWallet]);
    });

    it('a cancelled sheet, or its window closed, leaves the cart as it was and says so politely', async () => {
      const server = cartServer();
      const wallet = stubWallet();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      wallet.say({ source: 'lto-wallet', state: wallet.sheet().searchParams.get('state'), status: 'cancelled' });
      const cancelled = 'The wallet payment was cancelled. Your cart is as it was.';
      expect(await screen.findByText(cancelled)).toBeInTheDocument();
      await waitFor(() => expect(liveText()).toContain(cancelled));
      // Again, and this time the shopper closes the window.
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      expect(wallet.open).toHaveBeenCalledTimes(2);
      expect(screen.queryByText(cancelled)).toBeNull();
      wallet.popup.closed = true;
      expect(await screen.findByText(cancelled, {}, { timeout: 3000 })).toBeInTheDocument();
      expect(updates(server)).toEqual([]);
      expect(notice()).toHaveTextContent('');
      expect(document.querySelectorAll('.lto-cart > .lto-cart__lines > li')).toHaveLength(TWO_TERMS_CART.lines.length);
      expect(wallet.assign).not.toHaveBeenCalled();
    });

    it.each([
      ['wallet-refused', 'The wallet payment was not accepted, so nothing was ordered and your cart is as it was. Try the wallet again, or proceed to checkout.'],
      ['wallet-expired', 'The wallet approval expired, so nothing was ordered and your cart is as it was. Try the wallet again.'],
    ] as const)('a token the server refuses (%s) orders nothing and says why above the cart', async (error, message) => {
      const server = cartServer();
      server.answer(URLS.cartWallet, { body: { success: false, error, cart: TWO_TERMS_CART } satisfies CartCheckoutAnswer });
      const wallet = stubWallet();
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      wallet.say({ source: 'lto-wallet', state: wallet.sheet().searchParams.get('state'), status: 'approved', token: TOKEN });
      await waitFor(() => expect(notice()).toHaveTextContent(message));
      expect(wallet.assign).not.toHaveBeenCalled();
      expect(Cookies.get('orderId')).toBeUndefined();
      expect(document.querySelectorAll('.lto-cart > .lto-cart__lines > li')).toHaveLength(TWO_TERMS_CART.lines.length);
    });

    it('with no zip known, asks for one before opening the sheet: no payment is approved for an order that cannot be made', async () => {
      cartServer();
      const wallet = stubWallet();
      writeConfig({ urls: URLS, page: { type: 'cart', zip: '', storeId: '' } });
      const asked = vi.fn();
      document.addEventListener('lto:zip-modal-open', asked);
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      document.removeEventListener('lto:zip-modal-open', asked);
      expect(asked).toHaveBeenCalledTimes(1);
      expect(wallet.open).not.toHaveBeenCalled();
    });

    it('draws no wallet button where the platform has no wallet provider (no walletSheet or cartWallet)', async () => {
      cartServer();
      const { walletSheet: _sheet, ...noSheet } = URLS;
      writeConfig({ urls: noSheet, page: { type: 'cart', zip: '30303', storeId: '' } });
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Checkout with a wallet' })).toBeNull();
    });

    it('a blocked pop-up is said, and the wallet can be tried again', async () => {
      cartServer();
      stubWallet({ blocked: true });
      await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      expect(within(document.querySelector('lto-cart')!).getByText('The wallet window could not open. Allow pop-ups for this site, or proceed to checkout.')).toBeInTheDocument();
    });

    it('in Spanish, the sheet is asked for in Spanish; in Canada, in C$', async () => {
      cartServer();
      const wallet = stubWallet();
      writeConfig({ urls: URLS, locale: 'es-US', page: { type: 'cart', zip: '30303', storeId: '' } });
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Pagar con una billetera digital' }));
      expect(wallet.sheet().searchParams.get('lang')).toBe('es');
      expect(screen.getByText('La ventana de la billetera está abierta: aprueba o cancela el pago allí.')).toBeInTheDocument();
      writeConfig({ urls: URLS, locale: 'en-CA', country: 'CA', currency: 'CAD', page: { type: 'cart', zip: 'M5V 3L9', storeId: '' } });
      await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
      await userEvent.click(screen.getByRole('button', { name: 'Checkout with a wallet' }));
      expect(new URL(String(wallet.open.mock.calls[1]![0])).searchParams.get('currency')).toBe('CAD');
    });
  });

  it("tells an approved shopper whether the cart's monthly payments together fit what is left of their Leasing Power, and follows the quantity", async () => {
    const decision = { approvalDetermination: 'Approved', remainingLeasingPower: 150, expirationDateValue: '2099-12-31' };
    writeConfig({ urls: URLS, page: { type: 'cart', zip: '30303', storeId: '' }, decision });
    cartServer({ ...afterUpdate, summary: { ...afterUpdate.summary, atDelivery: 8369 + 18627 } });
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    // $83.69 and $124.18 a month each fit $150.00 alone; together ($207.87) they are $57.87 over.
    const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary().getByText('$57.87/mo over your Leasing Power')).toBeInTheDocument();
    expect(screen.queryByText(/Fits your/)).toBeNull();
    const quantity = inLine('Dorset Power Recliner').getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(inLine('Dorset Power Recliner').getByRole('button', { name: 'Update' }));
    // $83.69 + $186.27 a month: over by $119.96.
    expect(await summary().findByText('$119.96/mo over your Leasing Power')).toBeInTheDocument();
    expect(document.querySelectorAll('.lto-leasing-power')).toHaveLength(1);
  });

  it('says nothing of Leasing Power to a shopper without an approval', async () => {
    cartServer();
    await mount(`<lto-cart ${attr(TWO_TERMS_CART)}></lto-cart>`);
    expect(document.querySelector('.lto-leasing-power')).toBeNull();
  });

  it('speaks Spanish and shows C$ on the Canadian site', async () => {
    writeConfig({ urls: URLS, locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
    expect(screen.getByText('Monthly payment').nextSibling?.textContent).toMatch(/^C\$\d+\.\d\d$/);
    expect(screen.getByText('Colour: Brown')).toBeInTheDocument();
    writeConfig({ urls: URLS, locale: 'es-US' });
    await mount(`<lto-cart ${attr(ONE_LINE_CART)}></lto-cart>`);
    expect(screen.getByRole('button', { name: 'Continuar con la compra' })).toBeInTheDocument();
  });
});
