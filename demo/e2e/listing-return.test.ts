/**
 * Infinite scroll and the way back, in real Chromium on the demo's living room (110 products): the
 * items-per-page choice turns infinite scroll on, scrolling loads the next pages without moving the
 * focus, Tab still reaches the footer, and from a tile the feed keys reach past the results; a
 * tile opened from the listing is where the shopper finds themselves after Back; a category
 * listing is remembered for 7 days (a search is not: the wake module's and the route's tests).
 * At 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { eventually } from './compare-ui';
import { useDemo } from './harness';

const demo = useDemo();

const tiles = (page: Page) => page.locator('[data-lto-grid-feed] > article');
const placeholder = (page: Page) => page.locator('[data-lto-grid-more-row]');
const focusedPosition = (page: Page) => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? null);

async function openListing(width: number): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  return demo.openSite('/c/living-room', { page: await context.newPage() });
}

/** The listing with 'All, as you scroll' chosen (the grid drawn on the focus in its tools). */
async function infiniteListing(width: number): Promise<Page> {
  const page = await openListing(width);
  const sizes = page.locator('select[name="sz"]');
  await sizes.focus();
  await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
  await sizes.selectOption('INFINITE_SCROLL');
  return page;
}

/** Whether the element is wholly inside the window. */
const inWindow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

for (const width of [1280, 390]) {
  describe(`at ${width}px`, () => {
    test("choosing 'All, as you scroll' by keyboard: the page links go, each scroll to the end loads 20 more, and Tab still reaches the footer", async () => {
      const page = await openListing(width);
      const sizes = page.locator('select[name="sz"]');
      // Focus in the listing's tools is the shopper's intent: the grid is drawn on it.
      await sizes.focus();
      await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
      // Keys on a closed select change its value in Chromium, as a shopper's arrows do.
      await page.keyboard.press('End');
      await eventually(() => page.locator('[data-lto-grid-more-row][data-lto-grid-placeholder]').count()).toBe(1);
      expect(await sizes.inputValue()).toBe('INFINITE_SCROLL');
      expect(await page.locator('.pagination').isHidden()).toBe(true);
      expect(await tiles(page).count(), 'nothing reloaded').toBe(20);

      await placeholder(page).scrollIntoViewIfNeeded();
      await eventually(() => tiles(page).count()).toBeGreaterThanOrEqual(40);
      expect(new URL(page.url()).searchParams.get('sz'), 'the address records how far the shopper got').toMatch(/^(40|60|80|100|120)$/);
      expect(await page.evaluate(() => document.activeElement?.localName), 'the focus stayed on the select').toBe('select');

      // From the more link (the placeholder), Tab goes on to the footer, however many pages load.
      await page.locator('a[data-lto-grid-more]').focus();
      let inFooter = false;
      for (let presses = 0; presses < 15 && !inFooter; presses++) {
        await page.keyboard.press('Tab');
        inFooter = await page.evaluate(() => !!document.activeElement?.closest('footer'));
      }
      expect(inFooter, 'the footer is reachable by keyboard').toBe(true);
    });

    test('from a tile, the feed keys (APG): Page Down and Up from tile to tile, Ctrl+End past the results, so the footer is a Tab away, not a walk through every tile', async () => {
      const page = await infiniteListing(width);
      await tiles(page).nth(2).locator('a').first().focus();
      await page.keyboard.press('PageDown');
      expect(await focusedPosition(page)).toBe('4');
      expect(await page.evaluate(() => document.activeElement?.localName), 'the result itself').toBe('article');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      expect(await focusedPosition(page)).toBe('2');

      await page.keyboard.press('Control+End');
      expect(await page.evaluate(() => document.activeElement?.matches('a[data-lto-grid-more]')), "on 'load more', after the results").toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('footer')), 'the footer next').toBe(true);
      expect(await tiles(page).count(), 'long before the 110th result').toBeLessThan(110);
      await tiles(page).nth(5).locator('a').first().focus();
      await page.keyboard.press('Control+Home');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-lto-grid-feed]')), 'before the results').toBe(false);
    });

    test('a jump to the end of the page (the End key) past the placeholder still loads the next pages', async () => {
      const page = await infiniteListing(width);
      await eventually(() => page.locator('[data-lto-grid-more-row][data-lto-grid-placeholder]').count()).toBe(1);
      // The footer is taller than the window: at the end of the page the placeholder is above it.
      await page.locator('main h1').click();
      await page.keyboard.press('End');
      await eventually(() => tiles(page).count()).toBeGreaterThanOrEqual(40);
      // It loads on until nothing is left behind above the window: the results end (the row goes)
      // or the new results push the row below the window, where the shopper's scrolling meets it.
      // Between two loads the row is briefly 'loaded' above the window, so only that end is checked.
      const settled = () =>
        page.evaluate(() => {
          const row = document.querySelector('[data-lto-grid-more-row]');
          return !row || row.getBoundingClientRect().top >= window.innerHeight;
        });
      await eventually(settled).toBe(true);
      await page.waitForTimeout(1000);
      expect(await settled(), 'nothing moves it back above the window afterwards').toBe(true);
    });

    test('Back from a product opened after load more: the same tiles, the one opened in the window and focused', async () => {
      const page = await openListing(width);
      // 'Load more' in place: the grid drawn first (pointing at the link is the intent that draws
      // it). Clicked before, the link loads the longer listing as a page, which is not this test's
      // case; and a tile opened before the listing's wake module has run (at idle after the load)
      // leaves no way back.
      await page.locator('a[data-lto-grid-more]').hover();
      await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
      await page.locator('a[data-lto-grid-more]').click();
      await eventually(() => tiles(page).count()).toBe(40);
      const opened = tiles(page).nth(26);
      // The tile's island, drawn as it comes near, takes the server's link away: the link is
      // looked for once it is drawn.
      await opened.scrollIntoViewIfNeeded();
      await opened.locator('lto-product-tile[data-lto-ready]').waitFor({ state: 'attached' });
      const name = opened.locator('h3 a, .tile__name a').first();
      await Promise.all([page.waitForURL(/\/p\//), name.click()]);

      await page.goBack();
      await eventually(() => focusedPosition(page)).toBe('27');
      expect(await tiles(page).count()).toBe(40);
      expect(await inWindow(page, '[data-lto-grid-feed] > article[aria-posinset="27"]')).toBe(true);
    });
  });
}

describe('a tile opened before the code ran', () => {
  test("Back finds it from its link's #start, with no cookie written: in the window and focused", async () => {
    const page = await openListing(1280);
    const opened = tiles(page).nth(11);
    const name = opened.locator('h3 a, .tile__name a').first();
    await opened.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/p\/.*#start=12$/), name.click()]);
    // As if the shopper had been quicker than our code on the listing: nothing remembered the tile.
    await page.evaluate((names) => {
      for (const name of names) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }, Object.values(TILE_COOKIES));

    await page.goBack();
    await eventually(() => focusedPosition(page)).toBe('12');
    expect(await inWindow(page, '[data-lto-grid-feed] > article[aria-posinset="12"]')).toBe(true);
  });
});

describe('remembered and restored', () => {
  test('in infinite scroll, Back from a tile past the first page scrolls back to it', async () => {
    const page = await openListing(1280);
    await page.locator('select[name="sz"]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    await page.locator('select[name="sz"]').selectOption('INFINITE_SCROLL');
    await placeholder(page).scrollIntoViewIfNeeded();
    await eventually(() => tiles(page).count()).toBeGreaterThanOrEqual(40);
    const opened = tiles(page).nth(29);
    await opened.scrollIntoViewIfNeeded();
    await opened.locator('lto-product-tile[data-lto-ready]').waitFor({ state: 'attached' });
    const name = opened.locator('h3 a, .tile__name a').first();
    await Promise.all([page.waitForURL(/\/p\//), name.click()]);

    await page.goBack();
    await eventually(() => focusedPosition(page)).toBe('30');
    expect(await inWindow(page, '[data-lto-grid-feed] > article[aria-posinset="30"]')).toBe(true);
    expect(await page.locator('select[name="sz"]').inputValue(), 'still in infinite scroll').toBe('INFINITE_SCROLL');
  });

  test('a category listing is kept in lastVisitedCategory for 7 days', async () => {
    const page = await openListing(1280);
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'lastVisitedCategory');
    await eventually(async () => (await cookie())?.value).toBe('living-room');
    const days = ((await cookie())!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

  });
});

describe('the wide layout', () => {
  test('switched to wide rows in place, a row the shopper goes to stays where it was put as the rows above it are drawn', async () => {
    // The results far from the window go unrendered with the height they were drawn with: a grid
    // tile's, which a wide row is not. A row above the one brought into view shrank as it was
    // drawn, and the page jumped by hundreds of pixels.
    const context = await demo.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await demo.openSite('/c/bedroom', { page: await context.newPage() });
    await page.locator('[data-lto-grid-count]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    await page.locator('a[data-lto-grid-view="wide"]').click();
    await page.locator('[data-lto-grid-feed][data-lto-grid-wide]').waitFor({ state: 'attached' });
    const row = tiles(page).nth(9);
    // Where it was put, read at once: before the browser's next frame draws what came near.
    const first = await row.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      return Math.round(element.getBoundingClientRect().y);
    });
    const at = async () => Math.round((await row.boundingBox())!.y);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await page.waitForTimeout(500);
    expect(await at()).toBe(first);
  });
});
