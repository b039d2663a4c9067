import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS, type Visitor } from '../test-app.js';

const demo = createTestApp('lto-demo-safety-');
afterAll(() => demo.close());

const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const pageOf = (html: string) => configOf(html).page as Record<string, unknown>;
/** A widget's POST (a footer sign-up with format=ajax) from the shopper's page. */
const post = (shopper: Visitor) =>
  demo.request('POST', '/signup/footer-email', { ...shopper.asPage, body: 'format=ajax&footeremailsub_emailid=ana%40example.com' });
const home = async (shopper: Visitor, headers: Record<string, string> = {}) =>
  (await demo.request('GET', '/', { cookie: shopper.cookie, headers })).text();
const same = { 'sec-fetch-site': 'same-origin' };

describe('SHOW_CAPTCHA: the POST limiter and the reset (SPEC 4.1, 7.8)', () => {
  test('the 21st POST in a minute is refused (429) and flags the session: its pages open the captcha, its POSTs stay refused until the reset', async () => {
    const shopper = await demo.visit();
    expect(await home(shopper)).toContain('<lto-captcha></lto-captcha>');
    expect(pageOf(await home(shopper))['showCaptcha']).toBeUndefined();
    for (let i = 0; i < 20; i++) expect((await post(shopper)).status, `POST ${i + 1}`).toBe(200);
    const refused = await post(shopper);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: 'rate-limited' });
    expect(pageOf(await home(shopper))['showCaptcha']).toBe(true);
    expect((await post(shopper)).status).toBe(429);
    // Another shopper is not affected.
    expect((await post(await demo.visit())).status).toBe(200);

    const reset = await demo.request('GET', '/rate-limiter/reset?format=ajax', { cookie: shopper.cookie, headers: same });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('cache-control')).toBe('no-store');
    expect(await reset.json()).toEqual({ success: true });
    expect(pageOf(await home(shopper))['showCaptcha']).toBeUndefined();
    expect((await post(shopper)).status).toBe(200);
  });

  test('a plain form posted while flagged goes back to its page, where the captcha opens', async () => {
    const shopper = await demo.visit();
    await demo.request('GET', '/demo/captcha?enabled=1', { cookie: shopper.cookie, headers: same });
    const form = await demo.request('POST', '/signup/footer-email', {
      cookie: shopper.cookie,
      headers: { referer: 'http://localhost:4173/c/living-room', 'sec-fetch-site': 'same-origin' },
      body: `footeremailsub_emailid=ana%40example.com&csrf_token=${encodeURIComponent(shopper.csrf)}`,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/c/living-room');
  });

  test('the reset and the demo switches are refused when another site starts them', async () => {
    const shopper = await demo.visit();
    for (const path of ['/rate-limiter/reset?format=ajax', '/demo/captcha?enabled=1', '/demo/old-browser?enabled=1']) {
      expect((await demo.request('GET', path, { cookie: shopper.cookie, headers: { 'sec-fetch-site': 'cross-site' } })).status, path).toBe(403);
    }
  });

  test('/demo/captcha flags this session (=1) and clears it (=0), then back to the Referer', async () => {
    const shopper = await demo.visit();
    const on = await demo.request('GET', '/demo/captcha?enabled=1', { cookie: shopper.cookie, headers: { ...same, referer: 'http://localhost:4173/p/P1001' } });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/p/P1001');
    expect(pageOf(await home(shopper))['showCaptcha']).toBe(true);
    await demo.request('GET', '/demo/captcha?enabled=0', { cookie: shopper.cookie, headers: same });
    expect(pageOf(await home(shopper))['showCaptcha']).toBeUndefined();
  });

  test('the config block names the three endpoints', async () => {
    expect(configOf(await home(await demo.visit())).urls).toMatchObject({ rateLimiterReset: '/rate-limiter/reset', TLSBadTLS: '/tls/bad-tls', TLSBadBrowser: '/tls/bad-browser' });
  });
});

describe('the browser compatibility area (SPEC 2.2, 4.1, 7.8, 9.8)', () => {
  test('every page has the COOKIES_DISABLED banner, hidden, in its language', async () => {
    const en = await home(await demo.visit());
    expect(en).toContain('<lto-cookie-check><div class="lto-cookie-check lto-notice lto-notice--error" role="alert" hidden><p class="lto-cookie-check__text">Your browser is set to refuse cookies.');
    const es = await (await demo.request('GET', '/', { host: HOSTS.es })).text();
    expect(es).toContain('Tu navegador está configurado para rechazar las cookies.');
  });

  test('a modern browser gets no browser-check tag and the strict connect-src; an old one (SPEC 9.8) the tag, hidden TLS_WARNING, and the TLS-check origin in connect-src', async () => {
    const modern = await demo.request('GET', '/', { headers: { 'user-agent': CHROME } });
    expect(await modern.text()).not.toContain('<lto-browser-check');
    expect(modern.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(modern.headers.get('vary')).toMatch(/User-Agent/);

    const old = await demo.request('GET', '/', { headers: { 'user-agent': IE10 } });
    const html = await old.text();
    expect(html).toContain(
      '<lto-browser-check check-url="http://tls.localhost:4173/a/check"><div class="lto-browser-check lto-notice lto-notice--error" role="alert" hidden><p class="lto-browser-check__text">Your browser uses an older security standard',
    );
    expect(old.headers.get('content-security-policy')).toContain("connect-src 'self' http://tls.localhost:4173;");
    const es = await (await demo.request('GET', '/', { host: HOSTS.es, headers: { 'user-agent': IE10 } })).text();
    expect(es).toContain('Tu navegador usa un estándar de seguridad antiguo');
  });

  test('/demo/old-browser makes this browser old on this host: the tag, its check answering as for an old browser', async () => {
    const shopper = await demo.visit();
    const on = await demo.request('GET', '/demo/old-browser?enabled=1', { cookie: shopper.cookie, headers: same });
    const cookie = `${shopper.cookie}; ${on.headers.getSetCookie().find((line) => line.startsWith('demo_old_browser='))!.split(';')[0]}`;
    expect(await (await demo.request('GET', '/', { cookie, headers: { 'user-agent': CHROME } })).text()).toContain('check-url="http://tls.localhost:4173/a/check?client=old"');
  });

  test('the stand-in TLS-check service answers on its own origin only, for any origin to read: TLS 1.0 for an old browser, 1.2 else', async () => {
    const check = (headers: Record<string, string>, path = '/a/check') => demo.request('GET', path, { host: 'tls.localhost:4173', headers });
    const old = await check({ 'user-agent': IE10 });
    expect(old.headers.get('access-control-allow-origin')).toBe('*');
    expect(await old.json()).toMatchObject({ tls_version: 'TLS 1.0' });
    expect(await (await check({ 'user-agent': CHROME })).json()).toMatchObject({ tls_version: 'TLS 1.2' });
    expect(await (await check({ 'user-agent': CHROME }, '/a/check?client=old')).json()).toMatchObject({ tls_version: 'TLS 1.0' });
    expect((await check({}, '/')).status).toBe(404);
    expect((await demo.request('GET', '/a/check')).status, 'not on the site').toBe(404);
  });

  test('{TLSBadTLS} and {TLSBadBrowser} answer 204', async () => {
    for (const path of ['/tls/bad-tls', '/tls/bad-browser']) expect((await demo.request('GET', path)).status, path).toBe(204);
  });
});
