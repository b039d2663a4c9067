/**
 * The variant picker and availability on a real product page in Chromium against the demo
 * (SPEC 2.8, 3.2, 7.5, 8, 9.5): choosing a colour by mouse and keyboard reloads the product content,
 * the islands in the new content work, and availability shows, in en and es (axe scans the page
 * after a colour is chosen in a11y.test.ts). The swatches are the server's links: they work before
 * the code runs and without script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { wake } from './islands';
import { listenToAnnouncements } from './live-region';

const demo = useDemo({ lite: true });

/** P1001 in the seeded catalogue: four colours, Beige and Gray out of stock, Brown shown first. */
const PRODUCT = '/p/P1001';

/** The product page with its picker and availability drawn (focus shown in each, as a keyboard would). */
async function productPage(site: SiteName = 'en', path = PRODUCT): Promise<Page> {
  const page = await demo.openSite(path, { site });
  await wake(page.locator('lto-variant-picker'));
  await wake(page.locator('lto-availability'));
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const availability = (page: Page) => page.locator('lto-availability').innerText();
/** The name of the swatch that has the focus (a link with the radio role), else the focused tag. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="radio"]')?.textContent ?? document.activeElement?.tagName ?? '');

/** The product content region: the page's recommendation tiles have colour swatches of their own. */
const content = (page: Page) => page.locator('#product-content');

describe('the product page variant picker', () => {
  test('shows the colours as a radio group, out-of-stock ones with the suffix at 0.75 opacity', async () => {
    const page = await productPage();
    const group = content(page).getByRole('radiogroup', { name: 'Colors' });
    expect(await group.getByRole('radio').count()).toBe(4);
    expect(await group.getByRole('radio', { name: 'Brown' }).isChecked()).toBe(true);
    const beige = group.getByRole('radio', { name: 'Beige - OUT OF STOCK' });
    expect(await beige.evaluate((swatch) => getComputedStyle(swatch).opacity)).toBe('0.75');
    expect(await availability(page)).toMatch(/^In stock$/);
  });

  test('a click reloads the content from the variant URL; the address bar follows; focus stays on the chosen swatch; availability shows', async () => {
    const page = await productPage();
    const before = await page.locator('#product-content').elementHandle();
    const heard = await listenToAnnouncements(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/p/P1001/variant/P1001-1'),
      content(page).getByRole('radio', { name: 'Beige - OUT OF STOCK' }).click(),
    ]);
    expect(Object.fromEntries(new URL(response.url()).searchParams)).toEqual({ Quantity: '1', format: 'ajax' });
    await eventually(() => heading(page)).toBe('Garrison Sofa, Beige');
    expect(await before!.evaluate((el) => el.isConnected)).toBe(false);
    expect(new URL(page.url()).search).toBe('?color=beige');
    await eventually(() => focusedLabel(page)).toBe('Beige - OUT OF STOCK');
    await eventually(() => availability(page)).toMatch(/^Available on back order\n+Expected in stock on [A-Z][a-z]+ \d+, \d{4}\.$/);
    const expected = /on ([A-Za-z]+ \d+, \d{4})\.$/.exec(await availability(page))![1]!;
    expect(Date.parse(`${expected} 23:59 UTC`), 'a restock date ahead of the shopper').toBeGreaterThan(Date.now());
    await eventually(async () => (await heard()).some((said) => said.includes('Beige selected. The product details are updated.'))).toBe(true);
    await wake(content(page).locator('lto-favorite'));
    expect(await page.locator('lto-favorite').innerText()).toContain('SKU: P1001-1');
  });

  test('the content is dimmed while the chosen colour loads, and not after', async () => {
    const page = await productPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/p\/P1001\/variant\//, async (route) => {
      await held;
      await route.continue();
    });
    const opacity = () => content(page).evaluate((region) => getComputedStyle(region).opacity);
    await content(page).getByRole('radio', { name: 'Gray - OUT OF STOCK' }).click();
    await eventually(opacity).toBe('0.7');
    expect(await content(page).getAttribute('aria-busy')).toBe('true');
    release();
    await eventually(() => heading(page)).toBe('Garrison Sofa, Gray');
    await eventually(opacity).toBe('1');
  });

  test('from the keyboard: arrow keys in the radio group choose; focus survives every reload; the focus ring shows', async () => {
    const page = await productPage();
    await content(page).getByRole('radio', { name: 'Brown' }).focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => heading(page)).toBe('Garrison Sofa, Gray');
    await eventually(() => focusedLabel(page)).toBe('Gray - OUT OF STOCK');
    await page.keyboard.press('ArrowRight');
    await eventually(() => heading(page)).toBe('Garrison Sofa, Rust');
    await eventually(() => focusedLabel(page)).toBe('Rust');
    expect(await content(page).getByRole('radio', { name: 'Rust' }).isChecked()).toBe(true);
    // The focus ring is drawn on the swatch.
    const outline = await content(page)
      .getByRole('radio', { name: 'Rust' })
      .evaluate((swatch) => getComputedStyle(swatch).outlineStyle);
    expect(outline).toBe('solid');
  });

  test("an arrow key pressed as the new colour's content goes in is done: the focus is never lost to the page", async () => {
    const page = await productPage();
    const brown = content(page).getByRole('radio', { name: 'Brown' });
    await brown.focus();
    // The next key lands the moment the old picker leaves with the old content (before the new
    // picker is drawn): on whatever has the focus then, as a shopper's key would.
    await brown.evaluate((old) => {
      new MutationObserver((_, observer) => {
        if (old.isConnected) return;
        observer.disconnect();
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Brown, then Gray with this press, then Rust with the one at the swap.
    await page.keyboard.press('ArrowRight');
    await eventually(() => heading(page)).toBe('Garrison Sofa, Rust');
    await eventually(() => focusedLabel(page)).toBe('Rust');
  });

  test('Tab into the colours before their code ran, then once drawn the next Tab leaves the group', async () => {
    const page = await demo.openSite(PRODUCT);
    const first = content(page).getByRole('radio', { name: 'Beige - OUT OF STOCK' });
    await first.focus();
    await content(page).locator('lto-variant-picker[data-lto-ready]').waitFor();
    await eventually(() => focusedLabel(page)).toBe('Brown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="radiogroup"]')))).toBe(false);
  });

  test('the favourite and store availability islands of the new content work', async () => {
    const page = await productPage();
    await content(page).getByRole('radio', { name: 'Rust' }).click();
    await eventually(() => heading(page)).toBe('Garrison Sofa, Rust');

    await wake(content(page).locator('lto-favorite'));
    const save = page.getByRole('switch', { name: 'Save Garrison Sofa' });
    await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/favorites/add'), save.click()]);
    await eventually(() => save.getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('lto-favorite').innerText()).toContain('SKU: P1001-4');

    await page.getByRole('link', { name: 'Set preferred store' }).click();
    await page.getByRole('dialog', { name: 'Find a store near you' }).waitFor();
  });

  test('a click on a swatch before the code has run is a link to the colour\'s page', async () => {
    const page = await demo.openSite(PRODUCT);
    const rust = content(page).getByRole('radio', { name: 'Rust' });
    // No intent shown yet: the server's swatch, a link the browser follows.
    expect(await page.locator('lto-variant-picker[data-lto-ready]').count()).toBe(0);
    await Promise.all([page.waitForURL(/color=rust/), rust.dispatchEvent('click')]);
    expect(await heading(page)).toBe('Garrison Sofa, Rust');
  });

  test('on a phone, a tap on a swatch the shopper scrolled to chooses it in place: no page load, the page stays where it was', async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await demo.openSite(PRODUCT, { page: await context.newPage() });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const rust = content(page).getByRole('radio', { name: 'Rust' });
    // A thumb's swipe to the swatches (the picker's host stays while its inside is drawn over): a
    // touch of the page, then the scroll.
    await page.getByRole('heading', { level: 1 }).tap();
    await page.locator('lto-variant-picker').evaluate((picker) => picker.scrollIntoView({ block: 'center' }));
    // No hover on a touch screen: once the page is touched, the picker is drawn as it comes near, before any tap.
    await page.locator('lto-variant-picker[data-lto-ready]').waitFor({ state: 'attached' });
    const scrolled = await page.evaluate(() => scrollY);
    await rust.tap();
    await eventually(() => heading(page)).toBe('Garrison Sofa, Rust');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'the same document').toBe(true);
    expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(2);
  });

  test('without JavaScript the swatches are links to the variant pages', async () => {
    const context = await demo.context.browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${demo.url}${PRODUCT}`);
      const link = content(page).getByRole('radio', { name: 'Rust' });
      expect(await link.getAttribute('href')).toBe('/p/P1001?color=rust');
      await link.click();
      await page.waitForURL(/color=rust/);
      expect(await heading(page)).toBe('Garrison Sofa, Rust');
      expect(await availability(page)).toMatch(/in stock/i);
    } finally {
      await context.close();
    }
  });

  test('in Spanish: AGOTADO, Spanish availability and announcement', async () => {
    const page = await productPage('es');
    const group = content(page).getByRole('radiogroup', { name: 'Colores' });
    const heard = await listenToAnnouncements(page);
    await group.getByRole('radio', { name: /AGOTADO$/ }).first().click();
    await eventually(() => availability(page)).toMatch(/^Disponible bajo pedido\n+Fecha prevista de llegada: \d+ de [a-z]+ de \d{4}\.$/);
    await eventually(async () => (await heard()).some((said) => /(^| )Seleccionaste [^.]+\. Los detalles del producto están actualizados\./.test(said))).toBe(true);
  });
});
