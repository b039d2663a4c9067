/**
 * The listing page with <lto-product-grid> in real Chromium, as a shopper uses it: 'load more' by
 * mouse and by keyboard (the new tiles' islands work, the count is said, focus goes to the first
 * new tile, a reload keeps them), a refinement and a sort reloading the grid in place with Back
 * bringing the last one back, a failed answer leaving the tiles with a Retry, in English and
 * Spanish, at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { compareUi, eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { holdWidgetCode } from './islands';
import { listenToAnnouncements } from './live-region';
import { monthlyPayments } from './results-text';

const demo = useDemo({ lite: true });

const grid = (page: Page) => page.locator('lto-product-grid');
const tiles = (page: Page) => page.locator('[data-lto-grid-feed] > article');
const count = (page: Page) => page.locator('[data-lto-grid-count]');
const loadMore = (page: Page) => page.locator('a[data-lto-grid-more]');

/** The shopper's pointer comes over the grid's tools first (the widget is drawn on that intent). */
async function gridReady(page: Page): Promise<void> {
  await page.locator('[data-lto-grid-count]').hover();
  await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
}

async function openListing(path: string, site: SiteName = 'en', width = 1280): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  const page = await demo.openSite(path, { site, page: await context.newPage() });
  await gridReady(page);
  return page;
}

const positions = (page: Page) => tiles(page).evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('aria-posinset'))));

for (const width of [1280, 390]) {
  describe(`at ${width}px`, () => {
    test("'load more' by mouse: 20 more tiles in place, said, focused, kept on reload, and their islands work", async () => {
      const page = await openListing('/c/living-room', 'en', width);
      const heard = await listenToAnnouncements(page);
      expect(await tiles(page).count()).toBe(20);
      const total = Number(/of (\d+) results/.exec((await count(page).textContent()) ?? '')?.[1]);
      expect(total, 'the living room holds 100+ products').toBeGreaterThanOrEqual(100);

      await loadMore(page).click();
      await eventually(() => tiles(page).count()).toBe(40);
      expect(await positions(page)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(await count(page).textContent()).toBe(`Viewing 40 of ${total} results`);
      await eventually(() => heard()).toContain(`Showing 40 of ${total} results`);
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')), 'focus on the first new tile').toBe('21');
      expect(new URL(page.url()).searchParams.get('sz')).toBe('40');
      expect(await page.locator('[data-lto-grid-feed]').getAttribute('aria-busy')).toBe('false');

      // A tile that came with 'load more' works like the first ones: its compare box adds it.
      const ui = compareUi(page);
      const added = tiles(page).nth(24).locator('lto-compare-toggle');
      const name = (await added.getAttribute('name')) ?? '';
      await ui.add({ name });
      expect(await ui.barNames()).toEqual([name]);

      await page.reload();
      expect(await tiles(page).count(), 'a reload shows the same tiles').toBe(40);
    });
  });
}

describe('by keyboard and in place', () => {
  test("'load more' by keyboard: Enter on the link, then Tab goes on from the first new tile", async () => {
    const page = await openListing('/c/living-room');
    await loadMore(page).focus();
    await page.keyboard.press('Enter');
    await eventually(() => tiles(page).count()).toBe(40);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('21');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('article[aria-posinset="21"]')), 'Tab moves into the new tile').toBe(true);
  });

  test('a brand refinement reloads the grid in place, the address follows, and Back brings the whole list back', async () => {
    const page = await openListing('/c/living-room');
    const before = await count(page).textContent();
    // The groups start closed: the shopper opens the first (Brand) and picks its first value.
    await page.locator('.refinements summary').first().click();
    const brand = page.locator('.refinements a[data-lto-grid-link]').first();
    const label = ((await brand.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
    const expected = Number(/\((\d+)\)/.exec((await brand.textContent()) ?? '')?.[1]);
    // A mark on the window: a page load would take it away.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await brand.click();
    await eventually(() => count(page).textContent()).toContain(`of ${expected} results`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'no page load').toBe(true);
    expect(page.url()).not.toBe(`${demo.url}/c/living-room`);
    expect(page.url()).not.toContain('format=ajax');
    expect(await tiles(page).count()).toBe(Math.min(20, expected));
    expect(label.length).toBeGreaterThan(0);

    await page.goBack();
    await eventually(() => count(page).textContent()).toBe(before);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/c/living-room');
  });

  test('a refinement in force is taken back from its crumb above the results, in place', async () => {
    const page = await openListing('/c/living-room?brand=Crestline&rating=3');
    const crumbs = page.getByRole('list', { name: 'Refinements in force' }).getByRole('link');
    expect(await crumbs.allTextContents()).toEqual(['Brand: Crestline ×', 'Rating: 3 stars & up ×']);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'Remove Brand: Crestline' }).click();
    await eventually(() => new URL(page.url()).search).toBe('?rating=3');
    expect(await crumbs.allTextContents()).toEqual(['Rating: 3 stars & up ×']);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'no page load').toBe(true);
  });

  test('sorting by price, low to high, reloads the grid in that order', async () => {
    const page = await openListing('/c/living-room');
    await page.locator('select[name="srule"]').selectOption('price-low-high');
    await eventually(() => new URL(page.url()).searchParams.get('srule')).toBe('price-low-high');
    const prices = await monthlyPayments(tiles(page).filter({ hasNotText: /out of stock/i }));
    expect(prices.length).toBeGreaterThan(5);
    expect(prices.every((price) => !Number.isNaN(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('arrowing through the sort options shows each order in turn, the focus staying on the sort (WCAG 3.2.2)', async () => {
    const page = await openListing('/c/living-room');
    const sort = page.getByRole('combobox', { name: /^Sort by/ });
    await sort.focus();
    for (const srule of ['price-low-high', 'price-high-low', 'newest', 'rating']) {
      await page.keyboard.press('ArrowDown');
      await eventually(() => new URL(page.url()).searchParams.get('srule')).toBe(srule);
      // The region was replaced: the focus is on its new sort select, which shows the order.
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('srule');
      expect(await sort.inputValue()).toBe(srule);
    }
  });

  test("a sort chosen by the keyboard before the grid's code came is acted on once it comes", async () => {
    const context = await demo.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const release = await holdWidgetCode(page);
    await demo.openSite('/c/living-room', { page });
    const sort = page.locator('select[name="srule"]');
    await sort.focus();
    // Keys on a closed select change its value in Chromium: Featured, then Price: low to high.
    await page.keyboard.press('ArrowDown');
    expect(await sort.inputValue()).toBe('price-low-high');
    release();
    await eventually(() => new URL(page.url()).searchParams.get('srule'), 'reloaded with the choice').toBe('price-low-high');
    expect(await sort.inputValue()).toBe('price-low-high');
  });

  test("'load more' tapped on a phone before the grid's code came: the tiles come in place once it does, no page load, the shopper's place kept", async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const release = await holdWidgetCode(page);
    await demo.openSite('/c/living-room', { page });
    let loads = 0;
    page.on('load', () => loads++);
    await loadMore(page).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    await loadMore(page).tap();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get('sz'), 'held, not followed as a link').toBeNull();
    release();
    await eventually(() => tiles(page).count()).toBe(40);
    expect(loads, 'no page load').toBe(0);
    expect(new URL(page.url()).searchParams.get('sz')).toBe('40');
    expect(await page.evaluate(() => scrollY), 'not sent back to the top').toBeGreaterThan(scrolled / 2);
    await context.close();
  });

  test("a grid answer that fails leaves the tiles in place with an alert and a Retry that works", async () => {
    const page = await openListing('/c/living-room');
    let fail = true;
    await page.route(/format=ajax/, async (route) => (fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));
    demo.allowConsoleError(/status of 500/);
    await loadMore(page).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("We couldn't load more products.");
    expect(await tiles(page).count(), 'nothing half-appended').toBe(20);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => tiles(page).count()).toBe(40);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  test("'load more' stays where the shopper brought it into view while the results above it are drawn", async () => {
    // Spanish tiles are the tallest: a row never drawn before grew by 57 px as it came near.
    const page = await openListing('/c/living-room', 'es');
    const at = async () => Math.round((await loadMore(page).boundingBox())?.y ?? Number.NaN);
    for (const shown of [20, 40]) {
      await loadMore(page).scrollIntoViewIfNeeded();
      const first = await at();
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      await page.waitForTimeout(500);
      expect(await at(), `with ${shown} results shown`).toBe(first);
      if (shown === 20) {
        await loadMore(page).click();
        await eventually(() => tiles(page).count()).toBe(40);
      }
    }
  });

  test('the Spanish site counts in Spanish', async () => {
    const page = await openListing('/c/living-room', 'es');
    expect(await count(page).textContent()).toMatch(/^Mostrando 20 de \d+ resultados$/);
    await loadMore(page).click();
    await eventually(() => count(page).textContent()).toMatch(/^Mostrando 40 de \d+ resultados$/);
  });
});
