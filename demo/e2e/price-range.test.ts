/**
 * The 'Monthly Payment' refinement, <lto-price-range>, on the living-room listing in real Chromium:
 * a thumb moved by keyboard (at 1280 and 390 px, once the shopper tabs on) and dragged by the pointer
 * reload the grid in place with pmin and pmax; the boxes with SPEC 5.4's adjustments; the listing as a page where no
 * grid is drawn yet; Spanish and C$; and the form without script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { chunksOf, holdRequests, wake } from './islands';
import { monthlyPayments } from './results-text';

const demo = useDemo({ lite: true });

const count = (page: Page) => page.locator('[data-lto-grid-count]');
const range = (page: Page) => page.locator('lto-price-range');
const group = (page: Page) => page.locator('details.refinements__group', { has: page.locator('lto-price-range') });
const thumb = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const totalOf = async (page: Page) => Number(/(?:of|de) (\d+) (?:results|resultados)/.exec((await count(page).textContent()) ?? '')?.[1]);
const bounds = async (page: Page) => [Number(await range(page).getAttribute('lower')), Number(await range(page).getAttribute('upper'))] as const;
const asked = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return [params.get('pmin'), params.get('pmax')];
};
const results = (page: Page) => page.locator('[data-lto-grid-feed] > article');

/** A mark on the window: a page load takes it away. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/**
 * The listing with its grid drawn (the pointer over its count first), and the price group open with
 * the widget drawn; below 1024px, in the filters sidebar (the refinements are shown only there).
 */
async function openRange(path: string, { site = 'en', width = 1280 }: { site?: SiteName; width?: number } = {}): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  const page = await demo.openSite(path, { site, page: await context.newPage() });
  await count(page).hover();
  await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
  if (width < 1024) {
    await page.locator('[data-lto-refinements-opener]').click();
    await page.getByRole('dialog').waitFor();
  }
  if (!(await group(page).evaluate((details) => (details as HTMLDetailsElement).open))) await group(page).locator('summary').click();
  await wake(range(page));
  return page;
}

for (const width of [1280, 390]) {
  test(`at ${width}px a thumb moved by keyboard reloads the grid in place with pmin and pmax once the shopper leaves the slider`, async () => {
    const page = await openRange('/c/living-room', { width });
    const before = await totalOf(page);
    const [lower, upper] = await bounds(page);
    await markPage(page);
    const max = thumb(page, 'Maximum monthly payment');
    await max.focus();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    expect(await max.getAttribute('aria-valuetext')).toBe(`$${upper - 31}`);
    expect(await box(page, 'Max ($)').inputValue()).toBe(String(upper - 31));
    // No Enter: moving on from the slider shows the range.
    await page.keyboard.press('Tab');
    await eventually(() => asked(page)).toEqual([String(lower), String(upper - 31)]);
    await eventually(() => totalOf(page)).toBeLessThan(before);
    expect(await samePage(page), 'no page load').toBe(true);
    expect(Math.max(...(await monthlyPayments(results(page))))).toBeLessThanOrEqual(upper - 31);
    // The new listing's range shows the one in force, its group open.
    expect(await group(page).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await thumb(page, 'Maximum monthly payment').getAttribute('aria-valuetext')).toBe(`$${upper - 31}`);
  });
}

describe('at 1280px', () => {
  test('a dragged thumb shows its range when the pointer lets go', async () => {
    const page = await openRange('/c/living-room');
    const before = await totalOf(page);
    const [lower] = await bounds(page);
    const min = thumb(page, 'Minimum monthly payment');
    const track = (await min.boundingBox())!;
    // The min thumb stands at the left end: its centre is half a thumb (12px) in.
    await page.mouse.move(track.x + 12, track.y + track.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.4, track.y + track.height / 2, { steps: 8 });
    expect(asked(page), 'nothing while it moves').toEqual([null, null]);
    await page.mouse.up();
    await eventually(() => Number(asked(page)[0])).toBeGreaterThan(lower);
    await eventually(() => totalOf(page)).toBeLessThan(before);
    const pmin = Number(asked(page)[0]);
    expect(Math.min(...(await monthlyPayments(results(page))))).toBeGreaterThanOrEqual(pmin);
  });

  test('the boxes: Enter shows their range, adjusted as SPEC 5.4 says, and an empty one asks for an amount', async () => {
    const page = await openRange('/c/living-room');
    await box(page, 'Min ($)').fill('90');
    await box(page, 'Max ($)').fill('60');
    await box(page, 'Max ($)').press('Enter');
    await eventually(() => asked(page)).toEqual(['90', '91']);
    const prices = await monthlyPayments(results(page));
    expect(prices.every((price) => price >= 90 && price <= 91)).toBe(true);

    await wake(range(page));
    await box(page, 'Min ($)').fill('');
    await range(page).getByRole('button', { name: 'Apply', exact: true }).click();
    expect(await box(page, 'Min ($)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('pmin');
    expect(asked(page)).toEqual(['90', '91']);
  });

  test('outside a listing grid the range comes as a page', async () => {
    // A platform page with the range and no grid around it: the range moved out of the grid (and
    // of the refinements, whose intent wakes the grid) before any code of either has run.
    const context = await demo.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await demo.openSite('/c/living-room?brand=Crestline&pmin=20&pmax=250', { page: await context.newPage() });
    await page.evaluate(() => document.querySelector('main')!.prepend(document.querySelector('lto-price-range')!));
    await wake(range(page));
    expect(await page.locator('lto-product-grid[data-lto-ready]').count()).toBe(0);
    await box(page, 'Max ($)').fill('80');
    await Promise.all([page.waitForEvent('load'), box(page, 'Max ($)').press('Enter')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('brand')).toBe('Crestline');
    expect(url.searchParams.get('pmax')).toBe('80');
  });

  test('the Spanish site and the Canadian one say the range in their words and currency', async () => {
    const es = await openRange('/c/living-room', { site: 'es' });
    expect(await group(es).locator('summary').textContent()).toBe('Pago mensual');
    const [lower] = await bounds(es);
    expect(await thumb(es, 'Pago mensual mínimo').getAttribute('aria-valuetext')).toBe(`$${lower}`);
    await thumb(es, 'Pago mensual mínimo').focus();
    await es.keyboard.press('PageUp');
    expect(await box(es, 'Mín. ($)').inputValue()).toBe(String(lower + 10));

    const ca = await openRange('/c/living-room', { site: 'ca' });
    const [, upper] = await bounds(ca);
    expect(await thumb(ca, 'Maximum monthly payment').getAttribute('aria-valuetext')).toBe(`C$${upper}`);
    expect(await box(ca, 'Max (C$)').inputValue()).toBe(String(upper));
  });

  test("a drag begun before the slider's code has come is the slider's: the server's thumb moves with the pointer, and once drawn the widget shows that range", async () => {
    const context = await demo.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const chunks = chunksOf('price-range');
    const release = await holdRequests(page, `**/dist/${chunks.code}`);
    await demo.openSite('/c/living-room', { page });
    if (!(await group(page).evaluate((details) => (details as HTMLDetailsElement).open))) await group(page).locator('summary').click();
    // Its wake module has come (after the load event), and two frames more for it to have run.
    await expect.poll(() => page.evaluate((wake) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(wake)), chunks.wake!)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const before = await totalOf(page);
    const [lower, upper] = await bounds(page);
    const track = (await page.locator('.lto-price-range__slider').boundingBox())!;
    const y = track.y + track.height / 2;
    const xOf = (value: number) => track.x + 12 + ((value - lower) / (upper - lower)) * (track.width - 24);
    const serverMax = page.locator('.lto-price-range__thumb--max');
    // The max thumb (at the right end) dragged left while the code is held back: it moves, as a range input does.
    await page.mouse.move(xOf(upper), y);
    await page.mouse.down();
    await page.mouse.move(xOf(upper - 80), y, { steps: 6 });
    await page.mouse.up();
    const dragged = Number(await serverMax.inputValue());
    expect(dragged).toBeLessThan(upper - 60);
    expect(await range(page).getAttribute('data-lto-ready'), 'not drawn yet').toBeNull();
    release();
    await range(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
    await eventually(() => asked(page)).toEqual([String(lower), String(dragged)]);
    await eventually(() => totalOf(page)).toBeLessThan(before);
    expect(Math.max(...(await monthlyPayments(results(page))))).toBeLessThanOrEqual(dragged);
  });

  test('without script the boxes are a form that refines, and the slider keeps its place unseen', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await demo.openSite('/c/living-room?srule=newest', { page: await context.newPage() });
    await group(page).locator('summary').click();
    expect(await page.locator('.lto-price-range__slider').evaluate((slider) => getComputedStyle(slider).visibility)).toBe('hidden');
    await box(page, 'Min ($)').fill('40');
    await box(page, 'Max ($)').fill('80');
    await Promise.all([page.waitForEvent('load'), range(page).getByRole('button', { name: 'Apply', exact: true }).click()]);
    const url = new URL(page.url());
    expect([url.searchParams.get('srule'), url.searchParams.get('pmin'), url.searchParams.get('pmax')]).toEqual(['newest', '40', '80']);
    const prices = await monthlyPayments(results(page));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 40 && price <= 80)).toBe(true);
  });
});

test('on a phone the slider is drawn once the filters show it, before the shopper touches it, so the first drag is its own', async () => {
  const context = await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await demo.openSite('/c/living-room', { page: await context.newPage() });
  await page.locator('[data-lto-refinements-opener]').tap();
  await page.locator('lto-refinements[data-lto-ready]').waitFor({ state: 'attached' });
  if (!(await group(page).evaluate((details) => (details as HTMLDetailsElement).open))) await group(page).locator('summary').tap();
  await range(page).evaluate((host) => host.scrollIntoView({ block: 'center' }));
  await range(page).and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
});
