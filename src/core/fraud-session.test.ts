import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { writeConfig } from '../../testing/widget-page';
import { resetConfig } from './config';
import { grantConsent } from './grant-consent';
import { removeCookie } from './cookies';
import { startFraudSession } from './fraud-session';
import { loadScript } from './load-script';
import { resetWarnings } from './warn';

// The device kit is another company's script: here it is what each test says it does once loaded.
vi.mock('./load-script', () => ({ loadScript: vi.fn() }));
const loadKit = vi.mocked(loadScript);
const installKit = (kit: unknown) =>
  loadKit.mockImplementation(async () => {
    Object.assign(window, { KestrelDevice: kit });
    return document.createElement('script');
  });

const URLS = { fraudPublicKey: '/fraud/public-key', fraudDeviceKit: 'http://fraud.localhost/v1/device-kit.js', storeSessionIdInSession: '/checkout/device-session' };
const ACTIVE = { isKestrelActive: true, apiKey: 'pk_demo_1234' };
const SESSION_ID = 'ks_0123456789abcdef';

function page(preferences: Record<string, unknown> = {}) {
  writeConfig({ urls: URLS, preferences, page: { type: 'checkout' } });
  resetConfig();
}
function server(key: unknown = ACTIVE) {
  return fakeFormServer((url) => (url.pathname === URLS.fraudPublicKey ? { body: key } : { body: { success: true } }));
}
let warn: ReturnType<typeof vi.spyOn>;
const posted = (calls: { path: string; form: Record<string, string> }[]) => calls.filter((call) => call.path === URLS.storeSessionIdInSession).map((call) => call.form);

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  loadKit.mockReset();
  resetWarnings();
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
  delete (window as { KestrelDevice?: unknown }).KestrelDevice;
});

describe('the fraud device session (SPEC 3.9, 7.8)', () => {
  it('asks for the public key, starts the kit with the apiKey and posts the session id it gives (form body sessionId)', async () => {
    page();
    const calls = server().calls;
    const start = vi.fn(async () => SESSION_ID);
    installKit({ start });
    startFraudSession();
    await vi.waitFor(() => expect(posted(calls)).toEqual([{ sessionId: SESSION_ID }]));
    expect(calls[0]!.path).toBe(URLS.fraudPublicKey);
    expect(loadKit).toHaveBeenCalledWith(URLS.fraudDeviceKit, expect.anything());
    expect(start).toHaveBeenCalledWith({ apiKey: 'pk_demo_1234' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads no kit and posts nothing when the provider is not active', async () => {
    page();
    const calls = server({ isKestrelActive: false, apiKey: 'pk_demo_1234' }).calls;
    startFraudSession();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadKit).not.toHaveBeenCalled();
    expect(posted(calls)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, unknown]>([
    ['a public key answer of the wrong shape', { active: true, apiKey: 'pk' }, { start: async () => SESSION_ID }],
    ['an active flag that is not a boolean', { isKestrelActive: 'true', apiKey: 'pk' }, { start: async () => SESSION_ID }],
    ['a kit that throws', ACTIVE, { start: (): never => { throw new Error('boom'); } }],
    ['a kit whose promise fails', ACTIVE, { start: async (): Promise<never> => { throw new Error('boom'); } }],
    ['a kit without start()', ACTIVE, {}],
    ['a kit that gives no session id', ACTIVE, { start: async () => ({ id: 1 }) }],
  ])('%s: one warning, no post, nothing thrown', async (_, key, kit) => {
    page();
    const calls = server(key).calls;
    installKit(kit);
    startFraudSession();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(/fraud device session failed/);
    expect(posted(calls)).toEqual([]);
  });

  it('a kit that never loads and a failed session post are each one warning, and a second page start adds none', async () => {
    page();
    server();
    loadKit.mockRejectedValue(new Error('script failed to load'));
    startFraudSession();
    startFraudSession();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(/device kit did not load/);

    resetWarnings();
    warn.mockClear();
    const failing = fakeFormServer((url) => (url.pathname === URLS.fraudPublicKey ? { body: ACTIVE } : { status: 500, body: 'down' }));
    installKit({ start: async () => SESSION_ID });
    startFraudSession();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(/session post failed/);
    expect(posted(failing.calls)).toEqual([{ sessionId: SESSION_ID }]);
    // Nothing of the key or the session id in the console.
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/pk_demo|ks_/);
  });

  it('an answer that is not JSON to the session post is fine: it is not read', async () => {
    page();
    const calls = fakeFormServer((url) => (url.pathname === URLS.fraudPublicKey ? { body: ACTIVE } : { body: 'OK', contentType: 'text/plain' })).calls;
    installKit({ start: async () => SESSION_ID });
    startFraudSession();
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warn).not.toHaveBeenCalled();
  });

  it('where COOKIE_HINT is on, asks for nothing until the shopper consents', async () => {
    page({ COOKIE_HINT: true });
    const calls = server().calls;
    installKit({ start: async () => SESSION_ID });
    startFraudSession();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    grantConsent();
    await vi.waitFor(() => expect(posted(calls)).toEqual([{ sessionId: SESSION_ID }]));
  });

  it('without its URLs in the config block: one warning and no request', async () => {
    writeConfig({ urls: {}, page: { type: 'checkout' } });
    resetConfig();
    const calls = server().calls;
    startFraudSession();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
