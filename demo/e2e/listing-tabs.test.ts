/**
 * A search's products and articles tabs and the grid / wide toggle (SPEC 2.6) in real Chromium, as
 * a shopper uses them, at 1280 and 390 px: the search for 'sofa' switched to its articles by
 * keyboard (refinements, sort, count and the filter link hidden with the products), and back; the
 * tiles switched to the wide layout and back, in place, the choice kept for the next listing of
 * the visit (the server draws it from the first paint). Also in Spanish, with the articles tab
 * asked for by the address (drawing the grid moves nothing), and with JavaScript off.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { watchLayoutShift } from './layout-shift';
import { overflowOf } from './overflow';

const demo = useDemo({ lite: true });

const grid = (page: Page) => page.locator('lto-product-grid');
const tiles = (page: Page) => page.locator('[data-lto-grid-feed] > article');
const feed = (page: Page) => page.locator('[data-lto-grid-feed]');
/** What the products tab holds besides the tiles: hidden with them while the articles are shown. */
const PRODUCT_PARTS = ['[data-lto-grid-count]', 'select[name="srule"]', '.refinements', '.grid-view-toggle', '[data-lto-grid-feed]'];

const TEXT = {
  en: { products: /^Products \(\d+\)$/, articles: 'Articles (2)', article: 'Caring for a fabric sofa', grid: 'Grid', wide: 'Wide', layout: 'Layout' },
  es: { products: /^Productos \(\d+\)$/, articles: 'Artículos (2)', article: 'Cómo cuidar un sofá de tela', grid: 'Cuadrícula', wide: 'Lista', layout: 'Vista' },
} as const;

/** The page, and a mark on its window: a page load would take it away. */
async function openSearch(site: SiteName, width: number, path = '/showsearch?q=sofa'): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  const page = await demo.openSite(path, { site, page: await context.newPage() });
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return page;
}

const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** Which of the products tab's parts a shopper can see. */
const visibleParts = (page: Page) => Promise.all(PRODUCT_PARTS.map((part) => page.locator(part).first().isVisible()));

/** The focused element's role (its tag when it has none) and text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.localName} ${document.activeElement?.textContent?.trim()}`);

for (const width of [1280, 390]) {
  describe(`at ${width}px`, () => {
    test("the search for 'sofa': Articles by keyboard hides the refinements, sort and count with the products; back to Products", async () => {
      const page = await openSearch('en', width);
      const t = TEXT.en;
      // Below 1024px the refinements are shown only in the sidebar the filter link opens.
      const productParts = [true, true, width >= 1024, true, true];
      expect(await visibleParts(page)).toEqual(productParts);
      if (width < 1024) expect(await page.locator('.listing-bar__filters').isVisible(), 'the filter link below 1024px').toBe(true);

      // The shopper tabs to the Products tab (focus draws the grid) and presses Right.
      const products = page.getByRole('link', { name: t.products });
      await products.focus();
      await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
      await page.getByRole('tab', { name: t.products }).waitFor();
      await page.keyboard.press('ArrowRight');

      const articles = page.getByRole('tab', { name: t.articles });
      expect(await articles.getAttribute('aria-selected')).toBe('true');
      expect(await focused(page)).toBe(`tab ${t.articles}`);
      expect(await page.getByRole('tabpanel', { name: t.articles }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: t.article }).isVisible()).toBe(true);
      expect(await visibleParts(page)).toEqual([false, false, false, false, false]);
      expect(await page.locator('.listing-bar__filters').isVisible()).toBe(false);
      expect(await samePage(page), 'switched in place').toBe(true);
      expect(new URL(page.url()).search, 'the address is the tab\'s: a reload or a shared link shows it').toBe('?q=sofa&tab=content');

      // Tab goes on into the articles panel, then its first article.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^tabpanel /);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`a ${t.article}`);

      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByRole('tab', { name: t.products }).getAttribute('aria-selected')).toBe('true');
      expect(await visibleParts(page)).toEqual(productParts);
      if (width < 1024) expect(await page.locator('.listing-bar__filters').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: t.article }).isVisible()).toBe(false);
      expect(await samePage(page)).toBe(true);
    });

    test('Wide switches the tiles to one a row, text beside the picture, in place; the next listing of the visit comes drawn wide; Grid switches back', async () => {
      const page = await openSearch('en', width, '/c/living-room');
      const t = TEXT.en;
      const before = await tiles(page).nth(1).boundingBox();
      await page.getByRole('link', { name: t.wide }).hover();
      await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
      const wide = page.getByRole('button', { name: t.wide });
      await wide.click();

      expect(await feed(page).getAttribute('data-lto-grid-wide')).toBe('');
      expect(await wide.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: t.grid }).getAttribute('aria-pressed')).toBe('false');
      expect(await samePage(page)).toBe(true);
      // One tile a row, its picture on the left of its name.
      const [first, second] = [await tiles(page).nth(0).boundingBox(), await tiles(page).nth(1).boundingBox()];
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      expect(Math.round(second!.x)).toBe(Math.round(first!.x));
      const picture = await tiles(page).nth(0).locator('.lto-product-tile__image').boundingBox();
      const name = await tiles(page).nth(0).locator('.lto-product-tile__name').boundingBox();
      expect(name!.x, 'the name beside the picture').toBeGreaterThanOrEqual(picture!.x + picture!.width);
      expect(name!.y).toBeLessThan(picture!.y + picture!.height);
      if (width >= 1024) expect(before!.y, 'in the grid, the second tile is beside the first').toBe(first!.y);

      // The visit's next listing, a page load: drawn wide by the server, before any script.
      await demo.openSite('/showsearch?q=sofa', { page });
      expect(await feed(page).getAttribute('data-lto-grid-wide')).toBe('');
      expect(await page.getByRole('link', { name: t.wide }).getAttribute('aria-current')).toBe('true');

      await page.getByRole('link', { name: t.grid }).hover();
      await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: t.grid }).focus();
      await page.keyboard.press('Space');
      expect(await feed(page).getAttribute('data-lto-grid-wide')).toBeNull();
      expect(await page.getByRole('button', { name: t.grid }).getAttribute('aria-pressed')).toBe('true');
    });
  });
}

describe('in place and across reloads', () => {
  test('the layout chosen holds when a refinement reloads the grid', async () => {
    const page = await openSearch('en', 1280, '/c/living-room');
    await page.getByRole('link', { name: 'Wide' }).hover();
    await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Wide' }).click();
    await page.locator('.refinements summary').first().click();
    const brand = page.locator('.refinements a[data-lto-grid-link]').first();
    const expected = Number(/\((\d+)\)/.exec((await brand.textContent()) ?? '')?.[1]);
    await brand.click();
    await eventually(() => page.locator('[data-lto-grid-count]').textContent()).toContain(`of ${expected} results`);
    expect(await samePage(page)).toBe(true);
    expect(await feed(page).getAttribute('data-lto-grid-wide')).toBe('');
    expect(await page.getByRole('button', { name: 'Wide' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('the Spanish site: Artículos by click, the layout toggle named in Spanish', async () => {
    const page = await openSearch('es', 1280);
    const t = TEXT.es;
    await page.getByRole('link', { name: t.articles }).hover();
    await grid(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: t.articles }).click();
    expect(await page.getByRole('link', { name: t.article }).isVisible()).toBe(true);
    expect(await visibleParts(page)).toEqual([false, false, false, false, false]);
    await page.getByRole('tab', { name: t.products }).click();
    expect(await page.getByRole('group', { name: t.layout }).getByRole('button').allTextContents()).toEqual([t.grid, t.wide]);
    expect(await samePage(page)).toBe(true);
  });

  test('the articles tab asked for by the address: drawing the grid turns the links into tabs and moves nothing', async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const shift = await watchLayoutShift(page);
    await demo.openSite('/showsearch?q=sofa&tab=content', { page });
    const boxes = () => page.locator('[data-lto-grid-tabs] a, .article-card').evaluateAll((all) => all.map((e) => JSON.stringify(e.getBoundingClientRect())));
    const before = await boxes();
    await page.getByRole('link', { name: TEXT.en.articles }).focus();
    await page.getByRole('tab', { name: TEXT.en.articles, selected: true }).waitFor();
    expect(await boxes()).toEqual(before);
    expect(await shift()).toBe(0);
    expect(await visibleParts(page)).toEqual([false, false, false, false, false]);
  });

  test('without JavaScript the tabs and the layout are links: each shows its page', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await demo.openSite('/showsearch?q=sofa', { page: await context.newPage() });
    // The refinements in the page after the results (with script they are in a sidebar): it still fits a phone.
    expect(await page.locator('.refinements').first().isVisible()).toBe(true);
    expect(await overflowOf(page)).toBeNull();
    await Promise.all([page.waitForURL(/tab=content/), page.getByRole('link', { name: TEXT.en.articles }).click()]);
    expect(await page.getByRole('link', { name: TEXT.en.article }).isVisible()).toBe(true);
    expect(await visibleParts(page)).toEqual([false, false, false, false, false]);
    await Promise.all([page.waitForURL((url) => !url.search.includes('tab=')), page.getByRole('link', { name: TEXT.en.products }).click()]);
    await Promise.all([page.waitForURL(/view=wide/), page.getByRole('link', { name: TEXT.en.wide }).click()]);
    expect(await feed(page).getAttribute('data-lto-grid-wide')).toBe('');
  });
});
