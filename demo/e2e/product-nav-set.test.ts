/**
 * <lto-product-nav> and <lto-product-set> in real Chromium against the demo (SPEC 2.6, 2.8, 7.5):
 * from a listing tile to the product page and on through its next link, the neighbours arriving
 * in the place the server left for them; a set's swatch and 'add all to cart' into the cart, also
 * before the set's code has run and without script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo } from './harness';
import { wake } from './islands';
import { watchLayoutShift } from './layout-shift';

const demo = useDemo({ lite: true });

/** Where the product content starts now. */
function productTop(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('product-content')!.getBoundingClientRect().top + window.scrollY);
}

describe('product navigation from a listing (SPEC 2.6, 2.8)', () => {
  test("a tile link opens the product with 'previous', 'N of M' and 'next' arriving without moving the page, and the next link walks on", async () => {
    const page = await demo.openSite('/c/living-room');
    const shift = await watchLayoutShift(page);
    await page.addInitScript(() => {
      const w = window as unknown as { serverTop: number };
      addEventListener('DOMContentLoaded', () => (w.serverTop = document.getElementById('product-content')!.getBoundingClientRect().top + scrollY));
    });
    const pids = await page.locator('lto-product-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('pid') ?? ''));
    const total = Number(await page.locator('lto-product-tile').first().getAttribute('itemcount'));
    const third = page.locator(`lto-product-tile[pid="${pids[2]}"]`);
    const link = third.getByRole('heading', { level: 3 }).getByRole('link');
    // The tile writes the listing hash into its link when drawn (SPEC 2.6): the shopper points at it first.
    await link.hover();
    await page.locator(`lto-product-tile[pid="${pids[2]}"][data-lto-ready]`).waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === `/p/${pids[2]}`), link.click()]);

    // Nothing asked for it: the wake module draws it once the page has loaded, for the hash.
    const nav = page.getByRole('navigation', { name: 'Products in this list' });
    await eventually(() => nav.getByText(`3 of ${total}`).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /^Previous product / }).getAttribute('href')).toBe(`/p/${pids[1]}#start=2`);
    const next = nav.getByRole('link', { name: /^Next product / });
    expect(await next.getAttribute('href')).toBe(`/p/${pids[3]}#start=4`);
    expect(await nav.getByRole('link', { name: /^Back to / }).count(), 'the way back stays').toBe(1);
    expect(await productTop(page), 'the product content has not moved').toBe(await page.evaluate(() => (window as unknown as { serverTop: number }).serverTop));
    expect(await shift(), 'layout shift').toBe(0);

    await Promise.all([page.waitForURL((url) => url.pathname === `/p/${pids[3]}`), next.click()]);
    await eventually(() => page.getByRole('navigation', { name: 'Products in this list' }).getByText(`4 of ${total}`).count()).toBe(1);
  });

  test("'Back to Living Room' leads to the listing as the shopper left it, sorted and refined", async () => {
    const listing = '/c/living-room?srule=newest&sz=40';
    const page = await demo.openSite(listing);
    const tile = page.locator('lto-product-tile').first();
    const link = tile.getByRole('heading', { level: 3 }).getByRole('link');
    await link.hover();
    await page.locator('lto-product-tile[data-lto-ready]').first().waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/p/')), link.click()]);
    const back = page.getByRole('navigation', { name: 'Products in this list' }).getByRole('link', { name: 'Back to Living Room' });
    await eventually(() => back.getAttribute('href')).toBe(listing);
  });

  test('a product page opened without a listing hash keeps its link back to the category and shows no neighbours', async () => {
    const page = await demo.openSite('/p/P1001');
    const island = page.locator('lto-product-nav');
    await wake(island);
    expect(await island.getByRole('link', { name: /^Back to / }).count()).toBe(1);
    expect(await island.locator('.lto-product-nav__steps > *').count()).toBe(0);
  });
});

/** The cart's lines: [pid, quantity]. */
const cartLines = (page: Page) =>
  page
    .locator('.lto-cart > .lto-cart__lines > .lto-cart__line')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-pid'), item.querySelector<HTMLInputElement>('.lto-cart__quantity')?.value]));

describe('a product set (SPEC 2.8)', () => {
  test("a swatch loads that colour's item in place, and 'Add all to cart' puts every item in the cart", async () => {
    const page = await demo.openSite('/set/living-room');
    const first = page.locator('[data-lto-set-item]').first();
    const before = await first.getAttribute('data-pid');
    const other = first.locator('[data-lto-set-swatch]:not([aria-current])').first();
    const color = await other.innerText();
    // The shopper points at the swatch, and the set is drawn before the click (a swatch is a link:
    // clicked before the code, it opens the colour's page).
    await other.hover();
    await page.locator('lto-product-set[data-lto-ready]').waitFor();
    await other.click();
    await eventually(() => page.locator('[data-lto-set-item]').first().getAttribute('data-pid')).not.toBe(before);
    const chosen = await page.locator('[data-lto-set-item]').first().getAttribute('data-pid');
    expect(await page.locator('[data-lto-set-item]').first().locator('[aria-current="true"]').innerText()).toBe(color);
    expect(new URL(page.url()).pathname, 'the swatch did not navigate').toBe('/set/living-room');

    await page.locator('input[name="Quantity"]').nth(1).fill('2');
    const pids = await page.locator('[data-lto-set-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-pid')));
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Add all to cart' }).click()]);
    expect(await cartLines(page)).toEqual([
      [chosen, '1'],
      [pids[1], '2'],
      [pids[2], '1'],
    ]);
  });

  test("'Add all to cart' pressed before the set's code has run puts every item in the cart once", async () => {
    const page = await demo.openSite('/set/living-room');
    const pids = await page.locator('[data-lto-set-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-pid')));
    expect(await page.locator('lto-product-set[data-lto-ready]').count(), 'not drawn yet').toBe(0);
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Add all to cart' }).click()]);
    expect(await cartLines(page)).toEqual(pids.map((pid) => [pid, '1']));
  });

  test("a quantity that is not a number is sent as 1 (SPEC 5.4), not stopped by the browser's own check", async () => {
    const page = await demo.openSite('/set/living-room', { site: 'es' });
    const pids = await page.locator('[data-lto-set-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-pid')));
    await page.locator('input[name="Quantity"]').first().fill('abc');
    await page.locator('input[name="Quantity"]').nth(1).fill('0x');
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Agregar todo al carrito' }).click()]);
    expect(await cartLines(page)).toEqual(pids.map((pid) => [pid, '1']));
  });

  test('without script the form posts every item with the quantity typed', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await demo.openSite('/set/living-room', { page });
    const pids = await page.locator('[data-lto-set-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-pid')));
    await page.locator('input[name="Quantity"]').nth(2).fill('3');
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Add all to cart' }).click()]);
    expect(await cartLines(page)).toEqual([
      [pids[0], '1'],
      [pids[1], '1'],
      [pids[2], '3'],
    ]);
  });
});
