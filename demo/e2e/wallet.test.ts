/**
 * 'Checkout with a wallet' on the cart page (SPEC 2.11, 7.9) in real Chromium against the demo:
 * the wallet provider's stand-in answers on its own origin (wallet.localhost), its payment sheet
 * opens in a pop-up, and its one-time token comes back to the cart by postMessage. Approving
 * lands on the first checkout step with one order; cancelling keeps the cart as it was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo } from './harness';
import { listenToAnnouncements } from './live-region';

const demo = useDemo({ lite: true });

/** A shopper whose zip is known puts the living room set in the cart and removes one line: two products. */
async function twoProducts(): Promise<Page> {
  const page = await demo.openSite('/?postalCode=30303');
  await demo.openSite('/set/living-room', { page });
  await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Add all to cart' }).click()]);
  const cart = page.locator('lto-cart');
  await cart.hover();
  await page.locator('lto-cart[data-lto-ready]').waitFor();
  const lines = cart.locator('.lto-cart > .lto-cart__lines > .lto-cart__line');
  await lines.first().getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await eventually(() => lines.count()).toBe(2);
  return page;
}

/** Opens the sheet with a double click on the wallet button: the one pop-up it opens. */
async function openSheet(page: Page): Promise<Page> {
  const popups: Page[] = [];
  page.on('popup', (popup) => void popups.push(popup));
  const [sheet] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Checkout with a wallet' }).dblclick()]);
  // A pop-up may be announced while still on its first about:blank: wait for the sheet itself.
  await sheet.waitForURL((url) => url.hostname === 'wallet.localhost');
  await sheet.getByRole('button', { name: 'Cancel' }).waitFor();
  expect(popups, 'one sheet for a double click').toHaveLength(1);
  return sheet;
}

const cartState = (page: Page) => page.evaluate(async () => ((await (await fetch('/cart/state')).json()) as { cart: { version: string; count: number } }).cart);

/**
 * Clicks a button of the wallet's sheet that closes its window. The window may be gone before
 * Playwright's click has finished ('Target page, context or browser has been closed' in a
 * clean-clone run): that is the button doing its work, not a failure.
 */
async function closingClick(sheet: Page, name: string): Promise<void> {
  await sheet
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!sheet.isClosed()) throw error;
    });
}

describe('checkout with a wallet', () => {
  test("a shopper with two products approves the wallet's sheet and lands on checkout step 1 with one order", async () => {
    const page = await twoProducts();
    const today = await page.locator('.lto-cart__totals > div', { hasText: "Today's total" }).locator('dd').innerText();
    const walletPosts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/cart/wallet' && walletPosts.push(request.postData() ?? '')));
    const sheet = await openSheet(page);
    expect(await page.locator('.lto-cart__wallet-status').innerText()).toBe('The wallet window is open: approve or cancel the payment there.');

    // The sheet: today's total, the stored cards by name only, nothing to type.
    expect(await sheet.locator('.sheet__amount strong').innerText()).toBe(today);
    const visa = sheet.getByRole('radio', { name: 'Visa ending 4242' });
    expect(await visa.isChecked()).toBe(true);
    expect(await sheet.getByRole('textbox').count()).toBe(0);
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), closingClick(sheet, 'Approve payment')]);

    expect(walletPosts, 'one order post').toHaveLength(1);
    const posted = new URLSearchParams(walletPosts[0]);
    expect(posted.get('token')).toMatch(/^wt_[0-9a-f]{32}$/);
    expect([...posted.keys()].sort(), 'the token and the cart, no card data, reach the store').toEqual(['format', 'storeId', 'token', 'version', 'zipCode']);
    const cookies = Object.fromEntries((await demo.context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies['orderId']).toMatch(/^ORD-/);
    expect(cookies['myZip']).toBe('30303');
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe(`Your lease order ${cookies['orderId']}`);
  });

  test('cancelling the sheet, or closing its window, keeps the cart as it was and says so politely', async () => {
    const page = await twoProducts();
    const before = await cartState(page);
    const heard = await listenToAnnouncements(page);
    const cancelled = 'The wallet payment was cancelled. Your cart is as it was.';

    const sheet = await openSheet(page);
    await Promise.all([sheet.waitForEvent('close'), closingClick(sheet, 'Cancel')]);
    await eventually(() => page.locator('.lto-cart__wallet-status').innerText()).toBe(cancelled);
    await eventually(async () => (await heard()).join(' ')).toContain(cancelled);

    const again = await openSheet(page);
    await eventually(() => page.locator('.lto-cart__wallet-status').innerText()).toBe('The wallet window is open: approve or cancel the payment there.');
    await again.close();
    await eventually(() => page.locator('.lto-cart__wallet-status').innerText()).toBe(cancelled);

    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await cartState(page)).toEqual(before);
    expect((await demo.context.cookies()).some((cookie) => cookie.name === 'orderId')).toBe(false);
  });

  test('without script the wallet button is not shown, and the rest of the cart is', async () => {
    const page = await twoProducts();
    const context = await demo.newContext({ javaScriptEnabled: false });
    await context.addCookies(await demo.context.cookies());
    const plain = await context.newPage();
    await plain.goto(new URL('/cart', page.url()).href);
    expect(await plain.getByRole('button', { name: 'Proceed to checkout' }).isVisible()).toBe(true);
    expect(await plain.getByRole('button', { name: 'Checkout with a wallet' }).count()).toBe(0);
  });
});
