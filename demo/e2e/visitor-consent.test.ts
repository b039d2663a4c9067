/**
 * The visitor's cookies, the privacy bar and the cookie consent dialog (SPEC 2.2, 4.1, 9.4) in
 * Chromium on the demo: a first visit shows the bar until it is closed, a later visit shows none;
 * with the COOKIE_HINT switch on, the consent dialog opens on every page but the privacy policy,
 * its text (focused on open) comes before 'I agree', Escape does not close it and 'I agree' ends it
 * for good.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually, fetchListing, seedCompare } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { wake } from './islands';
import { watchLayoutShift } from './layout-shift';

const demo = useDemo();
const DAY_S = 24 * 60 * 60;

/** A new shopper: no cookies at all (the interstitial closed, as in every test: it is not this file's). */
const newShopper = () => demo.newContext({ storageState: { cookies: [], origins: [] } });

const bar = (page: Page) => page.locator('lto-privacy-bar .lto-privacy-bar');
const consentDialog = (page: Page, name = 'Cookies on this site') => page.getByRole('dialog', { name });

async function cookie(context: BrowserContext, name: string, site: SiteName = 'en') {
  return (await context.cookies(demo.origin(site))).find((c) => c.name === name);
}
/** Days from now until the cookie expires (rounded): what a lifetime of SPEC 9.4 looks like. */
const daysLeft = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

/** The bar's behaviour drawn on this page (as intent would): it decides there, so a hidden bar stays hidden. */
async function barDecided(page: Page) {
  await wake(page.locator('lto-privacy-bar'));
}

describe('the new-user cookies and the privacy bar', () => {
  test('a first visit shows the bar without moving the page; it shows on the next page until closed, then stays closed', async () => {
    const context = await newShopper();
    const page = await context.newPage();
    const shift = await watchLayoutShift(page);
    await demo.openSite('/c/living-room', { page });
    await page.waitForLoadState('load');
    const before = await shift();
    await bar(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('region', { name: 'Privacy notice' }).textContent()).toContain('We use cookies');
    expect(await shift(), 'layout shift as the bar appears').toBe(before);
    expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    // The runtime recorded the first visit: 1 day and 30 days.
    await eventually(async () => (await cookie(context, 'newUserCheckCookie'))?.value).toBe('newuserhadtheirfirstvisit');
    const newUser = (await cookie(context, 'newUserCookie'))!;
    expect(newUser.value).toBe('newuserfirstvisit');
    expect(daysLeft(newUser.expires)).toBe(1);
    expect(daysLeft((await cookie(context, 'newUserCheckCookie'))!.expires)).toBe(30);

    // The next page of the first visit: the bar again.
    await demo.openSite('/p/P1001', { page });
    await bar(page).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close' }).click();
    await bar(page).waitFor({ state: 'hidden' });
    const removed = (await cookie(context, 'removePrivacyBarCookie'))!;
    expect(removed.value).toBe('removeprivacybar');
    expect(removed.path).toBe('/');
    expect(daysLeft(removed.expires)).toBe(30);

    await demo.openSite('/c/bedroom', { page });
    await barDecided(page);
    expect(await bar(page).isHidden()).toBe(true);
    expect((await cookie(context, 'newUserCookie'))!.value).toBe('newuserfirstvisit');
  });

  test("at 390px the mobile menu's overlay and the consent dialog's backdrop cover it: its Close is under them, not over", async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });
    /** What the shopper's finger meets at the middle of the bar's Close (hit-testing follows the painting order; nothing inert). */
    const onClose = (page: Page) =>
      page.getByRole('button', { name: 'Close', includeHidden: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return button.closest('[inert]') ? 'inert' : (hit?.className ?? null);
      });
    const page = await demo.openSite('/', { page: await context.newPage() });
    await bar(page).waitFor({ state: 'visible' });
    expect(await onClose(page)).toBe('lto-privacy-bar__close');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.tap();
    await eventually(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await onClose(page)).toBe('lto-mobile-nav__overlay');

    const consent = await demo.openSite('/demo/cookie-hint?enabled=1', { page: await context.newPage() });
    await consentDialog(consent).waitFor();
    await bar(consent).waitFor({ state: 'visible' });
    expect(await onClose(consent)).toContain('lto-cookie-consent');
  });

  test('alone, on a phone, it leaves the end of the page and a control the keyboard reaches above it (the page pads by --lto-foot-inset)', async () => {
    const phone = await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });
    const page = await demo.openSite('/', { page: await phone.newPage() });
    await bar(page).waitFor({ state: 'visible' });
    await eventually(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--lto-foot-inset'))).not.toBe('');
    const { atEnd, focused } = await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input')].filter((element) => element.offsetParent !== null && !element.closest('lto-privacy-bar'));
      const last = controls.at(-1)!;
      const barTop = () => document.querySelector('.lto-privacy-bar')!.getBoundingClientRect().top;
      window.scrollTo(0, document.documentElement.scrollHeight);
      // The page's last content (the footer's small print), not only its last control.
      const atEnd = document.querySelector('.site-footer')!.getBoundingClientRect().bottom - barTop();
      window.scrollTo(0, 0);
      last.focus();
      return { atEnd, focused: last.getBoundingClientRect().bottom - barTop() };
    });
    expect(atEnd, 'scrolled to the end, the footer ends above the bar').toBeLessThanOrEqual(0);
    expect(focused, 'the last control, focused, is scrolled above the bar').toBeLessThanOrEqual(0);
  });

  test('with products to compare, the compare bar stands on it: both seen whole, and no control the keyboard reaches is under either', async () => {
    const context = await newShopper();
    // Where the focus was before a Tab left it on the body, for the message of a failure.
    await context.addInitScript(() =>
      document.addEventListener(
        'focusin',
        ({ target }) => {
          const element = target as HTMLElement;
          const island = element.closest('[data-lto-island], lto-product-tile, lto-compare-toggle, lto-favorite, lto-quick-view');
          (window as { lastFocused?: string }).lastFocused = `${element.localName} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}" in ${island?.localName ?? 'no island'}${island?.hasAttribute('data-lto-ready') ? ' (drawn)' : ' (server markup)'}`;
        },
        true,
      ),
    );
    await seedCompare(context, demo.origin('en'), (await fetchListing(context, `${demo.origin('en')}/c/living-room`)).slice(0, 2));
    const page = await context.newPage();
    await demo.openSite('/c/living-room', { page });
    await bar(page).waitFor({ state: 'visible' });
    const compareBar = page.getByRole('region', { name: 'Compare products' });
    await compareBar.waitFor();
    const top = async (locator: typeof compareBar) => (await locator.boundingBox())!.y;
    await eventually(async () => (await compareBar.boundingBox())!.y + (await compareBar.boundingBox())!.height).toBeCloseTo(await top(bar(page)), 0);
    const close = page.getByRole('button', { name: 'Close' });
    expect(await close.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
    }), 'the privacy bar\'s Close is seen, not covered').toBe(true);

    // Tab through the tiles: each control lands above the compare bar (the higher of the two).
    // A click on the count's text starts the Tab order there (the count takes no focus of its own).
    await page.locator('[data-lto-grid-count]').click();
    const under: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const foot = document.querySelector('.lto-compare-bar')?.getBoundingClientRect().top ?? innerHeight;
        if (focused === document.body) return `focus lost to the body (it was last on ${(window as { lastFocused?: string }).lastFocused ?? 'nothing'})`;
        if (!focused || focused.closest('.lto-compare-bar, .lto-privacy-bar')) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > foot + 0.5 ? `${focused.localName} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30)}` : null;
      });
      if (hidden) under.push(hidden);
    }
    expect(under).toEqual([]);
  });

  test('a later visit (the first day over) shows no bar and records newusersubsequentvisit for 30 days', async () => {
    const context = await newShopper();
    await context.addCookies([{ name: 'newUserCheckCookie', value: 'newuserhadtheirfirstvisit', url: demo.url }]);
    const page = await demo.openSite('/', { page: await context.newPage() });
    await eventually(async () => (await cookie(context, 'newUserCookie'))?.value).toBe('newusersubsequentvisit');
    expect(daysLeft((await cookie(context, 'newUserCookie'))!.expires)).toBe(30);
    await barDecided(page);
    expect(await bar(page).isHidden()).toBe(true);
  });

  test('the Spanish site shows its own words; without script the bar shows from the server and its form closes it for good', async () => {
    const context = await newShopper();
    const page = await demo.openSite('/', { site: 'es', page: await context.newPage() });
    await page.getByRole('region', { name: 'Aviso de privacidad' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).waitFor();

    const noScript = await demo.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const plain = await demo.openSite('/c/living-room', { page: await noScript.newPage() });
    expect(await bar(plain).isVisible()).toBe(true);
    // The post, then the redirect back: the next load is the listing again, without the bar.
    await Promise.all([plain.waitForEvent('load'), plain.getByRole('button', { name: 'Close' }).click()]);
    expect(new URL(plain.url()).pathname).toBe('/c/living-room');
    expect(await bar(plain).isHidden()).toBe(true);
    await demo.openSite('/', { page: plain });
    expect(await bar(plain).isHidden()).toBe(true);
  });
});

describe('the cookie consent dialog (COOKIE_HINT on through the demo switch)', () => {
  /** The switch turned on for this browser and site; back on its home page. */
  async function cookieHintOn(site: SiteName = 'en', context = demo.context): Promise<Page> {
    return demo.openSite('/demo/cookie-hint?enabled=1', { site, page: await context.newPage() });
  }

  test("opens with the cookie-hint text focused, 'I agree' after it; Escape keeps it; 'I agree' sets dw and dw_cookies_accepted and it is gone for good", async () => {
    const page = await cookieHintOn();
    const dialog = consentDialog(page);
    await dialog.waitFor();
    await dialog.getByText('Select I agree to accept these cookies.').waitFor();
    const agree = dialog.getByRole('button', { name: 'I agree' });
    const text = dialog.locator('.lto-cookie-consent__text');
    await eventually(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button').count()).toBe(1);

    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    // The text comes first: Tab reaches its policy link, then 'I agree', and stays inside.
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('link', { name: 'Read our privacy policy' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await agree.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await agree.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await agree.click();
    await dialog.waitFor({ state: 'detached' });
    for (const name of ['dw', 'dw_cookies_accepted']) {
      const set = (await cookie(demo.context, name))!;
      expect(set.value, name).toBe('1');
      expect(set.path, name).toBe('/');
    }

    await demo.openSite('/c/living-room', { page });
    await wake(page.locator('lto-cookie-consent'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('is not shown on the privacy policy page, and is on the next page', async () => {
    const page = await cookieHintOn();
    await consentDialog(page).waitFor();
    await demo.openSite('/privacy-policy', { page });
    await wake(page.locator('lto-cookie-consent'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await demo.openSite('/c/bedroom', { page });
    await consentDialog(page).waitFor();
  });

  test('in Spanish on the Spanish site, and only where the switch was turned on', async () => {
    const page = await cookieHintOn('es');
    const dialog = consentDialog(page, 'Cookies en este sitio');
    await dialog.getByText('Selecciona Acepto para aceptar estas cookies.').waitFor();
    await dialog.getByRole('button', { name: 'Acepto' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await cookie(demo.context, 'dw_cookies_accepted', 'es'))?.value).toBe('1');

    // The English site (another host) has COOKIE_HINT off.
    const english = await demo.openSite('/', { page: await demo.context.newPage() });
    await wake(english.locator('lto-cookie-consent'));
    await english.waitForLoadState('networkidle');
    expect(await english.getByRole('dialog').count()).toBe(0);
  });

  test('a cookie-hint URL that fails: a short text of its own, and the button still works', async () => {
    demo.allowConsoleError(/500/);
    const page = await demo.newPage();
    await page.route('**/cookie-hint?format=ajax', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server error</h1>' }));
    await demo.openSite('/demo/cookie-hint?enabled=1', { page });
    const dialog = consentDialog(page);
    await dialog.getByText('We use cookies to run this site').waitFor();
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await cookie(demo.context, 'dw_cookies_accepted'))?.value).toBe('1');
  });
});
