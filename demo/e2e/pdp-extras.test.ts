/**
 * The product page extras in real Chromium against the demo (SPEC 2.2, 2.8, 9.5), under the demo's
 * CSP with Trusted Types enforced (the harness fails a test on any console error or request that
 * leaves the machine): the size chart in the generic dialog, the info drawers and FAQ accordions,
 * and the share links.
 */
import { describe, expect, test } from 'vitest';
import { axeCheck, useDemo } from './harness';

const demo = useDemo();
const PRODUCT = '/p/P1001';

async function openProduct(width = 1280) {
  const page = await demo.openSite(PRODUCT);
  await page.setViewportSize({ width, height: 900 });
  await page.locator('lto-dialog-link[data-lto-ready]').first().waitFor();
  await page.locator('lto-accordion[data-lto-ready]').first().waitFor();
  return page;
}

describe('product page extras', () => {
  test('the size chart opens in a 631px dialog 150px from the top, axe clean; Escape closes it and focus returns to the link', async () => {
    const page = await openProduct();
    const link = page.getByRole('link', { name: 'Size chart', exact: true });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    await expect.poll(() => dialog.getByRole('columnheader', { name: 'Width' }).count()).toBe(1);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(631);
    expect(Math.round(box.y)).toBe(150);
    const { summary } = await axeCheck(page);
    expect(summary).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('below 1024px the dialog is centred, not at top+150', async () => {
    const page = await openProduct(800);
    await page.getByRole('link', { name: 'Delivery information', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery information' });
    await expect.poll(() => dialog.getByText('Most items are delivered').count()).toBe(1);
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThanOrEqual(2);
  });

  test('the FAQ is an accordion: a button opens its answer, one at a time, by keyboard too; axe clean', async () => {
    const page = await openProduct();
    const first = page.getByRole('button', { name: 'Do I need credit to lease?' });
    const second = page.getByRole('button', { name: 'Can I return the item?' });
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('region', { name: 'Do I need credit to lease?' }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    const { summary } = await axeCheck(page);
    expect(summary).toEqual([]);
  });

  test('the Share button toggles four share links that load nothing from the networks', async () => {
    const page = await openProduct();
    const share = page.getByRole('button', { name: /^Share / });
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    await share.click();
    const links = page.locator('.lto-share-links__list a');
    await expect.poll(() => links.count()).toBe(4);
    expect(await links.first().isVisible()).toBe(true);
    await share.click();
    expect(await links.first().isVisible()).toBe(false);
  });

  test('without script, the drawers open as <details> and the size chart link navigates to its page', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}${PRODUCT}`);
    await page.getByText('Care', { exact: true }).click();
    await expect.poll(() => page.getByText('Vacuum weekly').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Size chart', exact: true }).click();
    await page.waitForURL('**/content/size-chart');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Size chart');
  });
});
