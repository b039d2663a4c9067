import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/core/cookies';
import { resetWarnings } from '../../src/core/warn';
import { expiresIn, spyOnCookieWrites, wasWritten, written } from '../../testing/cookie-writes';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import { tlsVersion } from './tls-check';
import wake from './wake';
import './element';

const SERVER = markupFixture(import.meta.url);
const CHECK = 'https://tls.example/a/check';
const MINUTE_MS = 60 * 1000;

const element = () => document.querySelector<HTMLElement>('lto-browser-check')!;
const banner = () => element().querySelector<HTMLElement>('.lto-browser-check')!;

/** The TLS-check service and the platform, recording the URLs asked for. */
function services(check: Answer) {
  const server = fakeServer<string>({ record: (url) => url.href, fallback: (url) => (url.href === CHECK ? check : { status: 204, body: '' }) });
  return server;
}

/** The page of an old browser, the tag drawn as the autoloader does once the wake module says so. */
async function page(markup = SERVER, attributes = `check-url="${CHECK}"`) {
  await mount(`<lto-browser-check ${attributes}>${markup}</lto-browser-check><main><p>Page</p></main>`);
  await act(async () => element().dispatchEvent(new Event('focusin', { bubbles: true })));
}

describe('<lto-browser-check> (SPEC 4.1, 7.8, 9.8)', () => {
  beforeEach(() => {
    writeConfig({ urls: { TLSBadTLS: '/tls/bad-tls', TLSBadBrowser: '/tls/bad-browser' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetWarnings();
    removeCookie('dw_TLSWarning');
    document.body.innerHTML = '';
  });

  it('is hidden in the server markup', () => {
    const server = document.createElement('template');
    server.innerHTML = SERVER;
    expect(server.content.querySelector<HTMLElement>('.lto-browser-check')!.hidden).toBe(true);
  });

  it('a TLS below 1.1: GET {TLSBadTLS}, TLS_WARNING shows, and dw_TLSWarning is true for 15 minutes', async () => {
    const server = services({ body: { tls_version: 'TLS 1.0', rating: 'Bad' } });
    const writes = spyOnCookieWrites();
    const now = Date.now();
    expect(wake()).toBe(true);
    await page();
    await waitFor(() => expect(banner().hidden).toBe(false));
    expect(banner()).toHaveAttribute('role', 'alert');
    expect(server.calls).toEqual([CHECK, `${location.origin}/tls/bad-tls`]);
    expect(readCookie('dw_TLSWarning')).toBe('true');
    expect(expiresIn(written(writes, 'dw_TLSWarning'), new Date(now)) / MINUTE_MS).toBeCloseTo(15, 0);
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['an error answer', { status: 503, body: { error: 'down' } }],
    ['an answer of another shape', { body: { version: 1.2 } }],
    ['a version it cannot read', { body: { tls_version: 'QUIC' } }],
    ['an answer that is not JSON', { body: '<html>', contentType: 'text/html' }],
  ])('a failed check (%s): GET {TLSBadBrowser} and TLS_WARNING shows', async (_, answer) => {
    const server = services(answer);
    await page();
    await waitFor(() => expect(banner().hidden).toBe(false));
    expect(server.calls).toEqual([CHECK, `${location.origin}/tls/bad-browser`]);
    expect(readCookie('dw_TLSWarning')).toBe('true');
  });

  it('a fine browser: no warning, nothing reported, and dw_TLSWarning is false for 43200 minutes, after which the wake module loads nothing', async () => {
    const server = services({ body: { tls_version: 'TLS 1.2' } });
    const writes = spyOnCookieWrites();
    const now = Date.now();
    await page();
    await waitFor(() => expect(readCookie('dw_TLSWarning')).toBe('false'));
    expect(banner().hidden).toBe(true);
    expect(server.calls).toEqual([CHECK]);
    expect(expiresIn(written(writes, 'dw_TLSWarning'), new Date(now)) / MINUTE_MS).toBeCloseTo(43200, 0);
    expect(wake()).toBe(false);
  });

  it("dw_TLSWarning 'true' shows the warning without a check and leaves the cookie's 15 minutes running; 'false' checks nothing and shows nothing", async () => {
    const server = services({ body: { tls_version: 'TLS 1.2' } });
    writeCookie('dw_TLSWarning', 'true');
    const writes = spyOnCookieWrites();
    await page();
    expect(banner().hidden).toBe(false);
    expect(wasWritten(writes, 'dw_TLSWarning'), 'not written again: the check comes back once the 15 minutes are over').toBe(false);
    document.body.innerHTML = '';
    writeCookie('dw_TLSWarning', 'false');
    await page();
    await act(async () => {});
    expect(banner().hidden).toBe(true);
    expect(server.calls).toEqual([]);
  });

  it('treats a tampered dw_TLSWarning as absent: the check runs', async () => {
    const server = services({ body: { tls_version: 'TLS 1.0' } });
    writeCookie('dw_TLSWarning', 'yes');
    expect(wake()).toBe(true);
    await page();
    await waitFor(() => expect(banner().hidden).toBe(false));
    expect(server.calls[0]).toBe(CHECK);
  });

  it('shows the warning without reporting where the config block has no TLSBad* endpoints', async () => {
    writeConfig({ urls: {} });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = services({ body: { tls_version: 'SSL 3.0' } });
    await page();
    await waitFor(() => expect(banner().hidden).toBe(false));
    expect(server.calls).toEqual([CHECK]);
  });

  it('does nothing without a check-url or a banner, with one warning each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = services({ body: { tls_version: 'TLS 1.0' } });
    await page(SERVER, '');
    await act(async () => {});
    expect(banner().hidden).toBe(true);
    document.body.innerHTML = '';
    await page('<p>Old browser</p>');
    expect(server.calls).toEqual([]);
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([expect.stringMatching(/lto-browser-check.*check-url/), expect.stringMatching(/no \.lto-browser-check banner/)]);
  });

  it('reads the versions the service reports', () => {
    expect(tlsVersion('TLS 1.0')).toBe(1.0);
    expect(tlsVersion('TLS 1.1')).toBe(1.1);
    expect(tlsVersion('TLS 1.3')).toBe(1.3);
    expect(tlsVersion('SSL 3.0')).toBe(0);
    expect(tlsVersion('')).toBeUndefined();
  });
});
