/**
 * The product page extras in real Chromium against the demo (SPEC 2.2, 2.8, 9.5), under the demo's
 * CSP with Trusted Types enforced (the harness fails a test on any console error or request that
 * leaves the machine): the size chart in the generic dialog, the info drawers and FAQ accordions,
 * the share links and the sofa sign-up, in the start-up model (code on intent) and without script.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo } from './harness';
import { holdWidgetCode } from './islands';

const demo = useDemo({ lite: true });
const PRODUCT = '/p/P1001';

async function openProduct(width = 1280) {
  const page = await demo.openSite(PRODUCT);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

/** The shopper points at it, and its island is drawn before the click (a link clicked before its code opens its page). */
async function pointAt(control: Locator): Promise<void> {
  await control.hover();
  await control.locator('xpath=ancestor::*[starts-with(local-name(), "lto-")][1]').and(control.page().locator('[data-lto-ready]')).waitFor();
}

/** The product page at `width`, with the dialog of the link named `name` open (its island drawn first). */
async function openDialogOf(name: string, width = 1280) {
  const page = await openProduct(width);
  const link = page.getByRole('link', { name, exact: true });
  await pointAt(link);
  await link.click();
  return { page, link, dialog: page.getByRole('dialog', { name }) };
}

describe('product page extras', () => {
  test('the size chart opens in a 631px dialog 150px from the top; Escape closes it and focus returns to the link', async () => {
    const { page, link, dialog } = await openDialogOf('Size chart');
    await expect.poll(() => dialog.getByRole('columnheader', { name: 'Width' }).count()).toBe(1);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(631);
    expect(Math.round(box.y)).toBe(150);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("on a phone the size chart's headings keep their words whole", async () => {
    const { dialog } = await openDialogOf('Size chart', 390);
    await expect.poll(() => dialog.getByRole('columnheader', { name: 'Width' }).count()).toBe(1);
    // One line each: a heading broken inside its word is two lines tall.
    const lines = await dialog.getByRole('columnheader').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return `${cell.textContent}: ${range.getClientRects().length}`;
      }),
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toMatch(/: 1$/);
  });

  test('below 1024px the dialog is centred, not at top+150', async () => {
    const { dialog } = await openDialogOf('Delivery information', 800);
    await expect.poll(() => dialog.getByText('Most items are delivered').count()).toBe(1);
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThanOrEqual(2);
  });

  test('the FAQ is an accordion: a title opens its answer, one at a time, by keyboard too', async () => {
    const page = await openProduct();
    const faq = page.locator('lto-accordion.pdp__faq-list');
    const first = faq.locator('summary', { hasText: 'Do I need credit to lease?' });
    const second = faq.locator('summary', { hasText: 'Can I return the item?' });
    const isOpen = (title: Locator) => title.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    await first.click();
    await expect.poll(() => page.getByText('No credit is needed.').isVisible()).toBe(true);
    await faq.and(page.locator('[data-lto-ready]')).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(second)).toBe(true);
    expect(await isOpen(first)).toBe(false);
    expect(await page.getByText('No credit is needed.').isVisible()).toBe(false);
  });

  test('a FAQ title pressed while the code is on its way opens its answer, which stays open once the accordion is drawn', async () => {
    const page = await demo.newPage();
    // The widgets' code is held back until the shopper has pressed the title.
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/dist\/(?!lto-widgets\.js).*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await demo.openSite(PRODUCT, { page });
    const faq = page.locator('lto-accordion.pdp__faq-list');
    const title = faq.locator('summary').first();
    await title.scrollIntoViewIfNeeded();
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    letThrough();
    // The code has come while the button is still down: the accordion waits for the click.
    await page.waitForFunction(() => customElements.get('lto-accordion'));
    await page.mouse.up();
    await faq.and(page.locator('[data-lto-ready]')).waitFor();
    expect(await faq.locator('details').evaluateAll((sections) => sections.map((details) => (details as HTMLDetailsElement).open))).toEqual([true, false, false]);
    expect(await page.getByText('No credit is needed.').isVisible()).toBe(true);
  });

  test('two arrow keys pressed on the lease terms while their code is on its way move two terms, as on the drawn tabs', async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    await demo.openSite(PRODUCT, { page });
    await page.waitForLoadState('load');
    const terms = page.locator('lto-lease-terms').getByRole('tablist').first();
    const names = await terms.getByRole('tab').allInnerTexts();
    const from = await terms.getByRole('tab', { selected: true }).innerText();
    await terms.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await terms.getByRole('tab', { selected: true }).innerText(), 'held until the code comes').toBe(from);
    release();
    const to = names[(names.indexOf(from) + 2) % names.length]!;
    await eventually(() => page.locator('lto-lease-terms[data-lto-ready]').getByRole('tab', { selected: true }).first().innerText()).toBe(to);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(to);
  });

  test('Share opens and closes four share links that load nothing from the networks; Escape closes them', async () => {
    const page = await openProduct();
    const share = page.locator('lto-share-links summary');
    expect(await share.getAttribute('aria-label')).toBe('Share Garrison Sofa');
    const links = page.locator('.lto-share-links__list a');
    expect(await links.first().isVisible()).toBe(false);
    await share.click();
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await links.count()).toBe(4);
    await page.locator('lto-share-links[data-lto-ready]').waitFor();
    await links.nth(1).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => links.first().isVisible()).toBe(false);
    expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('the sofa sign-up button, clicked before its code has run, opens its dialog once the widget is drawn', async () => {
    const page = await openProduct();
    await page.getByRole('button', { name: 'Want it your way? Get custom sofa updates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom sofa updates' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Email Address' }).count()).toBe(1);
  });

  test('without script, the drawers and Share open as <details> and the size chart link navigates to its page', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}${PRODUCT}`);
    await page.getByText('Care', { exact: true }).click();
    await expect.poll(() => page.getByText('Vacuum weekly').isVisible()).toBe(true);
    await page.getByText('Share', { exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Facebook (opens in a new tab)' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Size chart', exact: true }).click();
    await page.waitForURL('**/content/size-chart');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Size chart');
  });
});
