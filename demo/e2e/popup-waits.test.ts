/**
 * The marketing pop-up (<lto-interstitial>) in real Chromium never opens over what the shopper is
 * doing: not while another dialog is open or a form field has the focus (it waits until they are
 * done, its code at hand), and never on the cart, checkout or account pages. The page's clock is Playwright's fake one, so
 * "nothing opened in 5 s" is five seconds of page time run at once, not a wait.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { sessionToken } from './checkout-ui';
import { useDemo } from './harness';

const demo = useDemo();

const POPUP = 'Get our best offers';
const storedState = (page: Page) => page.evaluate(() => localStorage.getItem('newemailInterstitial'));

/**
 * A visitor on their second page, where the pop-up may open: the first page has stored 'first'.
 * From here on the page's clock stands still until the test runs it.
 */
async function secondVisit(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.newContext({ storageState: { cookies: [], origins: [] } }, { interstitialClosed: false });
  const page = await demo.openSite('/c/living-room?postalCode=30303', { page: await context.newPage() });
  await eventually(() => storedState(page)).toBe('first');
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 60_000);
  return { context, page };
}

/** Runs the page's clock 50 ms at a time until `done` holds, failing past `limitMs` of page time. */
async function runUntil(page: Page, done: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  for (let ran = 0; !(await done()); ran += 50) {
    expect(ran, `${what} within ${limitMs} ms of page time`).toBeLessThan(limitMs);
    await page.clock.runFor(50);
  }
}

/** The pop-up's island was woken (its wake module found it due on this page) and is drawn, waiting for its moment. */
const popupDrawn = (page: Page) => async () => (await page.locator('lto-interstitial[data-lto-ready]').count()) === 1;

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP });

/**
 * Runs `ms` of page time, looking for the pop-up every 250 ms: a pop-up that opened stays open
 * until the shopper closes it, so it is found at the next look (the last step ends at `ms`
 * exactly, never past a moment it must not open before).
 */
async function runWithoutPopup(page: Page, ms: number, what: string): Promise<void> {
  for (let ran = 0; ran < ms; ) {
    const step = Math.min(250, ms - ran);
    await page.clock.runFor(step);
    ran += step;
    expect(await popup(page).count(), `${what}, ${ran} ms on`).toBe(0);
  }
}

describe('the pop-up waits for the shopper', () => {
  test('not over a store dialog the shopper opened, nor while they type in a field; it opens 1 s after they are done', async () => {
    const { page } = await secondVisit();
    await demo.openSite('/p/P1001', { page });
    // In the header's search box before the page is a second old.
    await page.locator('#site-search-q').focus();
    await runUntil(page, popupDrawn(page), 30_000, 'the pop-up drawn, closed');
    await runWithoutPopup(page, 3000, 'while the search box has the focus');

    await page.locator('lto-store-availability').getByRole('link', { name: 'Set preferred store' }).click();
    const stores = page.getByRole('dialog').filter({ hasNot: page.getByText(POPUP) });
    // The dialog's own timers (its chunk, its stores' answer) run on the page's clock too.
    await runUntil(page, () => stores.isVisible(), 5000, 'the store dialog open');
    // Off the dialog's field, onto its close button: only the open dialog holds the pop-up back now.
    await stores.getByRole('button', { name: 'Close' }).focus();
    await runWithoutPopup(page, 5000, 'while the store dialog is open');
    await expect.poll(() => stores.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await stores.waitFor({ state: 'detached' });
    await runWithoutPopup(page, 950, 'in the first second after the dialog closed');
    await runUntil(page, () => popup(page).isVisible(), 5000, 'the pop-up open');
    expect(await storedState(page)).toBe('first');
  });

  test("not over a field the shopper went into while the pop-up's code was still on its way", async () => {
    const { page } = await secondVisit();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/InterstitialDialog-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await demo.openSite('/p/P1001', { page });
    await runUntil(page, popupDrawn(page), 30_000, 'the pop-up drawn, closed');
    // Its moment has come (the shopper free for over a second), but not its code.
    await runWithoutPopup(page, 2000, 'while its code is held back');
    await page.locator('#site-search-q').focus();
    release();
    await page.waitForLoadState('networkidle');
    await runWithoutPopup(page, 3000, 'while the search box has the focus');
    await page.locator('#site-search-q').blur();
    await runUntil(page, () => popup(page).isVisible(), 5000, 'the pop-up open once the shopper is done');
  });

  test('never on the cart, a checkout step or an account page, even with nothing focused', async () => {
    const { context, page } = await secondVisit();
    const started = await context.request.post(`${demo.url}/orders/start`, { form: { productId: 'P1001', csrf_token: await sessionToken(context, demo.url) } });
    expect(new URL(started.url()).pathname).toBe('/checkout/delivery');
    for (const path of ['/cart', '/checkout/delivery', '/account', '/account/order-tracking', '/apply']) {
      await demo.openSite(path, { page });
      await runWithoutPopup(page, 5000, path);
      expect(await popupDrawn(page)(), `${path}: not even its code loaded`).toBe(false);
      expect(await storedState(page), path).toBe('first');
    }
  });
});
