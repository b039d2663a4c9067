import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const demo = createTestApp('lto-demo-visitor-consent-');
afterAll(() => demo.close());

const preferences = (page: string) => (configOf(page) as unknown as { preferences: Record<string, unknown> }).preferences;
const cookieFrom = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))!.split(';')[0]!;

describe('the privacy bar and the consent dialog on every page (SPEC 2.2, 4.1)', () => {
  test('the bar is written shown on a first visit, in the page language, its close button in a form; the dialog tag points at the cookie-hint URL', async () => {
    const en = await (await demo.request('GET', '/c/living-room')).text();
    expect(en).toContain('<lto-privacy-bar><div class="lto-privacy-bar" role="region" aria-label="Privacy notice"><p');
    expect(en).toMatch(/<form class="lto-privacy-bar__form" method="post" action="\/privacy-bar\/close"><input type="hidden" name="csrf_token" value="[^"]+"><input type="hidden" name="returnUrl" value="\/c\/living-room"><button type="submit" class="lto-privacy-bar__close">Close<\/button><\/form>/);
    expect(en).toContain('<lto-cookie-consent content-url="/cookie-hint"></lto-cookie-consent>');
    const es = await (await demo.request('GET', '/', { host: HOSTS.es })).text();
    expect(es).toContain('aria-label="Aviso de privacidad"');
    expect(es).toContain('>Cerrar</button>');
  });

  test('the bar is written hidden once the first visit is over, or once closed (SPEC 4.1: the same cookies the widget reads)', async () => {
    const hidden = (page: string) => page.includes('aria-label="Privacy notice" hidden>');
    const page = async (cookie: string) => (await demo.request('GET', '/', { cookie })).text();
    expect(hidden(await page('newUserCheckCookie=newuserhadtheirfirstvisit; newUserCookie=newuserfirstvisit')), 'the first day').toBe(false);
    expect(hidden(await page('newUserCheckCookie=newuserhadtheirfirstvisit; newUserCookie=newusersubsequentvisit')), 'a later visit').toBe(true);
    expect(hidden(await page('newUserCheckCookie=newuserhadtheirfirstvisit')), 'the first day over').toBe(true);
    expect(hidden(await page('removePrivacyBarCookie=removeprivacybar')), 'closed').toBe(true);
    expect(hidden(await page('removePrivacyBarCookie=yes; newUserCheckCookie=tampered')), 'tampered values count as absent').toBe(false);
  });

  test('its form closes it without script: removePrivacyBarCookie=removeprivacybar for 30 days, back to the page (never another site)', async () => {
    const visitor = await demo.visit();
    const close = (returnUrl: string) =>
      demo.request('POST', '/privacy-bar/close', { cookie: visitor.cookie, body: new URLSearchParams({ csrf_token: visitor.csrf, returnUrl }).toString() });
    const closed = await close('/p/P1001?color=brown');
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/p/P1001?color=brown');
    const line = closed.headers.getSetCookie().find((cookie) => cookie.startsWith('removePrivacyBarCookie='))!;
    expect(line).toMatch(/^removePrivacyBarCookie=removeprivacybar; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect((await close('//evil.example/')).headers.get('location')).toBe('/');
  });

  test('GET /cookie-hint?format=ajax answers the fragment alone, en and es; without format=ajax a page of its own', async () => {
    const fragment = await demo.request('GET', '/cookie-hint?format=ajax');
    expect(fragment.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await fragment.text();
    expect(html).not.toContain('<html');
    expect(html).toContain('Select I agree to accept these cookies.');
    expect(html).toContain('href="/privacy-policy"');
    expect(await (await demo.request('GET', '/cookie-hint?format=ajax', { host: HOSTS.es })).text()).toContain('Selecciona Acepto para aceptar estas cookies.');
    const page = await (await demo.request('GET', '/cookie-hint')).text();
    expect(page).toContain('<h1>How we use cookies</h1>');
  });
});

describe('/demo/cookie-hint: the COOKIE_HINT preference for this browser and site', () => {
  test('is off by default, =1 turns it on for the site it was asked on, =0 off again', async () => {
    expect(preferences(await (await demo.request('GET', '/')).text())['COOKIE_HINT']).toBe(false);

    const on = await demo.request('GET', '/demo/cookie-hint?enabled=1');
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/');
    expect(on.headers.getSetCookie().find((line) => line.startsWith('demo_cookie_hint='))).toMatch(/HttpOnly/i);
    const cookie = cookieFrom(on, 'demo_cookie_hint');
    expect(preferences(await (await demo.request('GET', '/c/living-room', { cookie })).text())['COOKIE_HINT']).toBe(true);

    const off = await demo.request('GET', '/demo/cookie-hint?enabled=0', { cookie });
    expect(off.headers.getSetCookie().some((line) => /^demo_cookie_hint=;/.test(line))).toBe(true);
  });

  test('is refused when another site starts it', async () => {
    const response = await demo.request('GET', '/demo/cookie-hint?enabled=1', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('demo_cookie_hint='))).toBe(false);
  });
});
