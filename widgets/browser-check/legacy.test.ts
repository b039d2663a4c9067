import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, TLS_WARNING_LIFE, writeCookie } from '../../src/core/cookies';
import { expiresIn, spyOnCookieWrites, wasWritten, written } from '../../testing/cookie-writes';
import { markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';

/**
 * legacy.js, the ES5 script for the old browsers that run no modules, run as such a browser runs
 * it: a classic script over the server's markup, talking through XMLHttpRequest (or IE 8-9's
 * XDomainRequest to another site). The same rules as the module widget (BrowserCheck.test.ts).
 */
const SOURCE = markupFixture(import.meta.url, 'legacy.js');
const SERVER = markupFixture(import.meta.url);
const CHECK = 'https://tls.example/a/check';
const MINUTE_MS = 60 * 1000;

type Reply = { status: number; text: string } | 'error' | 'never';

/** The check URL as asked, without the script's cache buster (`_=` and the time). */
const unbusted = (url: string) => url.replace(/[?&]_=\d+$/, '');
/** The URLs the script's requests were sent to, cache buster included (the last network()'s). */
let busted: string[] = [];

/**
 * The requests the script made, answered by `reply(url)` (`cors` false is a browser without CORS
 * for XMLHttpRequest), and the reports it made as images.
 */
function network(reply: (url: string) => Reply, { cors = true, xdr = false } = {}) {
  const asked: { url: string; via: string }[] = [];
  busted = [];
  const fake = (via: string) =>
    class {
      status: number | undefined = undefined;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      url = '';
      open(method: string, url: string) {
        expect(method).toBe('GET');
        this.url = url;
      }
      send() {
        busted.push(this.url);
        asked.push({ url: unbusted(this.url), via });
        const answer = reply(unbusted(this.url));
        if (answer === 'never') return;
        setTimeout(() => {
          if (answer === 'error') return this.onerror?.();
          // XDomainRequest has no status: it loads only what succeeded.
          if (via === 'XMLHttpRequest') this.status = answer.status;
          this.responseText = answer.text;
          this.onload?.();
        });
      }
      abort() {}
    };
  const Xhr = fake('XMLHttpRequest');
  if (cors) Object.defineProperty(Xhr.prototype, 'withCredentials', { value: false, writable: true });
  vi.stubGlobal('XMLHttpRequest', Xhr);
  vi.stubGlobal('XDomainRequest', xdr ? fake('XDomainRequest') : undefined);
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        asked.push({ url, via: 'Image' });
      }
    },
  );
  return asked;
}

const tls = (version: string): Reply => ({ status: 200, text: JSON.stringify({ tls_version: version }) });
const banner = () => document.querySelector<HTMLElement>('.lto-browser-check')!;
const shown = () => !banner().hasAttribute('hidden');

/**
 * The old browser's page: the tag, its banner, and the script run after the load event, in this
 * window or in one without a JSON object (IE 6-7).
 */
function run(attributes = `check-url="${CHECK}"`, { json = true } = {}) {
  document.body.innerHTML = `<lto-browser-check ${attributes}>${SERVER}</lto-browser-check><main><p>Page</p></main>`;
  const seen = json
    ? window
    : new Proxy(window, {
        get: (target, key) => {
          if (key === 'JSON') return undefined;
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' && !/^[A-Z]/.test(String(key)) ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
  new Function('window', 'document', SOURCE)(seen, document);
}

describe('legacy.js: <lto-browser-check> for the old browsers that run no modules (SPEC 4.1, 7.8, 9.8)', () => {
  beforeEach(() => {
    writeConfig({ urls: { TLSBadTLS: '/tls/bad-tls', TLSBadBrowser: '/tls/bad-browser' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    removeCookie('dw_TLSWarning');
    document.body.innerHTML = '';
  });

  it('a TLS below 1.1: GET {TLSBadTLS}, the banner shows, dw_TLSWarning true for 15 minutes', async () => {
    const asked = network((url) => (url === CHECK ? tls('TLS 1.0') : { status: 204, text: '' }));
    const writes = spyOnCookieWrites();
    const now = new Date();
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked).toEqual([
      { url: CHECK, via: 'XMLHttpRequest' },
      { url: '/tls/bad-tls', via: 'Image' },
    ]);
    expect(readCookie('dw_TLSWarning')).toBe('true');
    expect(expiresIn(written(writes, 'dw_TLSWarning'), now)).toBeCloseTo(TLS_WARNING_LIFE.warned * 24 * 60 * MINUTE_MS, -4);
  });

  it('SSL counts below any TLS', async () => {
    const asked = network((url) => (url === CHECK ? tls('SSL 3.0') : { status: 204, text: '' }));
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked.map((request) => request.url)).toEqual([CHECK, '/tls/bad-tls']);
  });

  it('TLS 1.1 or above: nothing shows, nothing is told, dw_TLSWarning false for 43200 minutes', async () => {
    const asked = network(() => tls('TLS 1.2'));
    const writes = spyOnCookieWrites();
    const now = new Date();
    run();
    await vi.waitFor(() => expect(readCookie('dw_TLSWarning')).toBe('false'));
    expect(expiresIn(written(writes, 'dw_TLSWarning'), now)).toBeCloseTo(TLS_WARNING_LIFE.fine * 24 * 60 * MINUTE_MS, -4);
    expect(asked.map((request) => request.url)).toEqual([CHECK]);
    expect(shown()).toBe(false);
  });

  it.each<[string, Reply]>([
    ['a network error', 'error'],
    ['a 500', { status: 500, text: 'oops' }],
    ['an answer that is not JSON', { status: 200, text: '<html>' }],
    ['a version it cannot read', tls('quantum')],
    ['no tls_version', { status: 200, text: '{"rating":"Good"}' }],
  ])('a failed check (%s): GET {TLSBadBrowser} and the banner shows', async (_, answer) => {
    const asked = network((url) => (url === CHECK ? answer : { status: 204, text: '' }));
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked.map((request) => request.url)).toEqual([CHECK, '/tls/bad-browser']);
    expect(readCookie('dw_TLSWarning')).toBe('true');
  });

  it('a check with no answer in 10 s has failed', async () => {
    vi.useFakeTimers();
    const asked = network((url) => (url === CHECK ? 'never' : { status: 204, text: '' }));
    run();
    await vi.advanceTimersByTimeAsync(9_900);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(shown()).toBe(true);
    expect(asked.map((request) => request.url)).toEqual([CHECK, '/tls/bad-browser']);
  });

  it('IE 8-9 (no CORS for XMLHttpRequest) ask the check service through XDomainRequest; the report goes as an image', async () => {
    const asked = network((url) => (url === CHECK ? tls('TLS 1.0') : { status: 204, text: '' }), { cors: false, xdr: true });
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked).toEqual([
      { url: CHECK, via: 'XDomainRequest' },
      { url: '/tls/bad-tls', via: 'Image' },
    ]);
  });

  it('a browser that can ask no other site (IE 6-7): the check has failed, and is told', async () => {
    const asked = network(() => ({ status: 204, text: '' }), { cors: false, xdr: false });
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked.map((request) => request.url)).toEqual(['/tls/bad-browser']);
  });

  it('asks the check service afresh each time: a cache buster after its own query', async () => {
    network(() => tls('TLS 1.2'));
    run(`check-url="${CHECK}?v=2"`);
    await vi.waitFor(() => expect(readCookie('dw_TLSWarning')).toBe('false'));
    removeCookie('dw_TLSWarning');
    run(`check-url="${CHECK}?v=2"`);
    await vi.waitFor(() => expect(busted).toHaveLength(2));
    expect(busted.every((url) => /^https:\/\/tls\.example\/a\/check\?v=2&_=\d+$/.test(url))).toBe(true);
  });

  it('without a JSON object (IE 6-7) it reads the answer and the config block all the same', async () => {
    writeConfig({ urls: { TLSBadTLS: '/tls/bad-tls?from=%22old%22', TLSBadBrowser: '/tls/bad-browser' } });
    const asked = network((url) => (url === CHECK ? tls('TLS 1.0') : { status: 204, text: '' }));
    run(undefined, { json: false });
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked.map((request) => request.url)).toEqual([CHECK, '/tls/bad-tls?from=%22old%22']);

    removeCookie('dw_TLSWarning');
    network(() => tls('TLS 1.2'));
    run(undefined, { json: false });
    await vi.waitFor(() => expect(readCookie('dw_TLSWarning')).toBe('false'));
  });

  it("dw_TLSWarning 'true' shows the banner at once, asks nothing and does not write the cookie again", () => {
    writeCookie('dw_TLSWarning', 'true', 'session');
    const asked = network(() => tls('TLS 1.0'));
    const writes = spyOnCookieWrites();
    run();
    expect(shown()).toBe(true);
    expect(asked).toEqual([]);
    expect(wasWritten(writes, 'dw_TLSWarning')).toBe(false);
  });

  it("dw_TLSWarning 'false' does nothing", () => {
    writeCookie('dw_TLSWarning', 'false', 'session');
    const asked = network(() => tls('TLS 1.0'));
    run();
    expect(shown()).toBe(false);
    expect(asked).toEqual([]);
  });

  it('a tampered dw_TLSWarning counts as absent: the check runs', async () => {
    writeCookie('dw_TLSWarning', 'yes', 'session');
    const asked = network(() => tls('TLS 1.0'));
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked[0]?.url).toBe(CHECK);
  });

  it('without check-url nothing is asked and nothing shows; without the report URLs the banner still shows', async () => {
    let asked = network(() => tls('TLS 1.0'));
    run('');
    expect(asked).toEqual([]);
    expect(shown()).toBe(false);

    writeConfig({ urls: {} });
    asked = network((url) => (url === CHECK ? tls('TLS 1.0') : { status: 204, text: '' }));
    run();
    await vi.waitFor(() => expect(shown()).toBe(true));
    expect(asked.map((request) => request.url)).toEqual([CHECK]);
  });
});
