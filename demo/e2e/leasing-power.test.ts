/**
 * Leasing Power on every price (issue 23), in real Chromium against the demo: signed in as an
 * approved shopper, the listing's tiles, the product page's lease terms and the compare page say
 * whether each monthly payment fits what is left of their Leasing Power, and the cart whether its
 * monthly payments together do; the tiles follow a sign-in
 * on the page at once; a pending shopper sees nothing new; a sign-out in one tab clears the other.
 * The listing's 'Fits my Leasing Power' toggle shows only the tiles that fit, for approved shoppers
 * only; a sign-in in one tab shows in the other's drawer, prices and toggle.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi } from './account-ui';
import { seedCart } from './cart-ui';
import { eventually, fetchListing, readCompareTable, seedCompare } from './compare-ui';
import { useDemo } from './harness';
import { pageWorkStarted } from './islands';
import { shownText, shownTexts } from './results-text';

const demo = useDemo();
const LISTING = '/c/living-room';

const fitLines = (page: Page, within = 'body') => shownTexts(page.locator(`${within} .lto-leasing-power`));
/** Each tile's monthly payment (the number) and its Leasing Power line. */
const tileLines = (page: Page) =>
  page.locator('lto-product-tile').evaluateAll((tiles) =>
    tiles.map((tile) => ({
      price: /\$([\d,]+\.\d{2})\/mo/.exec(tile.querySelector('.lto-product-tile__price, .lto-product-tile__pill--monthly')?.textContent ?? '')?.[1] ?? '',
      line: tile.querySelector('.lto-leasing-power')?.textContent ?? '',
    })),
  );
const tileCount = (page: Page) => page.locator('lto-product-tile').count();

/** Signs in through the drawer on the page `path`, and waits for the account. */
async function signIn(email: string, path = LISTING): Promise<Page> {
  const page = await demo.openSite(path);
  const ui = accountUi(page);
  await ui.ready();
  // The sign-in reaches the other tabs through this one's tab sync.
  await pageWorkStarted(page);
  await ui.signIn(email);
  await ui.signedIn();
  return page;
}

/** Signs in through the drawer on the listing, then closes the drawer (a modal dialog) to use the page. */
async function signInOnListing(email: string): Promise<Page> {
  const page = await signIn(email);
  const { drawer } = accountUi(page);
  if (await drawer.isVisible()) await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return page;
}

/** The living room set in the cart, on the cart page: its summary's due-at-delivery amount in cents and its Leasing Power line(s). */
async function cartWithTheSet(page: Page): Promise<{ due: number; lines: string[] }> {
  await seedCart(page, demo.origin('en'));
  await page.goto(`${demo.origin('en')}/cart`);
  const due = await page.locator('lto-cart .lto-cart__totals div', { hasText: 'Due at delivery' }).locator('dd').innerText();
  return { due: Math.round(Number(due.replace(/[$,]/g, '')) * 100), lines: await fitLines(page, 'lto-cart') };
}

async function compareTwo(page: Page): Promise<void> {
  const products = await fetchListing(page.context(), `${demo.origin('en')}${LISTING}`);
  await seedCompare(page.context(), demo.origin('en'), products.slice(0, 2));
  await page.goto(`${demo.origin('en')}/compareShow?category=living-room`);
}

describe('Leasing Power on prices', () => {
  test('approved@example.com: every tile says it fits once signed in (no reload), then the lease terms and the compare page', async () => {
    const page = await signIn('approved@example.com');
    const tiles = await tileCount(page);
    expect(tiles).toBeGreaterThan(1);
    await eventually(() => fitLines(page, 'lto-product-tile').then((lines) => lines.length)).toBe(tiles);
    // Each tile for its own monthly payment: fits up to $250.00, else over by the difference.
    for (const { price, line } of await tileLines(page)) {
      const cents = Math.round(Number(price.replace(/,/g, '')) * 100);
      expect(line).toBe(cents <= 25000 ? 'Fits your $250.00/mo Leasing Power' : `$${((cents - 25000) / 100).toFixed(2)}/mo over your Leasing Power`);
    }
    expect(await fitLines(page, 'lto-product-tile')).toContain('Fits your $250.00/mo Leasing Power');

    // A page the server draws for them says it already, before any island is drawn.
    await page.goto(`${demo.origin('en')}/p/P1001`);
    expect(await fitLines(page, 'lto-lease-terms')).toEqual(['Fits your $250.00/mo Leasing Power']);
    // Another term, the line follows it.
    const terms = page.getByRole('tablist', { name: 'Choose your lease term' }).getByRole('tab');
    await terms.first().click();
    await eventually(() => terms.first().getAttribute('aria-selected')).toBe('true');
    expect(await fitLines(page, 'lto-lease-terms')).toEqual([expect.stringMatching(/^(Fits your \$250\.00\/mo Leasing Power|\$\d+\.\d{2}\/mo over your Leasing Power)$/)]);

    await compareTwo(page);
    const table = await readCompareTable(page);
    expect(table).toHaveLength(2);
    for (const column of table) expect(column.cells['Monthly payment']).toContain('Fits your $250.00/mo Leasing Power');

    // The cart says it once, for its monthly payments together.
    const cart = await cartWithTheSet(page);
    expect(cart.lines).toEqual([cart.due <= 25000 ? 'Fits your $250.00/mo Leasing Power' : `$${((cart.due - 25000) / 100).toFixed(2)}/mo over your Leasing Power`]);
  });

  test('zero@example.com (approved, $0.00 left): every tile says by how much it is over', async () => {
    const page = await signIn('zero@example.com');
    const tiles = await tileCount(page);
    await eventually(() => fitLines(page, 'lto-product-tile').then((lines) => lines.length)).toBe(tiles);
    for (const line of await fitLines(page, 'lto-product-tile')) expect(line).toMatch(/^\$\d+\.\d{2}\/mo over your Leasing Power$/);
    await page.goto(`${demo.origin('en')}/p/P1001`);
    expect(await fitLines(page, 'lto-lease-terms')).toEqual([expect.stringMatching(/^\$\d+\.\d{2}\/mo over your Leasing Power$/)]);
    const cart = await cartWithTheSet(page);
    expect(cart.lines).toEqual([`$${(cart.due / 100).toFixed(2)}/mo over your Leasing Power`]);
  });

  test('signing out on the compare page or the cart takes their Leasing Power lines away at once (no island draws the compare table)', async () => {
    const page = await signIn('approved@example.com');
    for (const go of [() => compareTwo(page), () => cartWithTheSet(page)]) {
      await go();
      // Drawn, the drawer signs in silently with the provider (this browser signed in through it):
      // the sign-out waits for that to end, as the provider answers a userinfo request still on
      // its way with a 401 once the shopper has signed out (logged as a console error).
      const userinfo = page.waitForResponse((response) => new URL(response.url()).pathname === '/oidc/me');
      await eventually(() => fitLines(page, 'main').then((lines) => lines.length > 0)).toBe(true);
      // The page's own work hides the lines outside any island on a sign-out.
      await pageWorkStarted(page);
      const ui = accountUi(page);
      await ui.ready();
      if (!(await ui.drawer.isVisible())) await ui.open();
      await userinfo;
      await ui.signOutButton.click();
      await ui.signedOut();
      await eventually(() => page.locator('main .lto-leasing-power:visible').count()).toBe(0);
      // Signed in again for the cart.
      await ui.signIn('approved@example.com');
      await ui.signedIn();
      await page.keyboard.press('Escape');
    }
  });

  test('pending@example.com: nothing new on the listing, the product page or the compare page', async () => {
    const page = await signIn('pending@example.com');
    // The sign-in reached the tiles (they are drawn for it): still no line.
    await eventually(() => page.locator('lto-product-tile[data-lto-ready]').count()).toBe(await tileCount(page));
    expect(await fitLines(page)).toEqual([]);
    await page.goto(`${demo.origin('en')}/p/P1001`);
    expect(await fitLines(page)).toEqual([]);
    await compareTwo(page);
    await page.locator('table').waitFor();
    expect(await fitLines(page)).toEqual([]);
    expect((await cartWithTheSet(page)).lines).toEqual([]);
  });

  test("approved@example.com: the listing's 'Fits my Leasing Power' toggle, once signed in (no reload), shows only the tiles that fit, after 'load more' too", async () => {
    const page = await signInOnListing('approved@example.com');
    const filter = page.locator('lto-leasing-power-filter');
    const toggle = filter.getByRole('button', { name: 'Fits my Leasing Power' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const tiles = page.locator('[role="feed"] > article');
    const shown = page.locator('[role="feed"] > article:visible');
    const fitting = page.locator('[role="feed"] > article:has(.lto-leasing-power--fits)');
    // Every tile drawn for the sign-in says whether it fits before the toggle is used.
    await eventually(() => page.locator('[role="feed"] .lto-leasing-power').count()).toBe(await tiles.count());

    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const first = { all: await tiles.count(), fit: await fitting.count() };
    expect(first.all).toBe(20);
    await eventually(() => shown.count()).toBe(first.fit);
    for (const tile of await shown.all()) expect(await shownText(tile.locator('.lto-leasing-power'))).toBe('Fits your $250.00/mo Leasing Power');
    const status = filter.getByRole('status');
    expect(await status.innerText()).toBe(`${first.fit} of these 20 fit your Leasing Power`);

    // The next page comes in filtered, and the count follows it ('load more' once the grid is
    // drawn, so that it appends: before, the link loads the next page as a page of its own).
    await page.locator('[data-lto-grid-count]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    await page.locator('a[data-lto-grid-more]').click();
    await eventually(() => tiles.count()).toBe(40);
    await eventually(() => page.locator('[role="feed"] .lto-leasing-power').count()).toBe(40);
    const fitNow = await fitting.count();
    await eventually(() => shown.count()).toBe(fitNow);
    await eventually(() => status.innerText()).toBe(`${fitNow} of these 40 fit your Leasing Power`);
    expect(await page.locator('[data-lto-grid-count]').innerText()).toBe(`Viewing 40 of ${await page.locator('[data-lto-grid-region]').getAttribute('data-total')} results`);

    // Off again: every tile shows.
    await toggle.click();
    await eventually(() => shown.count()).toBe(40);
    expect(await status.innerText()).toBe('');
  });

  test('zero@example.com (approved, $0.00 left): the toggle says none of these fit', async () => {
    const zero = await signInOnListing('zero@example.com');
    const toggle = zero.getByRole('button', { name: 'Fits my Leasing Power' });
    await toggle.click();
    await eventually(() => zero.locator('lto-leasing-power-filter').getByRole('status').innerText()).toBe('None of these 20 fit your Leasing Power');
    expect(await zero.locator('[role="feed"] > article:visible').count()).toBe(0);
  });

  test("pending@example.com: no 'Fits my Leasing Power' toggle on the listing", async () => {
    const pending = await signInOnListing('pending@example.com');
    await eventually(() => pending.locator('lto-product-tile[data-lto-ready]').count()).toBe(await tileCount(pending));
    await eventually(() => pending.locator('lto-leasing-power-filter[data-lto-ready]').count()).toBe(1);
    expect(await pending.locator('lto-leasing-power-filter').innerHTML()).toBe('');
    expect(await pending.getByRole('button', { name: 'Fits my Leasing Power' }).count()).toBe(0);
  });

  test('signed out in one tab: the other tab loses the Leasing Power lines and shows Sign In, without a reload', async () => {
    const first = await signIn('approved@example.com', '/');
    const second = await demo.openSite(LISTING);
    await second.waitForLoadState('load');
    expect((await fitLines(second, 'lto-product-tile')).length).toBe(await tileCount(second));
    await pageWorkStarted(second);
    await second.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const ui = accountUi(first);
    if (!(await ui.drawer.isVisible())) await ui.open();
    await ui.signOutButton.click();
    await ui.signedOut();

    await eventually(() => fitLines(second)).toEqual([]);
    await accountUi(second).signedOut();
    expect(await second.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
  });

  test("signed in in one tab: the other shows Account, the Leasing Power lines and the 'Fits my Leasing Power' toggle, and loses them on a sign-out, without a reload", async () => {
    const second = await demo.openSite(LISTING);
    await second.waitForLoadState('load');
    await pageWorkStarted(second);
    await second.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect(await second.getByRole('button', { name: 'Fits my Leasing Power' }).count()).toBe(0);

    const first = await signIn('approved@example.com', '/');
    await accountUi(second).signedIn();
    await eventually(() => fitLines(second, 'lto-product-tile').then((lines) => lines.length)).toBe(await tileCount(second));
    const toggle = second.getByRole('button', { name: 'Fits my Leasing Power' });
    await toggle.waitFor();

    const ui = accountUi(first);
    if (!(await ui.drawer.isVisible())) await ui.open();
    await ui.signOutButton.click();
    await ui.signedOut();
    await accountUi(second).signedOut();
    await toggle.waitFor({ state: 'detached' });
    expect(await fitLines(second)).toEqual([]);
    expect(await second.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
  });
});
