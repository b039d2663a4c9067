/**
 * The captcha, the cookies-disabled banner and the old-browser warning (SPEC 2.2, 4.1, 7.8, 8,
 * 9.8) in Chromium on the demo: the captcha after the POST limiter trips, gone after OK (and kept,
 * with a retry, when the reset fails); COOKIES_DISABLED where the browser refuses cookies;
 * TLS_WARNING for an old user agent; and nothing of it asked for on a modern browser's page.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo } from './harness';
import { OLD_USER_AGENT, pageRefusingCookies, postFast } from './safety-ui';

const demo = useDemo();

const captcha = (page: Page, name = 'Are you human?') => page.getByRole('dialog', { name });
const tlsWarning = (page: Page) => page.locator('lto-browser-check .lto-browser-check');
const cookieBanner = (page: Page) => page.locator('lto-cookie-check .lto-cookie-check');

/** The requests a page makes from now on, as URLs. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => seen.push(request.url()));
  return seen;
}

describe('the captcha (SHOW_CAPTCHA set by the POST limiter)', () => {
  test('more than 20 POSTs in a minute: the next page opens the captcha; Escape keeps it; OK resets the limiter and it is gone, on later pages too', async () => {
    demo.allowConsoleError(/429/);
    const page = await demo.openSite('/c/living-room');
    expect(await postFast(page)).toEqual([...Array(20).fill(200), 429]);

    await demo.openSite('/p/P1001', { page });
    const dialog = captcha(page);
    await dialog.waitFor();
    await dialog.getByText(/a lot of activity from your browser/).waitFor();
    const ok = dialog.getByRole('button', { name: 'OK' });
    await eventually(() => ok.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    const reset = page.waitForRequest((request) => new URL(request.url()).pathname === '/rate-limiter/reset');
    await ok.click();
    expect(new URL((await reset).url()).searchParams.get('format')).toBe('ajax');
    await dialog.waitFor({ state: 'detached' });

    // The session may post again, and its pages no longer ask.
    expect(await postFast(page, 20)).toEqual(Array(20).fill(200));
    await demo.openSite('/?after=reset', { page });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a failed reset keeps the dialog, says so, and its button tries again (Spanish site, flagged through the demo switch)', async () => {
    demo.allowConsoleError(/500/);
    const page = await demo.newPage();
    let failures = 1;
    await page.route('**/rate-limiter/reset?*', (route) => (failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }) : route.fallback()));
    await demo.openSite('/demo/captcha?enabled=1', { site: 'es', page });
    const dialog = captcha(page, '¿Eres una persona?');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByRole('alert').getByText('No pudimos comprobarlo en este momento. Inténtalo de nuevo.').waitFor();
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('COOKIES_DISABLED', () => {
  test('a browser that refuses cookies gets the banner, read out as an alert; one that keeps them does not', async () => {
    const page = await pageRefusingCookies(demo.context);
    await demo.openSite('/c/living-room', { page });
    await cookieBanner(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('alert').filter({ hasText: 'Your browser is set to refuse cookies.' }).count()).toBe(1);

    const spanish = await demo.openSite('/', { site: 'es', page: await pageRefusingCookies(demo.context) });
    await spanish.getByRole('alert').filter({ hasText: 'Tu navegador está configurado para rechazar las cookies.' }).waitFor();

    const keeps = await demo.openSite('/c/living-room');
    await keeps.waitForLoadState('networkidle');
    expect(await cookieBanner(keeps).isHidden()).toBe(true);
  });
});

describe('TLS_WARNING on the old browsers of SPEC 9.8', () => {
  test('an old user agent: the TLS check says 1.0, {TLSBadTLS} is told, TLS_WARNING shows, and dw_TLSWarning=true for 15 minutes shows it on the next page without a check', async () => {
    const context = await demo.newContext({ userAgent: OLD_USER_AGENT });
    const page = await context.newPage();
    const asked = requestsOf(page);
    await demo.openSite('/c/living-room', { page });
    await tlsWarning(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('alert').filter({ hasText: 'Your browser uses an older security standard' }).count()).toBe(1);
    await eventually(() => asked.filter((url) => /tls\.localhost:\d+\/a\/check|\/tls\/bad-tls$/.test(url)).map((url) => new URL(url).pathname)).toEqual(['/a/check', '/tls/bad-tls']);
    const cookie = (await context.cookies(demo.url)).find((c) => c.name === 'dw_TLSWarning')!;
    expect(cookie.value).toBe('true');
    expect(Math.round((cookie.expires - Date.now() / 1000) / 60)).toBe(15);

    asked.length = 0;
    await demo.openSite('/p/P1001', { page });
    await tlsWarning(page).waitFor({ state: 'visible' });
    expect(asked.filter((url) => url.includes('tls.localhost'))).toEqual([]);
  });

  test('a browser that runs no modules: the nomodule script the page names does the same check, TLS 1.0 told and the warning shown', async () => {
    // Chromium runs modules, so it neither fetches nor runs a nomodule script: here the autoloader
    // is kept from running and the page's nomodule script is run after load, as its deferred
    // start does. The old browsers know neither CSP 3 nor Trusted Types, which would refuse the
    // added script. (Serving the page without `nomodule` through a route would run it in place,
    // but Chromium then counts the page as public and refuses its request to the loopback check
    // service.)
    const context = await demo.newContext({ userAgent: OLD_USER_AGENT, bypassCSP: true });
    const page = await context.newPage();
    await page.route('**/dist/lto-widgets.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const asked = requestsOf(page);
    await demo.openSite('/c/living-room', { page });
    await page.waitForLoadState('networkidle');
    const legacy = await page.locator('script[nomodule]').getAttribute('src');
    expect(legacy).toBe('/dist/browser-check-legacy.js');
    expect(asked.filter((url) => url.includes('legacy')), 'a browser that runs modules never fetches it').toEqual([]);
    expect(await tlsWarning(page).isHidden()).toBe(true);

    await page.addScriptTag({ url: legacy! });
    await tlsWarning(page).waitFor({ state: 'visible' });
    await eventually(() => asked.filter((url) => /tls\.localhost:\d+\/a\/check|\/tls\/bad-tls$/.test(url)).map((url) => new URL(url).pathname)).toEqual(['/a/check', '/tls/bad-tls']);
    const cookie = (await context.cookies(demo.url)).find((c) => c.name === 'dw_TLSWarning')!;
    expect(cookie.value).toBe('true');
    expect(Math.round((cookie.expires - Date.now() / 1000) / 60)).toBe(15);
  });

  test('a failed check: {TLSBadBrowser} is told and TLS_WARNING shows (Spanish site)', async () => {
    const context = await demo.newContext({ userAgent: OLD_USER_AGENT });
    const page = await context.newPage();
    await page.route('http://tls.localhost:*/**', (route) => route.abort());
    demo.allowConsoleError(/ERR_FAILED|tls\.localhost/);
    const told = page.waitForRequest((request) => new URL(request.url()).pathname === '/tls/bad-browser');
    await demo.openSite('/', { site: 'es', page });
    await told;
    await page.getByRole('alert').filter({ hasText: 'Tu navegador usa un estándar de seguridad antiguo' }).waitFor();
  });

  test('the demo switch makes a modern browser old: with TLS 1.2 it would be fine, and a fine browser is left alone for 30 days', async () => {
    const page = await demo.newPage();
    await page.route('http://tls.localhost:*/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"tls_version":"TLS 1.2"}' }));
    await demo.openSite('/demo/old-browser?enabled=1', { page });
    expect(await page.locator('lto-browser-check').count()).toBe(1);
    await eventually(async () => (await demo.context.cookies(demo.url)).find((c) => c.name === 'dw_TLSWarning')?.value).toBe('false');
    const cookie = (await demo.context.cookies(demo.url)).find((c) => c.name === 'dw_TLSWarning')!;
    expect(Math.round((cookie.expires - Date.now() / 1000) / 86400)).toBe(30);
    expect(await tlsWarning(page).isHidden()).toBe(true);
  });
});

test("a modern browser's page asks for none of it: no TLS check, no browser-check tag or script, none of the three widgets loaded", async () => {
  const page = await demo.newPage();
  const asked = requestsOf(page);
  await demo.openSite('/c/living-room', { page });
  await page.waitForLoadState('networkidle');
  // The page's own work has run (it records the visit at idle): its answer was that nothing is due.
  await eventually(async () => (await demo.context.cookies(demo.url)).some((c) => c.name === 'newUserCookie')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('lto-browser-check').count()).toBe(0);
  expect(await page.locator('script[nomodule]').count(), 'nor the script for old browsers').toBe(0);
  expect(await page.evaluate(() => ['lto-captcha', 'lto-cookie-check', 'lto-browser-check'].filter((tag) => customElements.get(tag)))).toEqual([]);
  expect(asked.filter((url) => /tls\.localhost|\/rate-limiter\/|\/tls\//.test(url))).toEqual([]);
});
