import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const demo = createTestApp('lto-demo-visitor-consent-');
afterAll(() => demo.close());

const preferences = (page: string) => (configOf(page) as unknown as { preferences: Record<string, unknown> }).preferences;
const cookieFrom = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))!.split(';')[0]!;

describe('the privacy bar and the consent dialog on every page (SPEC 2.2, 4.1)', () => {
  test('the bar is written hidden, in the page language, with its close button; the dialog tag points at the cookie-hint URL', async () => {
    const en = await (await demo.request('GET', '/')).text();
    expect(en).toContain('<lto-privacy-bar><div class="lto-privacy-bar" role="region" aria-label="Privacy notice" hidden>');
    expect(en).toContain('<button type="button" class="lto-privacy-bar__close">Close</button>');
    expect(en).toContain('<lto-cookie-consent content-url="/cookie-hint"></lto-cookie-consent>');
    const es = await (await demo.request('GET', '/', { host: HOSTS.es })).text();
    expect(es).toContain('aria-label="Aviso de privacidad"');
    expect(es).toContain('>Cerrar</button>');
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
