/**
 * <lto-refinements> in real Chromium, as a shopper uses it, at 1280 and 390 px: a group opened by
 * keyboard and by mouse (the summary a disclosure button to assistive technology), a value chosen
 * reloading the grid in place; on a phone the 'Show filters' button opening the refinements as a
 * modal sidebar, a value chosen in it (the sidebar stays), Apply, close, Escape and the backdrop
 * closing it, the focus back on the button; a brand landing page's sub-categories chosen several
 * at a time (subcatids), in English, Spanish and on the Canadian site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';

const demo = useDemo({ lite: true });

const count = (page: Page) => page.locator('[data-lto-grid-count]');
/** A group of the refinements by its name, the sidebar's too (it is inside the element). */
const group = (page: Page, name: string) => page.locator(`lto-refinements details:has(> summary:text-is("${name}"))`);
const summary = (page: Page, name: string) => group(page, name).locator('summary');
const value = (page: Page, label: string) => page.locator('lto-refinements a[data-lto-grid-link]', { hasText: new RegExp(`^${label.replace(/[&()]/g, '\\$&')} \\(\\d+\\)$`) });
const sidebar = (page: Page, name = 'Filters') => page.getByRole('dialog', { name });
/** The show-filter link the server drew: a button once the widget is drawn (a click before is held for it). */
const showFilters = (page: Page) => page.locator('[data-lto-refinements-opener]');
const focused = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
const subcatids = (page: Page) => new URL(page.url()).searchParams.get('subcatids');

async function open(path: string, width: number, site: SiteName = 'en'): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  const page = await demo.openSite(path, { site, page: await context.newPage() });
  // A mark on the window: a page load would take it away.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return page;
}

const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/**
 * Until the grid is drawn a value's link is a plain link: chosen then, it loads the next page, as
 * it would without script. The first intent on the refinements asks for the grid too; a test of
 * the reload in place waits for it before choosing (a busy machine drew it after the click).
 */
const gridDrawn = (page: Page) => page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });

/** The group's summary as Chromium gives it to assistive technology: its role and whether it says expanded. */
async function disclosure(page: Page, name: string): Promise<{ role: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  const node = nodes.find((n) => n.name?.value === name && n.role?.value !== 'StaticText' && n.properties?.some((p) => p.name === 'expanded'));
  await cdp.detach();
  return { role: node?.role?.value ?? 'none', expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined };
}

/** Tab until the focus is on `label`'s value link (in the page's order, as a keyboard user goes). */
async function tabTo(page: Page, label: RegExp): Promise<void> {
  for (let i = 0; i < 40 && !label.test(await focused(page)); i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(label);
}

describe('at 1280px, beside the results', () => {
  test('a group opened by keyboard, a value chosen by keyboard: the grid reloads in place and the group stays open', async () => {
    const page = await open('/c/appliances', 1280);
    expect(await disclosure(page, 'Type')).toEqual({ role: 'DisclosureTriangle', expanded: false });
    await summary(page, 'Type').focus();
    await page.keyboard.press('Enter');
    await eventually(() => group(page, 'Type').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await disclosure(page, 'Type')).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await page.locator('lto-refinements[data-lto-ready]').waitFor({ state: 'attached' });
    await gridDrawn(page);
    expect(await value(page, 'Washer & Dryer').count(), "SPEC 2.6: 'Washer & Dryer Sets' shown shorter").toBe(1);

    await tabTo(page, /^Washer & Dryer \(3\)$/);
    await page.keyboard.press('Enter');

    await eventually(() => count(page).textContent()).toBe('Viewing 3 of 3 results');
    expect(await samePage(page), 'no page load').toBe(true);
    expect(new URL(page.url()).searchParams.get('subcat')).toBe('laundry-pair');
    expect(await value(page, 'Washer & Dryer').getAttribute('aria-current')).toBe('true');
    expect(await group(page, 'Type').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // Space closes it again, as on any button.
    await summary(page, 'Type').focus();
    await page.keyboard.press('Space');
    await eventually(() => group(page, 'Type').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  });

  test('by mouse: groups the shopper opened stay open over each reload, and Back brings the last listing back', async () => {
    const page = await open('/c/appliances', 1280);
    await summary(page, 'Rating').click();
    await summary(page, 'Type').click();
    await gridDrawn(page);
    await value(page, 'Washer & Dryer').click();
    await eventually(() => count(page).textContent()).toBe('Viewing 3 of 3 results');
    await eventually(() => page.locator('lto-refinements details[open] > summary').allTextContents()).toEqual(['Type', 'Rating']);

    await summary(page, 'Brand').click();
    await value(page, 'Frostline').click();
    await eventually(() => new URL(page.url()).searchParams.get('brand')).toBe('Frostline');
    await eventually(() => page.locator('lto-refinements details[open] > summary').allTextContents()).toEqual(['Brand', 'Type', 'Rating']);
    expect(await samePage(page)).toBe(true);
    expect(await showFilters(page).isVisible(), 'no show-filter button beside the results').toBe(false);

    await page.goBack();
    await eventually(() => count(page).textContent()).toBe('Viewing 3 of 3 results');
  });

  test('Forward to a refined listing from a page loaded anew by Back and Forward shows that listing, not the one drawn', async () => {
    const page = await open('/', 1280);
    await page.goto(`${new URL(page.url()).origin}/c/appliances`);
    await summary(page, 'Brand').click();
    await gridDrawn(page);
    await value(page, 'Frostline').click();
    await eventually(() => new URL(page.url()).searchParams.get('brand')).toBe('Frostline');
    const refined = await count(page).textContent();
    await page.goBack();
    await eventually(() => count(page).textContent()).not.toBe(refined);
    const all = await count(page).textContent();
    await page.goBack();
    // The listing is loaded anew; the entry after it is one the grid pushed from the one before.
    await page.goForward();
    expect(await count(page).textContent()).toBe(all);
    await page.goForward();
    expect(new URL(page.url()).searchParams.get('brand')).toBe('Frostline');
    await eventually(() => count(page).textContent()).toBe(refined);
    expect(await page.locator('[data-lto-grid-feed] article').count()).toBe(Number(/Viewing (\d+)/.exec(refined ?? '')?.[1]));
  });

  test('a brand landing page: sub-categories added to subcatids and taken out, All types clearing them', async () => {
    const page = await open('/brand/ashford-home', 1280);
    const all = Number(/of (\d+) results/.exec((await count(page).textContent()) ?? '')?.[1]);
    await summary(page, 'Type').click();
    const sofas = Number(/\((\d+)\)/.exec((await value(page, 'Sofas').textContent()) ?? '')?.[1]);
    const sectionals = Number(/\((\d+)\)/.exec((await value(page, 'Sectionals').textContent()) ?? '')?.[1]);
    await gridDrawn(page);

    await value(page, 'Sofas').click();
    await eventually(() => subcatids(page)).toBe('sofa');
    await eventually(() => count(page).textContent()).toBe(`Viewing ${sofas} of ${sofas} results`);
    await value(page, 'Sectionals').click();
    await eventually(() => subcatids(page)).toBe('sofa|sectional');
    await eventually(() => count(page).textContent()).toBe(`Viewing ${sofas + sectionals} of ${sofas + sectionals} results`);
    expect(await page.locator('lto-refinements a[aria-current="true"]').allTextContents()).toEqual([`Sofas (${sofas})`, `Sectionals (${sectionals})`]);
    await value(page, 'Sofas').click();
    await eventually(() => subcatids(page)).toBe('sectional');
    await value(page, 'All types').click();
    await eventually(() => subcatids(page)).toBeNull();
    await eventually(() => count(page).textContent()).toBe(`Viewing 20 of ${all} results`);
    expect(await samePage(page)).toBe(true);
  });
});

describe('at 390px, the refinements in a sidebar', () => {
  test("by mouse: 'Show filters' opens them, a value chosen reloads the grid and the sidebar stays, Apply closes it and the focus is back", async () => {
    const page = await open('/c/appliances', 390);
    await showFilters(page).click();
    const dialog = sidebar(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.locator('nav.refinements').count(), 'the refinements in it').toBe(1);
    expect(await focused(page)).toBe('×');
    await summary(page, 'Type').click();
    await gridDrawn(page);
    await value(page, 'Washer & Dryer').click();

    await eventually(() => count(page).textContent()).toBe('Viewing 3 of 3 results');
    await sidebar(page).waitFor();
    await eventually(() => focused(page)).toBe('Washer & Dryer (3)');
    expect(await value(page, 'Washer & Dryer').getAttribute('aria-current')).toBe('true');
    expect(await samePage(page)).toBe(true);

    await sidebar(page).getByRole('button', { name: 'Apply' }).click();
    await sidebar(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Show filters');
    expect(await page.getByRole('button', { name: 'Show filters' }).getAttribute('aria-haspopup')).toBe('dialog');
    // Back in their element, not shown in the page: 'Show filters' is the way to them on a narrow screen.
    expect(await page.locator('.listing > lto-refinements nav').count(), 'the refinements back in their element').toBe(1);
    expect(await page.locator('.listing > lto-refinements nav').isVisible()).toBe(false);
  });

  test("Tab goes from 'Show filters' on to the results: the refinements are not in the page's order too, after the results on screen", async () => {
    // An accessibility walk: the refinements, drawn after the results on a narrow screen but before
    // them in the page, took the focus (and the page) down past the results and back up.
    const page = await open('/c/appliances', 390);
    await showFilters(page).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('lto-refinements') === null)).toBe(true);
    expect(await group(page, 'Brand').isVisible()).toBe(false);
    await showFilters(page).click();
    await expect.poll(() => group(page, 'Brand').isVisible()).toBe(true);
  });

  test('the backdrop, the close button and Escape close it, the focus back on the button each time', async () => {
    const page = await open('/c/appliances', 390);
    const closers: [string, () => Promise<void>][] = [
      ['backdrop', () => page.mouse.click(382, 450)],
      ['close button', () => sidebar(page).getByRole('button', { name: 'Close filters' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
    ];
    for (const [how, close] of closers) {
      await showFilters(page).click();
      await sidebar(page).waitFor();
      await close();
      await sidebar(page).waitFor({ state: 'detached' });
      expect(await focused(page), how).toBe('Show filters');
    }
  });

  test('by keyboard: Enter opens it, Space opens a group, Enter chooses a value, Tab stays inside, Escape closes and the focus is back', async () => {
    const page = await open('/c/appliances', 390);
    await page.locator('[data-lto-refinements-opener]').focus();
    await page.keyboard.press('Enter');
    await sidebar(page).waitFor();
    await tabTo(page, /^Type$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Washer & Dryer \(3\)$/);
    await gridDrawn(page);
    await page.keyboard.press('Enter');
    await eventually(() => count(page).textContent()).toBe('Viewing 3 of 3 results');
    await eventually(() => focused(page)).toBe('Washer & Dryer (3)');
    // From the last control (Apply) Tab goes round to the first (close), never behind the backdrop.
    await sidebar(page).getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('×');
    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Show filters');
    await page.keyboard.press('Space');
    await sidebar(page).waitFor();
  });

  test.each([
    ['es', 'Mostrar filtros', 'Filtros', 'Tipo', 'Todos los tipos', /^Mostrando \d+ de \d+ resultados$/, /^\$/],
    ['ca', 'Show filters', 'Filters', 'Type', 'All types', /^Viewing \d+ of \d+ results$/, /^C\$/],
  ] as const)('a brand landing page on the %s site: a sub-category chosen in the sidebar, its words, counts and prices', async (site, opener, title, type, allTypes, viewing, price) => {
    const page = await open('/brand/frostline', 390, site);
    expect(await page.locator('.lto-product-tile__price').first().innerText()).toMatch(price);
    expect(await showFilters(page).textContent()).toBe(opener);
    await showFilters(page).click();
    const dialog = sidebar(page, title);
    await dialog.waitFor();
    await summary(page, type).click();
    expect(await value(page, allTypes).getAttribute('aria-current')).toBe('true');
    const washer = site === 'es' ? 'Lavadora y secadora' : 'Washer & Dryer';
    await gridDrawn(page);
    await value(page, washer).click();
    await eventually(() => subcatids(page)).toBe('laundry-pair');
    await eventually(() => count(page).textContent()).toMatch(viewing);
    await eventually(() => focused(page)).toMatch(new RegExp(`^${washer} \\(\\d+\\)$`));
    expect(await value(page, washer).getAttribute('href')).toBe('/brand/frostline');
    expect(new URL(page.url()).origin).toBe(demo.origin(site));
  });
});
