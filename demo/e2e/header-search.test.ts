/**
 * The header search (<lto-header-search>, SPEC 2.2, 7.6) in real Chromium against the demo, under
 * its CSP with Trusted Types enforced: a shopper types the first letters of what they want, picks a
 * suggestion by keyboard and lands on the product, on a desktop and on a phone. The search's code
 * is fetched only when the shopper reaches for the box.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sizeReport } from '../../bench/size-report';
import { DIST_DIR, useDemo } from './harness';
import { holdWidgetCode } from './islands';

const demo = useDemo();

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

/** The id the box names as its active option, and that option's text. */
async function activeOption(page: Page): Promise<{ id: string; text: string }> {
  const id = (await box(page).getAttribute('aria-activedescendant')) ?? '';
  return { id, text: id ? await page.locator(`[id="${id}"]`).innerText() : '' };
}

describe('header search', () => {
  for (const width of [1280, 390]) {
    test(`at ${width}px: 'sof', the down arrow and Enter open the product suggested`, async () => {
      const page = await demo.newPage();
      await page.setViewportSize({ width, height: 900 });
      await demo.openSite('/', { page });
      expect(await page.locator('lto-header-search[data-lto-ready]').count(), 'the search not drawn before the shopper reaches for the box').toBe(0);

      await box(page).click();
      await page.keyboard.type('sof');
      const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
      // The list for all of 'sof', not one for 'so' still shown while its answer comes.
      await expect.poll(() => options.allInnerTexts()).toSatisfy((texts: string[]) => texts.length > 1 && texts.every((text) => /sof/i.test(text)));
      expect(await box(page).getAttribute('aria-expanded')).toBe('true');
      // The list drops below the box and fits the window.
      const list = (await page.locator('.lto-header-search__panel').boundingBox())!;
      const field = (await box(page).boundingBox())!;
      expect(list.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      // Nothing of the header is drawn over a suggestion (a tap on it is the suggestion's).
      const covered = await options.evaluateAll((items) =>
        items.filter((item) => {
          const box = item.getBoundingClientRect();
          return [0.1, 0.5, 0.9].some((at) => !item.contains(document.elementFromPoint(box.x + box.width * at, box.y + box.height / 2)));
        }).length,
      );
      expect(covered, 'suggestions covered by something else').toBe(0);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chosen = await activeOption(page);
      expect(chosen.id).toBe(await options.nth(1).getAttribute('id'));
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

      await Promise.all([page.waitForURL(/\/p\/P\d+$/), page.keyboard.press('Enter')]);
      // The product page's heading adds the colour shown ('Ellison Sofa, Navy').
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).split(',')[0]!;
      expect(chosen.text.startsWith(`${name} `), `'${chosen.text}' names the product '${name}'`).toBe(true);
    });
  }

  test("the search's code is not fetched ahead at idle, as the rest of the header's is, but when the shopper points at the box", async () => {
    const report = sizeReport(DIST_DIR);
    const search = report.widgets['lto-header-search']!.files.map((file) => `/dist/${file}`);
    // What a page with the navigation fetches before intent but its own chunk: the autoloader,
    // the modules of the page's own work, and what the navigation's chunk imports (fetched at idle,
    // the header being in view).
    const fetchedAhead = report
      .page(['lto-mega-nav'])
      .files.filter((file) => !report.widgets['lto-mega-nav']!.files.includes(file))
      .map((file) => `/dist/${file}`);
    const page = await demo.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(new URL(request.url()).pathname));
    await demo.openSite('/', { page });
    await expect.poll(() => fetchedAhead.every((file) => fetched.has(file))).toBe(true);
    // Until the prefetching is over: it adds a few links per idle period, none in the last one.
    const prefetchLinks = () => page.evaluate("new Promise((done) => requestIdleCallback(() => done(document.querySelectorAll('link[rel=prefetch]').length)))");
    let links = await prefetchLinks();
    for (let now = await prefetchLinks(); now !== links; now = await prefetchLinks()) links = now;
    expect(search.filter((file) => fetched.has(file))).toEqual([]);

    await box(page).hover();
    await page.locator('lto-header-search[data-lto-ready]').waitFor({ state: 'attached' });
    expect(search.filter((file) => !fetched.has(file))).toEqual([]);
  });

  test("a shopper who tabbed to the Search button before the widget's code came keeps the focus on it when it draws", async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    await demo.openSite('/', { page });
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await box(page).focus();
    await page.keyboard.press('Tab');
    expect(await submit.evaluate((button) => button === document.activeElement), 'on the server\'s button').toBe(true);
    release();
    await page.locator('lto-header-search[data-lto-ready]').waitFor({ state: 'attached' });
    expect(await submit.evaluate((button) => button === document.activeElement), 'on the drawn button').toBe(true);
    expect(await submit.getAttribute('aria-disabled'), 'an empty box searches nothing').toBe('true');
  });

  test("a typo still finds it: 'sofs' suggests sofas; Escape closes, then empties; Enter searches with spaces as +", async () => {
    const page = await demo.openSite('/');
    await box(page).click();
    await page.keyboard.type('sofs');
    const options = page.getByRole('option');
    await expect.poll(() => options.first().innerText()).toMatch(/sof/i);
    await page.keyboard.press('Escape');
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('false');
    expect(await box(page).inputValue()).toBe('sofs');
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Search', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.type('sofa bed');
    await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).search).toBe('?q=sofa+bed');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('sofa bed');
  });

  test('the last search comes back as a recent search in an empty box, on the next page', async () => {
    const page = await demo.openSite('/');
    await box(page).click();
    await page.keyboard.type('recliner');
    await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), page.keyboard.press('Enter')]);
    await box(page).click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: 'recliner' }).waitFor();
    expect(await box(page).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("the first click in the box, which asks for the search's code, opens the recent searches once it is drawn", async () => {
    const page = await demo.newPage();
    await page.addInitScript(() => localStorage.setItem('ltoRecentSearches', JSON.stringify(['recliner'])));
    await demo.openSite('/', { page });
    expect(await page.locator('lto-header-search[data-lto-ready]').count(), 'not drawn before the click').toBe(0);
    await box(page).click();
    await page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'recliner' }).waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
  });

  test('Spanish site: the box and its suggestions in Spanish', async () => {
    const page = await demo.openSite('/', { site: 'es' });
    const spanishBox = page.getByRole('combobox', { name: 'Buscar productos' });
    await spanishBox.click();
    await page.keyboard.type('sof');
    const options = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' }).getByRole('option');
    await expect.poll(() => options.first().innerText()).toMatch(/^Sofá/);
  });

  test('without script the form still searches', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await demo.openSite('/', { page });
    await box(page).fill('tv stand');
    await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), box(page).press('Enter')]);
    expect(new URL(page.url()).search).toBe('?q=tv+stand');
  });
});
