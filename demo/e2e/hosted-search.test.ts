/**
 * The header search in hosted-search mode (SPEC 2.2, 7.6, 7.9) in real Chromium against the demo's
 * stand-in service, under the demo's CSP: a shopper types, arrows through the panel's groups as
 * one set and opens a product; a typed search goes to /showsearch with the service's queryID (and
 * at once without it while the service has not answered); the
 * service records the insight events. The Canadian site has hosted search on (its site preference);
 * the US site gets it through the demo switch.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useDemo } from './harness';

const demo = useDemo();

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const activeText = async (page: Page) => {
  const id = (await box(page).getAttribute('aria-activedescendant')) ?? '';
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
};

describe('header search, hosted mode', () => {
  for (const width of [1280, 390]) {
    test(`at ${width}px on the Canadian site: 'sof', arrows through suggestions, categories and products, Enter opens the product`, async () => {
      const page = await demo.newPage();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await demo.openSite('/', { site: 'ca', page });
      await box(page).click();
      await page.keyboard.type('sof');
      const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
      // The panel for all of 'sof', not one for 'so' still shown while its answer comes.
      await expect.poll(() => products.allInnerTexts()).toSatisfy((texts: string[]) => texts.length > 0 && texts.every((text) => /sof/i.test(text)));
      expect(await page.getByRole('group', { name: 'Categories' }).getByRole('option').allInnerTexts()).toContain('Living Room');
      expect(await page.getByRole('group', { name: 'Suggestions' }).getByRole('option').count()).toBeGreaterThan(0);
      // The panel fits the window, below the box.
      const panel = (await page.locator('.lto-header-search__panel').boundingBox())!;
      const field = (await box(page).boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);

      // Up from nothing active: the last option, a product; again: the one before.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      const chosen = await activeText(page);
      // In sight, though the panel is taller than a phone's window lets it be (it scrolls).
      const inSight = () =>
        page.evaluate(() => {
          const option = document.getElementById(document.querySelector('[role="combobox"]')!.getAttribute('aria-activedescendant')!)!.getBoundingClientRect();
          const panel = document.querySelector('.lto-header-search__panel')!.getBoundingClientRect();
          return option.top >= panel.top && option.bottom <= panel.bottom && option.bottom <= innerHeight;
        });
      await expect.poll(inSight).toBe(true);
      const all = await page.getByRole('option').count();
      expect(await page.getByRole('option').nth(all - 2).innerText()).toBe(chosen);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      await Promise.all([page.waitForURL(/\/p\/P\d+$/), page.keyboard.press('Enter')]);
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).split(',')[0]!;
      expect(chosen.startsWith(name), `'${chosen}' names the product '${name}'`).toBe(true);
    });
  }

  test("a typo ('sofs') still finds sofas; submitting carries the service's queryID, spaces as +", async () => {
    const page = await demo.openSite('/demo/hosted-search?enabled=1');
    await demo.openSite('/', { page });
    await box(page).click();
    await page.keyboard.type('sofs');
    await expect.poll(async () => (await page.getByRole('group', { name: 'Products' }).getByRole('option').allInnerTexts()).some((text) => /sofa/i.test(text))).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('');
    // The service's answer for all of 'sofa bed' (its queryID is the one a search carries).
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'sofa bed' && response.url().includes('/hosted-search/query'));
    await page.keyboard.type('sofa bed');
    await answered;
    await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect(url.search).toMatch(/^\?q=sofa\+bed&queryID=[0-9a-f]{24}$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('sofa bed');
  });

  test('a search submitted while the service has not answered yet waits half a second at most, then goes without a queryID', async () => {
    const page = await demo.openSite('/', { site: 'ca' });
    // The service is slow: its answer for 'sofa bed' is held until the page has gone.
    let asked!: () => void;
    const held = new Promise<void>((resolve) => (asked = resolve));
    await page.route((url) => url.pathname.includes('/hosted-search/query') && url.searchParams.get('q') === 'sofa bed', () => asked());
    await box(page).click();
    await page.keyboard.type('sofa bed');
    await held;
    await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).search).toBe('?q=sofa+bed');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('sofa bed');
  });

  test("the first click in the box, which asks for the panel's code, opens the empty box's panel (the popular searches)", async () => {
    const page = await demo.openSite('/', { site: 'ca' });
    await box(page).click();
    await page.getByRole('group', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
  });

  test('a search the service redirects goes to its page with ?redirect=true and the queryID', async () => {
    const page = await demo.openSite('/', { site: 'ca' });
    await box(page).click();
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'stores' && response.url().includes('/hosted-search/query'));
    await page.keyboard.type('stores');
    await answered;
    await Promise.all([page.waitForURL((url) => url.pathname === '/stores'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).search).toMatch(/^\?redirect=true&queryID=[0-9a-f]{24}$/);
  });
});
