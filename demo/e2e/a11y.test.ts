/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) on the demo's pages with the widgets rendered, on the
 * English and Spanish sites, and the strict Content-Security-Policy every page must carry.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi } from './account-ui';
import { compareUi, eventually, fetchHtml, fetchListing, seedCompare } from './compare-ui';
import { fillDelivery, fillOrderForm, fillReferences, fillSign, form, startCheckout, submitTo } from './checkout-ui';
import { axeCheck, mainResponse, useDemo, type SiteName } from './harness';
import { wakeAll } from './islands';

const demo = useDemo();

/** The page's CSP header, as directive name to its sources. */
function cspOf(page: Page): Map<string, string[]> {
  const header = mainResponse(page).headers()['content-security-policy'];
  expect(header, `Content-Security-Policy header on ${page.url()}`).toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** DESIGN: scripts only from 'self' (or a nonce), no unsafe-inline / unsafe-eval, Trusted Types enforced. */
function expectStrictCsp(page: Page): void {
  const header = mainResponse(page).headers()['content-security-policy'] ?? '';
  expect(header).toContain("require-trusted-types-for 'script'");
  const csp = cspOf(page);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, 'script-src or default-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts!.filter((source) => /^(https?:|\*)/.test(source)), 'no script hosts beyond self').toEqual([]);
  expect(csp.get('trusted-types'), 'named Trusted Types policies').toBeDefined();
}

async function expectClean(page: Page): Promise<void> {
  const { summary } = await axeCheck(page);
  expect(summary).toEqual([]);
}

const lang = (site: SiteName) => (site === 'es' ? 'es' : 'en');

for (const site of ['en', 'es'] as const) {
  describe(`${site === 'en' ? 'English' : 'Spanish'} site`, () => {
    test('home page', async () => {
      const page = await demo.openSite('/', { site });
      expectStrictCsp(page);
      await expectClean(page);
    });

    test('category listing before and after two products are added (the bar scanned), then the compare page with them', async () => {
      const page = await demo.openSite('/c/living-room', { site });
      expectStrictCsp(page);
      const ui = compareUi(page, lang(site));
      await ui.ready();
      await expectClean(page);

      const [first, second] = await ui.products();
      await ui.add(first!);
      await ui.add(second!);
      await eventually(() => ui.compareButton.isEnabled()).toBe(true);
      await expectClean(page);

      await demo.openSite('/compareShow?category=living-room', { site, page });
      expectStrictCsp(page);
      expect(await page.locator('table thead th[scope="col"]').allInnerTexts()).toEqual([first!.name, second!.name]);
      await expectClean(page);
    });

    test('search results page', async () => {
      const page = await demo.openSite('/showsearch?q=sofa', { site });
      expectStrictCsp(page);
      const ui = compareUi(page, lang(site));
      await ui.ready();
      await expectClean(page);
    });

    test('product page', async () => {
      // The first tile's product link, read from the listing's HTML.
      const html = await fetchHtml(demo.context, `${demo.origin(site)}/c/living-room`);
      const link = /<h3 class="lto-product-tile__name"><a href="([^"]+)">([^<]+)<\/a>/.exec(html);
      expect(link, 'a tile links to its product page').not.toBeNull();
      const page = await demo.openSite(link![1]!, { site });
      expectStrictCsp(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(link![2]!.replace(/&amp;/g, '&'));
      await expectClean(page);
    });

    test('order tracking page, empty and with an order found', async () => {
      const page = await demo.openSite('/account/order-tracking', { site });
      expectStrictCsp(page);
      await wakeAll(page);
      await expectClean(page);
      await page.locator('input[name="orderTrackingOrderNumber"]').fill('LA1005678');
      await page.locator('input[name="orderTrackingPostalCode"]').fill('30305');
      await page.locator('lto-order-tracking button[type="submit"]').click();
      await page.locator('.lto-order-tracking__result').waitFor();
      await expectClean(page);
    });

    test('checkout loader demo page, with a state shown', async () => {
      const page = await demo.openSite('/demo/checkout-loader?state=DOC_VERIFY_PROCESSING', { site });
      expectStrictCsp(page);
      await page.locator('.lto-checkout-loader__overlay').waitFor();
      await expectClean(page);
    });

    test('the My Account drawer open, signed out and signed in', async () => {
      const page = await demo.openSite('/', { site });
      const ui = accountUi(page, lang(site));
      await ui.ready();
      await ui.open();
      await expectClean(page);
      await ui.signIn('approved@example.com');
      await ui.signedIn();
      await ui.drawer.locator('.lto-account-drawer__amount').waitFor();
      await expectClean(page);
    });

    test('store locator and a store details page', async () => {
      const page = await demo.openSite('/stores?postalCode=30303', { site });
      expectStrictCsp(page);
      expect(await page.locator('main').innerText()).toMatch(/Atlanta/);
      await expectClean(page);
      const details = page.locator('main a[href^="/stores/"]').first();
      await Promise.all([page.waitForEvent('load'), details.click()]);
      expectStrictCsp(page);
      await expectClean(page);
    });

    test.each(['/privacy-policy', '/sweepstakes-rules', '/emergency-message', '/covid-updates'])('content page %s, with the footer sign-up forms', async (path) => {
      const page = await demo.openSite(path, { site });
      expectStrictCsp(page);
      await wakeAll(page, 'lto-footer-email-signup, lto-footer-sms-signup');
      await expectClean(page);
    });

    test('contest page with the contest and sign-me-up forms, then the footer forms showing their errors', async () => {
      const page = await demo.openSite('/contest', { site });
      expectStrictCsp(page);
      await wakeAll(page, 'lto-contest-signup, lto-sms-optin, lto-footer-email-signup, lto-footer-sms-signup');
      await expectClean(page);
      // Both footer forms sent empty: every field marked in error, its text beside it.
      for (const form of await page.locator('lto-footer-email-signup form, lto-footer-sms-signup form').all()) await form.locator('button[type="submit"]').click();
      await page.locator('lto-footer-sms-signup [aria-invalid="true"]').waitFor();
      await expectClean(page);
    });

    test('the interstitial pop-up open on a listing (second page of a visit)', async () => {
      const context = await demo.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await demo.openSite('/c/bedroom', { site, page });
      await page.waitForFunction(() => localStorage.getItem('newemailInterstitial') === 'first');
      await demo.openSite('/c/living-room', { site, page });
      await page.getByRole('dialog').waitFor();
      expectStrictCsp(page);
      await expectClean(page);
    });

    test('each checkout step with <lto-checkout-form>, its errors shown, and a declined page', async () => {
      const page = await startCheckout(demo, site);
      const steps: [fill: (page: Page) => Promise<void>, next: string][] = [
        [(p) => fillDelivery(p, 'Declined'), '/checkout/order-form'],
        [fillOrderForm, '/checkout/declined'],
      ];
      expectStrictCsp(page);
      await form(page).locator('button[type="submit"]').click();
      await expectClean(page);
      for (const [fill, next] of steps) {
        await fill(page);
        await expectClean(page);
        await submitTo(page, next);
        expectStrictCsp(page);
        await expectClean(page);
      }
    });

    test('the payment, sign and references steps with <lto-checkout-form>', async () => {
      const page = await startCheckout(demo, site);
      await fillDelivery(page);
      await submitTo(page, '/checkout/order-form');
      await fillOrderForm(page);
      await submitTo(page, '/checkout/payment');
      for (const [fill, next] of [
        [async () => {}, '/checkout/sign'],
        [fillSign, '/checkout/references'],
        [fillReferences, '/checkout/complete'],
      ] as const) {
        expectStrictCsp(page);
        await expectClean(page);
        await fill(page);
        await submitTo(page, next);
      }
    });
  });
}

test('the confirmation for a seventh product (English)', async () => {
  const products = await fetchListing(demo.context, `${demo.url}/c/living-room`);
  await seedCompare(demo.context, demo.url, products.slice(0, 6));
  const page = await demo.openSite('/c/living-room');
  const ui = compareUi(page);
  await ui.ready();
  expect(await ui.barNames()).toHaveLength(6);
  await ui.checkbox(products[6]!).click();
  await ui.dialog.waitFor({ state: 'visible' });
  await expectClean(page);
  await page.keyboard.press('Escape');
  await ui.dialog.waitFor({ state: 'detached' });
});
