/**
 * <lto-product-nav> and <lto-product-set> in real Chromium against the demo (SPEC 2.6, 2.8, 7.5):
 * from a listing tile to the product page and on through its next link; a set's swatch and
 * 'add all to cart' into the cart.
 */
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { axeCheck, useDemo } from './harness';

const demo = useDemo();

describe('product navigation from a listing (SPEC 2.6, 2.8)', () => {
  test("a tile link opens the product with 'previous', 'N of M' and 'next', and the next link walks on", async () => {
    const page = await demo.openSite('/c/living-room');
    const pids = await page.locator('lto-product-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('pid') ?? ''));
    const total = Number(await page.locator('lto-product-tile').first().getAttribute('itemcount'));
    const third = page.locator(`lto-product-tile[pid="${pids[2]}"][data-lto-ready]`);
    await Promise.all([page.waitForURL((url) => url.pathname === `/p/${pids[2]}`), third.getByRole('heading', { level: 3 }).getByRole('link').click()]);

    const nav = page.getByRole('navigation', { name: 'Products in this list' });
    await eventually(() => nav.getByText(`3 of ${total}`).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /^Previous product / }).getAttribute('href')).toBe(`/p/${pids[1]}#start=2`);
    const next = nav.getByRole('link', { name: /^Next product / });
    expect(await next.getAttribute('href')).toBe(`/p/${pids[3]}#start=4`);
    expect((await axeCheck(page)).summary).toEqual([]);

    await Promise.all([page.waitForURL((url) => url.pathname === `/p/${pids[3]}`), next.click()]);
    await eventually(() => page.getByRole('navigation', { name: 'Products in this list' }).getByText(`4 of ${total}`).count()).toBe(1);
  });

  test('a product page opened without a listing hash keeps its link back to the category', async () => {
    const page = await demo.openSite('/p/P1001');
    await page.locator('lto-product-nav[data-lto-ready]').waitFor();
    expect(await page.locator('lto-product-nav a.product-nav__back').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Products in this list' }).count()).toBe(0);
  });
});

describe('a product set (SPEC 2.8)', () => {
  test("a swatch loads that colour's item in place, and 'Add all to cart' puts every item in the cart", async () => {
    const page = await demo.openSite('/set/living-room');
    await page.locator('lto-product-set[data-lto-ready]').waitFor();
    const first = page.locator('[data-lto-set-item]').first();
    const before = await first.getAttribute('data-pid');
    const other = first.locator('[data-lto-set-swatch]:not([aria-current])').first();
    const color = await other.innerText();
    await other.click();
    await eventually(() => page.locator('[data-lto-set-item]').first().getAttribute('data-pid')).not.toBe(before);
    const chosen = await page.locator('[data-lto-set-item]').first().getAttribute('data-pid');
    expect(await page.locator('[data-lto-set-item]').first().locator('[aria-current="true"]').innerText()).toBe(color);
    expect(new URL(page.url()).pathname, 'the swatch did not navigate').toBe('/set/living-room');
    expect((await axeCheck(page)).summary).toEqual([]);

    await page.locator('input[name="Quantity"]').nth(1).fill('2');
    const pids = await page.locator('[data-lto-set-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-pid')));
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), page.getByRole('button', { name: 'Add all to cart' }).click()]);
    const lines = await page.locator('.cart-line').evaluateAll((items) => items.map((item) => [item.getAttribute('data-pid'), item.textContent?.match(/\d+$/)?.[0]]));
    expect(lines).toEqual([
      [chosen, '1'],
      [pids[1], '2'],
      [pids[2], '1'],
    ]);
  });
});
