/**
 * The cart page, <lto-cart>, in real Chromium against the demo (SPEC 2.11, 3.5): a shopper fills
 * the cart from a product set, saves a line for later, applies a coupon and proceeds to checkout,
 * with the mouse, with the keyboard and without script; the header's count follows each change.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seedCart } from './cart-ui';
import { eventually } from './compare-ui';
import { useDemo } from './harness';
import { holdRequests } from './islands';
import { listenToAnnouncements } from './live-region';

const demo = useDemo();

/** The lines in the cart (not the saved ones), the saved ones, and the header's count. */
function cartUi(page: Page) {
  const cart = page.locator('lto-cart');
  const lines = cart.locator('.lto-cart > .lto-cart__lines > .lto-cart__line');
  const saved = cart.locator('.lto-cart__saved .lto-cart__line');
  const names = (list: Locator) => list.locator('.lto-cart__name').allInnerTexts();
  return {
    cart,
    lines,
    saved,
    names,
    count: () => page.locator('.site-header [data-lto-cart-count]').innerText(),
    line: (name: string) => lines.filter({ has: page.getByRole('link', { name, exact: true }) }),
    savedLine: (name: string) => saved.filter({ has: page.getByRole('link', { name, exact: true }) }),
    coupon: cart.getByRole('textbox', { name: 'Coupon code' }),
    couponMessage: cart.locator('#cart-coupon-message'),
    proceed: cart.getByRole('button', { name: 'Proceed to checkout' }),
    /** The summary's figures as the shopper reads them: [label, amount]. */
    totals: () => cart.locator('.lto-cart__totals > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])),
  };
}

/** The shopper's zip is known (as the start-my-lease tests do it), then the living room set goes into the cart with 'Add all to cart'. */
async function fillCart(page?: Page): Promise<Page> {
  const opened = await demo.openSite('/?postalCode=30303', page ? { page } : {});
  await demo.openSite('/set/living-room', { page: opened });
  await Promise.all([opened.waitForURL((url) => url.pathname === '/cart'), opened.getByRole('button', { name: 'Add all to cart' }).click()]);
  return opened;
}

/** Marks the window, so a test can tell that the page was never loaded again (the island did the work). */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The POSTs the page sends to `path`. */
function postsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === path && seen.push(request.postData() ?? '')));
  return seen;
}

/**
 * Proceeds with `act` and waits for the first checkout step. Should the page land elsewhere, the
 * failure says what went between it and the server: each request on the way, its answer, and
 * whether it carried the session and the order cookie (which the checkout step needs).
 */
async function toCheckout(page: Page, act: () => Promise<void>): Promise<void> {
  const trace: string[] = [];
  const watch = async (response: Response) => {
    const request = response.request();
    const { pathname, search } = new URL(response.url());
    if (!/^\/(cart|checkout)/.test(pathname)) return;
    try {
      const cookie = (await request.headerValue('cookie')) ?? '';
      const carried = ['lto_demo_sid', 'orderId'].map((name) => `${name}${new RegExp(`(^|; )${name}=`).test(cookie) ? '' : ' (none)'}`);
      const body = request.method() === 'POST' && request.resourceType() === 'fetch' ? ` ${(await response.text()).slice(0, 200)}` : '';
      trace.push(`${request.method()} ${pathname}${search} ${response.status()} [${carried.join(', ')}]${body}`);
    } catch {
      trace.push(`${request.method()} ${pathname}${search} ${response.status()} (gone before it could be read)`);
    }
  };
  page.on('response', watch);
  try {
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), act()]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nOn the way:\n${trace.join('\n')}`, { cause: error });
  } finally {
    page.off('response', watch);
  }
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id || '');

async function expectOneOrder(page: Page) {
  const cookies = Object.fromEntries((await demo.context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies['orderId']).toMatch(/^ORD-/);
  expect(cookies['myZip']).toBe('30303');
  expect(cookies['myGroupSku']).toMatch(/^P\d+/);
  expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe(`Your lease order ${cookies['orderId']}`);
}

describe('the cart with the mouse', () => {
  test('a shopper adds the set, saves one for later, applies a coupon and proceeds to step 1 with one order', async () => {
    const page = await fillCart();
    const ui = cartUi(page);
    const [first, second, third] = await ui.names(ui.lines);
    expect([first, second, third].every(Boolean), 'three products in the cart').toBe(true);
    expect(await ui.count()).toBe('3');
    await ui.cart.hover();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    await markWindow(page);
    const heard = await listenToAnnouncements(page);
    const updates = postsTo(page, '/cart/update');

    // The answer waits until both clicks are in: on a busy machine it could come between them, and
    // the second click would land on whatever moved under the pointer (and take the focus there).
    const answer = await holdRequests(page, '**/cart/update');
    await ui.line(first!).getByRole('button', { name: 'Save for later' }).dblclick();
    answer();
    await eventually(() => ui.names(ui.saved)).toEqual([first]);
    expect(updates, 'one request for a double click').toHaveLength(1);
    expect(await ui.names(ui.lines)).toEqual([second, third]);
    await eventually(() => ui.count()).toBe('2');
    await eventually(() => heard(), 'announced politely').toContain(`${first} saved for later.`);
    await eventually(() => focused(page), 'focus on the next line').toBe(second);

    const before = await ui.totals();
    await ui.coupon.fill('SAVE10');
    await ui.cart.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => ui.couponMessage.innerText()).toBe('Coupon SAVE10 applied.');
    expect(await ui.cart.getByText('Coupon: SAVE10').count()).toBe(1);
    const after = await ui.totals();
    expect(after.find(([label]) => label === 'Coupon savings'), 'the savings shown').toBeTruthy();
    expect(after[0]![1], 'the monthly total went down without a reload').not.toBe(before[0]![1]);

    await ui.line(second!).getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await ui.line(second!).getByRole('button', { name: 'Update' }).click();
    await eventually(() => ui.count()).toBe('3');
    expect(await ui.line(second!).getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');

    await ui.savedLine(first!).getByRole('button', { name: 'Move to cart' }).click();
    await eventually(() => ui.names(ui.lines)).toEqual([second, third, first]);
    await eventually(() => ui.count()).toBe('4');
    await ui.line(first!).getByRole('button', { name: 'Save for later' }).click();
    await eventually(() => ui.count()).toBe('3');
    expect(await stayed(page), 'every change without a reload').toBe(true);

    const checkouts = postsTo(page, '/cart/checkout');
    await toCheckout(page, () => ui.proceed.dblclick());
    expect(checkouts, 'one order for a double click').toHaveLength(1);
    await expectOneOrder(page);
  });

  test('a quantity above the stock is refused with its message, nothing sent and the line unchanged', async () => {
    const page = await fillCart();
    const ui = cartUi(page);
    const [name] = await ui.names(ui.lines);
    const line = ui.line(name!);
    const quantity = line.getByRole('spinbutton', { name: 'Quantity' });
    const stock = Number(await quantity.getAttribute('max'));
    const prices = await line.locator('.lto-cart__prices').innerText();
    await line.hover();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    const updates = postsTo(page, '/cart/update');
    await quantity.fill(String(stock + 1));
    await line.getByRole('button', { name: 'Update' }).click();
    const error = line.locator('.lto-cart__error');
    await eventually(() => error.innerText()).toBe(`Only ${stock} available: enter a quantity from 1 to ${stock}.`);
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await quantity.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(await error.innerText());
    expect(updates).toEqual([]);
    expect(await line.locator('.lto-cart__prices').innerText()).toBe(prices);
    expect(await ui.count()).toBe('3');
    // The server refuses the same: the page read again still has one of it.
    await page.reload();
    expect(await cartUi(page).line(name!).getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');
  });

  test('an expired coupon is refused beside the field, as text, and the prices stay', async () => {
    const page = await fillCart();
    const ui = cartUi(page);
    const before = await ui.totals();
    await ui.coupon.hover();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    await ui.coupon.fill('SPRING2020');
    await ui.cart.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => ui.couponMessage.innerText()).toBe('Coupon SPRING2020 has expired.');
    expect(await ui.coupon.getAttribute('aria-invalid')).toBe('true');
    expect(await ui.totals()).toEqual(before);
    await ui.coupon.fill('<b>x</b>');
    await ui.cart.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => ui.couponMessage.innerText()).toBe('“<b>x</b>” is not a coupon code: codes are letters and digits.');
  });
});

describe('the cart with the keyboard', () => {
  test('save for later, remove, a coupon, a quantity and proceed, each with Enter or Space; focus stays on the line or moves to the next', async () => {
    const page = await fillCart();
    const ui = cartUi(page);
    const [first, second, third] = await ui.names(ui.lines);
    const save = ui.line(first!).getByRole('button', { name: 'Save for later' });
    // Focus is the keyboard's intent: the island is drawn before the key is pressed.
    await save.focus();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    await markWindow(page);
    await page.keyboard.press('Enter');
    await eventually(() => ui.names(ui.saved)).toEqual([first]);
    await eventually(() => ui.count()).toBe('2');
    await eventually(() => focused(page)).toBe(second);

    await ui.line(third!).getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Space');
    // A delete asks first, focus on the answer that keeps the line: Shift+Tab reaches Remove.
    const question = page.getByRole('alertdialog', { name: 'Remove this item?' });
    await eventually(() => question.getByRole('button', { name: 'Keep it' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await ui.names(ui.lines), 'nothing removed before the answer').toEqual([second, third]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await eventually(() => ui.names(ui.lines)).toEqual([second]);
    await eventually(() => ui.count()).toBe('1');
    await eventually(() => focused(page), 'the last line removed: focus on the one before').toBe(second);

    await ui.coupon.focus();
    await page.keyboard.type('take20');
    await page.keyboard.press('Enter');
    await eventually(() => ui.couponMessage.innerText()).toBe('Coupon TAKE20 applied.');
    expect(await focused(page)).toBe('cart-coupon');

    const quantity = ui.line(second!).getByRole('spinbutton', { name: 'Quantity' });
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await eventually(() => ui.count()).toBe('2');
    expect(await focused(page), 'focus stays in the quantity').toBe(`cart-quantity-${await ui.line(second!).getAttribute('data-pid')}`);

    await ui.savedLine(first!).getByRole('button', { name: 'Move to cart' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => ui.names(ui.lines)).toEqual([second, first]);
    await eventually(() => ui.count()).toBe('3');
    const restored = `cart-quantity-${await ui.line(first!).getAttribute('data-pid')}`;
    await eventually(() => focused(page), "focus on the line's quantity in the cart").toBe(restored);
    expect(await stayed(page)).toBe(true);

    await ui.proceed.focus();
    await toCheckout(page, () => page.keyboard.press('Enter'));
    await expectOneOrder(page);
  });
});

describe('the cart without script', () => {
  test('every action is a plain form: save, coupon refused and applied, a quantity over stock refused, proceed to step 1', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await fillCart(await context.newPage());
    const ui = cartUi(page);
    const [first, second] = await ui.names(ui.lines);
    expect(await ui.count()).toBe('3');

    await Promise.all([page.waitForLoadState('load'), ui.line(first!).getByRole('button', { name: 'Save for later' }).click()]);
    await eventually(() => ui.names(ui.saved)).toEqual([first]);
    expect(await ui.count()).toBe('2');

    await ui.coupon.fill('SPRING2020');
    await ui.cart.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => ui.couponMessage.innerText()).toBe('Coupon SPRING2020 has expired.');
    expect(await ui.coupon.inputValue(), 'what was typed kept').toBe('SPRING2020');
    await ui.coupon.fill('SAVE10');
    await ui.cart.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => ui.couponMessage.innerText()).toBe('Coupon SAVE10 applied.');

    const line = ui.line(second!);
    const quantity = line.getByRole('spinbutton', { name: 'Quantity' });
    const stock = Number(await quantity.getAttribute('max'));
    const prices = await line.locator('.lto-cart__prices').innerText();
    await quantity.fill(String(stock + 1));
    await line.getByRole('button', { name: 'Update' }).click();
    await eventually(() => line.locator('.lto-cart__error').innerText()).toBe(`Only ${stock} available: enter a quantity from 1 to ${stock}.`);
    expect(await quantity.inputValue(), 'the line unchanged').toBe('1');
    expect(await line.locator('.lto-cart__prices').innerText()).toBe(prices);
    expect(await ui.count()).toBe('2');

    await toCheckout(page, () => ui.proceed.click());
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies['orderId']).toMatch(/^ORD-/);
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe(`Your lease order ${cookies['orderId']}`);
  });
});

describe('a cart changed in another tab', () => {
  test('is read again before checkout: the changed cart is drawn, the shopper told, and nothing ordered', async () => {
    const page = await fillCart();
    const ui = cartUi(page);
    const [first, second, third] = await ui.names(ui.lines);
    await ui.proceed.hover();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    // The same shopper removes a line in another tab.
    const other = await demo.openSite('/cart');
    await cartUi(other).line(first!).getByRole('button', { name: 'Remove' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await eventually(() => cartUi(other).names(cartUi(other).lines)).toEqual([second, third]);

    const checkouts = postsTo(page, '/cart/checkout');
    await ui.proceed.click();
    await eventually(() => ui.cart.locator('.lto-cart__notice').innerText()).toBe('Your cart changed since this page was opened: check it, then proceed again.');
    expect(await ui.names(ui.lines)).toEqual([second, third]);
    expect(await ui.count()).toBe('2');
    expect(checkouts, 'nothing ordered').toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/cart');

    await toCheckout(page, () => ui.proceed.click());
    await expectOneOrder(page);
  });
});

describe('the Spanish and Canadian carts', () => {
  test.each([
    ['es', 'Carrito', 'Tu carrito', 'Guardado para después', /^\$\d/],
    ['ca', 'Cart', 'Your cart', 'Saved for later', /^C\$\d/],
  ] as const)('%s: the page in its language and currency, before and after the island draws', async (site, link, title, savedTitle, price) => {
    const page = await demo.openSite('/', { site });
    await seedCart(page, demo.origin(site), { saved: true, coupon: 'SAVE10' });
    await demo.openSite('/cart', { site, page });
    expect(await page.locator('.site-header [data-lto-cart-count]').locator('..').innerText()).toBe(`${link} (2)`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    const cart = page.locator('lto-cart');
    const server = await cart.innerText();
    expect(await cart.getByRole('heading', { name: savedTitle }).count()).toBe(1);
    for (const amount of await cart.locator('.lto-cart__prices dd').allInnerTexts()) expect(amount).toMatch(price);
    await cart.hover();
    await page.locator('lto-cart[data-lto-ready]').waitFor();
    expect(await cart.innerText(), 'the island says what the server said').toBe(server);
  });
});
