/**
 * Every open tab of the site in step (issue 23), in real Chromium against the demo: two pages of
 * one browser context are two tabs of one shopper. A change in one shows in the other within a
 * moment, without a reload and without a request of its own; the Spanish site, another origin,
 * hears nothing of the main site's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { compareUi, eventually, readCompareTable, type Product } from './compare-ui';
import { favoriteUi } from './favorite-ui';
import { useDemo, type SiteName } from './harness';
import { pageWorkStarted } from './islands';

const demo = useDemo();
const LISTING = '/c/living-room';

/** Opens `path` as a tab of the test's shopper, once its tab sync runs (the page's own work, at idle after load). */
async function openTab(path: string, site: SiteName = 'en', into?: Page): Promise<Page> {
  const page = await demo.openSite(path, { site, ...(into ? { page: into } : {}) });
  await pageWorkStarted(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return page;
}

/** The requests a tab makes to the demo's own endpoints from now on (not scripts or images). */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' || request.resourceType() === 'document') calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Three products compared from a listing tab, then the compare page open in a second tab (with the requests it makes from then on). */
async function comparedInTwoTabs() {
  const listing = await openTab(LISTING);
  const one = compareUi(listing);
  const compared = (await one.products()).slice(0, 3) as [Product, Product, Product];
  for (const product of compared) await one.add(product);
  const compare = await openTab('/compareShow?category=living-room');
  return { listing, one, compared, compare, compareCalls: callsOf(compare) };
}

describe('two tabs of one shopper', () => {
  test('a product compared in one tab shows in the other: its box ticked and the bar listing it, no reload, no request', async () => {
    const first = await openTab(LISTING);
    const second = await openTab(LISTING);
    const spanish = await openTab(LISTING, 'es');
    const secondCalls = callsOf(second);
    const one = compareUi(first);
    const two = compareUi(second);
    const product = (await one.products())[0]!;

    await one.add(product);
    await eventually(() => two.barNames()).toEqual([product.name]);
    await eventually(() => two.checkbox(product).isChecked()).toBe(true);
    expect(await sameDocument(second), 'the other tab was not reloaded').toBe(true);
    expect(secondCalls, 'the other tab asked the server nothing').toEqual([]);

    // And back: removed from the bar of the second tab, unticked in the first.
    await two.removeButton(product).click();
    await eventually(() => one.barNames()).toEqual([]);
    await eventually(() => one.checkbox(product).isChecked()).toBe(false);

    // The Spanish site is another origin: nothing of this reached it.
    expect(await compareUi(spanish, 'es').barNames()).toEqual([]);
  });

  test("a product removed on the compare page leaves the bar of a listing open in another tab, the compare page's table losing its column in place", async () => {
    const { listing, one, compared: [a, b, c], compare, compareCalls } = await comparedInTwoTabs();
    const listingCalls = callsOf(listing);

    await compare.getByRole('button', { name: `Remove ${b.name}`, exact: true }).click();
    await eventually(async () => (await readCompareTable(compare)).map((column) => column.name)).toEqual([a.name, c.name]);
    await expect.poll(() => compare.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`Remove ${c.name}`);
    expect(await sameDocument(compare), 'the compare page was not loaded again').toBe(true);
    expect(compareCalls).toEqual(['GET /compare/remove']);

    await eventually(() => one.barNames()).toEqual([a.name, c.name]);
    await eventually(() => one.checkbox(b).isChecked()).toBe(false);
    expect(await sameDocument(listing)).toBe(true);
    expect(listingCalls, 'the listing asked the server nothing').toEqual([]);
  });

  test('a product saved in one tab shows saved in the other', async () => {
    const first = await openTab(LISTING);
    const second = await openTab(LISTING);
    const one = favoriteUi(first);
    const two = favoriteUi(second);
    const product = (await one.products())[1]!;
    await one.heart(product).click();
    await eventually(() => one.state(product)).toBe('on');
    await eventually(() => two.state(product)).toBe('on');
    expect(await sameDocument(second)).toBe(true);
  });

  test("a product removed from the bar of a listing leaves the compare page open in another tab, its column taken out without a reload", async () => {
    const { one, compared: [a, b, c], compare, compareCalls } = await comparedInTwoTabs();

    await one.removeButton(a).click();
    await eventually(async () => (await readCompareTable(compare)).map((column) => column.name)).toEqual([b.name, c.name]);
    expect(await sameDocument(compare), 'the compare page was not loaded again').toBe(true);
    expect(compareCalls.filter((call) => call.startsWith('GET /compare')), 'nor asked the server').toEqual([]);
  });

  test('a product removed on the saved-items page shows unsaved in a listing open in another tab, and the page comes again without it', async () => {
    const listing = await openTab(LISTING);
    const one = favoriteUi(listing);
    const [a, b] = (await one.products()).slice(0, 2);
    for (const product of [a!, b!]) {
      await one.heart(product).click();
      await eventually(() => one.state(product)).toBe('on');
    }
    const saved = await openTab('/favorites');
    const listingCalls = callsOf(listing);

    await Promise.all([saved.waitForEvent('load'), saved.getByRole('button', { name: `Remove ${b.name}`, exact: true }).click()]);
    await eventually(() => one.state(b!)).toBe('off');
    expect(await one.state(a!)).toBe('on');
    expect(await sameDocument(listing)).toBe(true);
    expect(listingCalls, 'the listing asked the server nothing').toEqual([]);
    const left = await saved.getByRole('button', { name: /^Remove / }).allInnerTexts();
    expect(left).toHaveLength(1);
    expect(left[0]).toContain(a.name);
  });

  test('a zip set in one tab shows in the header banner of the other', async () => {
    const first = await openTab('/');
    const second = await openTab(LISTING);
    await first.getByRole('link', { name: 'Set your zip code' }).click();
    await first.getByRole('dialog').getByRole('textbox', { name: 'Zip code', exact: true }).fill('30303');
    await first.getByRole('button', { name: 'Update', exact: true }).click();
    await eventually(() => second.getByRole('link', { name: 'Change your zip code, now 30303' }).count()).toBe(1);
    expect(await sameDocument(second)).toBe(true);
  });

  // Chrome takes a page out of its back/forward cache when a BroadcastChannel message comes for it
  // (notRestoredReasons: broadcastchannel-message), and Back then shows the HTML its HTTP cache kept
  // from the first visit, from before the change: the page catches up by loading again.
  test('Back to a page left before a zip was set in another tab shows the new zip (back/forward cache on, as in Chrome)', async () => {
    const context = await demo.newContext({}, { backForwardCache: true });
    const first = await openTab('/', 'en', await context.newPage());
    expect(await first.getByRole('link', { name: 'Set your zip code' }).count()).toBe(1);
    await first.goto(`${demo.origin('en')}/privacy-policy`);

    const second = await openTab(LISTING, 'en', await context.newPage());
    await second.getByRole('link', { name: 'Set your zip code' }).click();
    await second.getByRole('dialog').getByRole('textbox', { name: 'Zip code', exact: true }).fill('30303');
    await second.getByRole('button', { name: 'Update', exact: true }).click();
    await eventually(() => second.getByRole('link', { name: 'Change your zip code, now 30303' }).count()).toBe(1);

    await first.goBack();
    await eventually(() => first.getByRole('link', { name: 'Change your zip code, now 30303' }).count()).toBe(1);
  });

  test('Back to a listing with nothing changed meanwhile shows it as the browser kept it, without loading it again', async () => {
    const first = await openTab(LISTING);
    await first.goto(`${demo.origin('en')}/privacy-policy`);
    await first.waitForLoadState('load');
    const calls = callsOf(first);
    await first.goBack();
    await first.waitForLoadState('load');
    // The page's own work has run (it would load the page again at once if it were behind).
    await eventually(() => first.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/page-work-[^/]*\.js$/.test(entry.name)))).toBe(true);
    await first.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(calls.filter((call) => call.startsWith('GET /c/'))).toEqual([`GET ${LISTING}`]);
    expect(await first.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
  });
});
