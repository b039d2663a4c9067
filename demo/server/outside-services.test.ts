import { afterAll, describe, expect, test } from 'vitest';
import { localOrigins, parseOrigins } from './origins.js';
import { walletOwnOrigin } from './outside-services.js';
import { configOf, createTestApp, csrfCookieOf, HOSTS, sessionCookieOf } from './test-app.js';

const demo = createTestApp('lto-demo-outside-');
afterAll(() => demo.close());

const FRAUD = 'fraud.localhost:4173';
const CHAT = 'chat.localhost:4173';
const US_ORIGIN = 'http://localhost:4173';
const cspOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
type Config = ReturnType<typeof configOf> & { preferences: Record<string, unknown> };

/** A shopper with an order at the first checkout step (a page of type 'checkout'). */
async function atCheckout(host: string = HOSTS.us, extraCookie = ''): Promise<{ cookie: string; page: Response }> {
  const located = await demo.request('GET', '/?postalCode=30303', { host });
  const session = sessionCookieOf(located);
  const started = await demo.request('POST', '/orders/start', { body: `productId=P1001&csrf_token=${csrfCookieOf(located)}`, cookie: session, host });
  const order = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
  const cookie = [session, order, extraCookie].filter(Boolean).join('; ');
  return { cookie, page: await demo.request('GET', '/checkout/delivery', { cookie, host }) };
}

async function switched(path: string, enabled: string, host: string = HOSTS.us): Promise<string> {
  const response = await demo.request('GET', `${path}?enabled=${enabled}`, { host, headers: { 'sec-fetch-site': 'same-origin' } });
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe("the services' origins (origins.ts)", () => {
  test("each an origin of its own locally, 'fraud=' and 'chat=' in a list (once each), else the first site's", () => {
    const local = parseOrigins(localOrigins(4173));
    expect([local.fraud, local.chat]).toEqual(['http://fraud.localhost:4173', 'http://chat.localhost:4173']);
    const sites = 'en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example';
    expect(parseOrigins(`${sites},fraud=https://device.example,chat=https://chat.example`)).toMatchObject({ fraud: 'https://device.example', chat: 'https://chat.example' });
    expect(parseOrigins(sites)).toMatchObject({ fraud: 'https://shop.example', chat: 'https://shop.example' });
    expect(() => parseOrigins(`${sites},chat=https://a.example,chat=https://b.example`)).toThrow(/LTO_DEMO_ORIGINS/);
  });

  test('the wallet only on an origin of its own: beside a site, any script of the storefront could pay with it, so there is none', () => {
    const sites = 'en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example';
    expect(walletOwnOrigin(parseOrigins(`${sites},wallet=https://pay.example`))).toBe('https://pay.example');
    expect(walletOwnOrigin(parseOrigins(localOrigins(4173)))).toBe('http://wallet.localhost:4173');
    expect(walletOwnOrigin(parseOrigins(sites))).toBeNull();
  });
});

describe('the chat preference per host (SPEC 9.9) and its switch', () => {
  test('on where switched on: the launcher in the footer, chatEnabled and the service URL in the config block, its origin in the CSP', async () => {
    for (const host of [HOSTS.us, HOSTS.es]) {
      const response = await demo.request('GET', '/', { host, cookie: await switched('/demo/chat', '1', host) });
      const page = await response.text();
      const config = configOf(page) as Config;
      expect(config.preferences['chatEnabled'], host).toBe(true);
      expect(config.urls.chatService).toBe('http://chat.localhost:4173/v1/chat.js');
      expect(page).toMatch(/<lto-live-chat href="\/contact-us"><a class="lto-live-chat__launcher" href="\/contact-us" aria-haspopup="dialog">/);
      expect(page).not.toContain('account-number=');
      expect(cspOf(response)).toContain("script-src 'self' http://chat.localhost:4173;");
      expect(cspOf(response)).toContain("connect-src 'self' http://chat.localhost:4173;");
      // Never loaded by the page itself: the widget loads it when the shopper opens the chat.
      expect(page).not.toMatch(/<script[^>]*chat\.localhost/);
    }
    expect(await (await demo.request('GET', '/', { host: HOSTS.es, cookie: await switched('/demo/chat', '1', HOSTS.es) })).text()).toContain('Chatea con nosotros');
  });

  test('off by default on the three sites: no launcher, chatEnabled false, the strict CSP', async () => {
    for (const host of Object.values(HOSTS)) {
      const response = await demo.request('GET', '/', { host });
      const page = await response.text();
      expect((configOf(page) as Config).preferences['chatEnabled']).toBe(false);
      expect((configOf(page) as Config).urls.chatService).toBe('/v1/chat.js');
      expect(page).not.toContain('<lto-live-chat');
      expect(cspOf(response)).not.toContain('chat.localhost');
    }
  });

  test('/demo/chat turns it on or off for one browser; it is a state-changing GET, refused from another site', async () => {
    const on = await switched('/demo/chat', '1', HOSTS.ca);
    expect(await (await demo.request('GET', '/', { host: HOSTS.ca, cookie: on })).text()).toContain('<lto-live-chat');
    const off = await switched('/demo/chat', '0', HOSTS.ca);
    expect(await (await demo.request('GET', '/', { host: HOSTS.ca, cookie: off })).text()).not.toContain('<lto-live-chat');
    expect((await demo.request('GET', '/demo/chat?enabled=1', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  test("a signed-in shopper's account number, and nothing else of theirs, is on the launcher", async () => {
    const chatOn = await switched('/demo/chat', '1');
    const home = await demo.request('GET', '/', { cookie: chatOn });
    const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(await home.text())?.[1] ?? '';
    const login = await demo.request('POST', '/account/login', { cookie: `${sessionCookieOf(home)}; ${chatOn}`, body: `username=approved%40example.com&password=Password1!&csrf_token=${csrf}&format=ajax` });
    expect(login.status).toBe(200);
    const cookie = `${sessionCookieOf(login)}; ${chatOn}`;
    const page = await (await demo.request('GET', '/', { cookie })).text();
    const tag = /<lto-live-chat[^>]*>/.exec(page)?.[0] ?? '';
    expect(tag).toMatch(/^<lto-live-chat href="\/contact-us" account-number="1\d{8}">$/);
  });

  test('GET /account/chat-account: the same account number for a chat opened after a sign-in on the page, none when signed out or with the chat off; never cached', async () => {
    const chatOn = await switched('/demo/chat', '1');
    const home = await demo.request('GET', '/', { cookie: chatOn });
    const signedOut = await demo.request('GET', '/account/chat-account?format=ajax', { cookie: `${sessionCookieOf(home)}; ${chatOn}` });
    expect(await signedOut.json()).toEqual({ accountNumber: null });
    const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(await home.text())?.[1] ?? '';
    const login = await demo.request('POST', '/account/login', { cookie: `${sessionCookieOf(home)}; ${chatOn}`, body: `username=approved%40example.com&password=Password1!&csrf_token=${csrf}&format=ajax` });
    const session = sessionCookieOf(login);
    const page = await (await demo.request('GET', '/', { cookie: `${session}; ${chatOn}` })).text();
    const onLauncher = /account-number="(\d+)"/.exec(page)?.[1];
    expect(onLauncher).toMatch(/^1\d{8}$/);
    const answer = await demo.request('GET', '/account/chat-account?format=ajax', { cookie: `${session}; ${chatOn}` });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ accountNumber: onLauncher });
    expect(await (await demo.request('GET', '/account/chat-account?format=ajax', { cookie: session })).json(), 'the chat off').toEqual({ accountNumber: null });
  });
});

describe("the chat service's stand-in (chat.localhost)", () => {
  test('serves its script and a bot that greets and answers, in the language asked for, to the sites only (CORS)', async () => {
    const script = await demo.request('GET', '/v1/chat.js', { host: CHAT });
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('LiveChatService');
    const start = await demo.request('POST', '/v1/conversations', { host: CHAT, body: JSON.stringify({ locale: 'es-US', accountNumber: '100000042' }), contentType: 'application/json', headers: { origin: US_ORIGIN } });
    expect(start.headers.get('access-control-allow-origin')).toBe(US_ORIGIN);
    const { id, replies } = (await start.json()) as { id: string; replies: string[] };
    expect(replies).toEqual([expect.stringMatching(/^¡Hola!/), 'Veo tu cuenta que termina en 0042.']);
    const answer = await demo.request('POST', `/v1/conversations/${id}/messages`, { host: CHAT, body: JSON.stringify({ text: '¿Cuándo llega mi entrega?' }), contentType: 'application/json' });
    expect(((await answer.json()) as { replies: string[] }).replies[0]).toMatch(/^La mayoría de los pedidos se entregan/);
    // Ended (the shopper signed out): the conversation is gone.
    expect((await demo.request('POST', `/v1/conversations/${id}/end`, { host: CHAT, body: '{}', contentType: 'application/json' })).status).toBe(200);
    expect((await demo.request('POST', `/v1/conversations/${id}/messages`, { host: CHAT, body: JSON.stringify({ text: 'hola' }), contentType: 'application/json' })).status).toBe(404);
    expect((await demo.request('POST', `/v1/conversations/${id}/end`, { host: CHAT, body: '{}', contentType: 'application/json' })).status).toBe(404);

    const preflight = await demo.request('OPTIONS' as 'GET', '/v1/conversations', { host: CHAT, headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect((await demo.request('GET', '/', { host: CHAT })).status).toBe(404);
  });
});

describe('the fraud device session (SPEC 3.9, 7.8)', () => {
  test('the public key: active on the US sites, not on the Canadian one; the device kit URL and its CSP only on the application pages', async () => {
    const us = (await (await demo.request('GET', '/fraud/public-key')).json()) as Record<string, unknown>;
    expect(us).toEqual({ isKestrelActive: true, apiKey: expect.any(String) });
    const ca = (await (await demo.request('GET', '/fraud/public-key', { host: HOSTS.ca })).json()) as Record<string, unknown>;
    expect(ca['isKestrelActive']).toBe(false);

    const { page } = await atCheckout();
    const config = configOf(await page.text());
    expect(config.urls.fraudDeviceKit).toBe('http://fraud.localhost:4173/v1/device-kit.js');
    expect(config.urls.fraudPublicKey).toBe('/fraud/public-key');
    expect(cspOf(page)).toContain('http://fraud.localhost:4173');
    expect(cspOf(await demo.request('GET', '/'))).not.toContain('fraud.localhost');
    const { page: canadian } = await atCheckout(HOSTS.ca);
    expect(cspOf(canadian)).not.toContain('fraud.localhost');
  });

  test('/demo/fraud-device switches the provider for one browser', async () => {
    const off = await switched('/demo/fraud-device', '0');
    expect(((await (await demo.request('GET', '/fraud/public-key', { cookie: off })).json()) as Record<string, unknown>)['isKestrelActive']).toBe(false);
    const { page } = await atCheckout(HOSTS.us, off);
    expect(cspOf(page)).not.toContain('fraud.localhost');
  });

  test('the kit registers a session the storefront keeps (form body sessionId, CSRF like every post); the status says the provider issued it', async () => {
    const { apiKey } = (await (await demo.request('GET', '/fraud/public-key')).json()) as { apiKey: string };
    const kit = await demo.request('GET', '/v1/device-kit.js', { host: FRAUD });
    expect(await kit.text()).toContain('KestrelDevice');
    const refused = await demo.request('POST', '/v1/device-sessions', { host: FRAUD, body: JSON.stringify({ apiKey: 'wrong' }), contentType: 'application/json' });
    expect(refused.status).toBe(403);
    const issued = await demo.request('POST', '/v1/device-sessions', { host: FRAUD, body: JSON.stringify({ apiKey, signals: {} }), contentType: 'application/json', headers: { origin: US_ORIGIN } });
    const { sessionId } = (await issued.json()) as { sessionId: string };
    expect(sessionId).toMatch(/^ks_[0-9a-f]{24}$/);

    const shopper = await demo.visit();
    const status = async () => (await demo.request('GET', '/demo/fraud-session', { cookie: shopper.cookie })).json();
    expect(await status()).toEqual({ sessionId: null, issuedByProvider: false });
    expect((await demo.request('POST', '/checkout/device-session', { cookie: shopper.cookie, body: `sessionId=${sessionId}` })).status).toBe(403);
    const kept = await demo.request('POST', '/checkout/device-session', { ...shopper.asPage, body: `sessionId=${sessionId}` });
    expect(kept.status).toBe(200);
    expect(await status()).toEqual({ sessionId, issuedByProvider: true });
    expect((await demo.request('POST', '/checkout/device-session', { ...shopper.asPage, body: 'sessionId=%3Cscript%3E' })).status).toBe(400);
  });
});
