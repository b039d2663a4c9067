import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

const NOW = new Date('2025-03-10T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The cookie strings written to document.cookie (js-cookie writes one per set/remove). */
function spyOnCookieWrites() {
  return vi.spyOn(document, 'cookie', 'set');
}

function written(spy: ReturnType<typeof spyOnCookieWrites>, name: string): string {
  const line = spy.mock.calls.map(([value]) => value).find((value) => value.startsWith(`${name}=`));
  if (!line) throw new Error(`no cookie ${name} written`);
  return line;
}

/** The attribute of a Set-Cookie-like string, e.g. attribute(line, 'expires'). */
function attribute(line: string, name: string): string | undefined {
  for (const part of line.split(';').slice(1)) {
    const [key, ...rest] = part.trim().split('=');
    if (key?.toLowerCase() === name.toLowerCase()) return rest.join('=');
  }
  return undefined;
}

function expiresIn(line: string): number {
  const expires = attribute(line, 'expires');
  if (!expires) throw new Error(`no expires in ${line}`);
  return Date.parse(expires) - NOW.getTime();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of ['footerZipCode', 'lastVisitedCategory', 'someOtherCookie', 'myStore']) removeCookie(name);
});

describe('writeCookie', () => {
  it('keeps footerZipCode for 30 days on every path', () => {
    const writes = spyOnCookieWrites();

    writeCookie('footerZipCode', '30301');

    const line = written(writes, 'footerZipCode');
    expect(expiresIn(line)).toBe(30 * DAY_MS);
    expect(attribute(line, 'path')).toBe('/');
  });

  it('keeps lastVisitedCategory for 7 days', () => {
    const writes = spyOnCookieWrites();

    writeCookie('lastVisitedCategory', 'living-room');

    expect(expiresIn(written(writes, 'lastVisitedCategory'))).toBe(7 * DAY_MS);
  });

  it('keeps an order cookie for 1 day', () => {
    const writes = spyOnCookieWrites();

    writeCookie('myStore', '0042');

    expect(expiresIn(written(writes, 'myStore'))).toBe(DAY_MS);
  });

  it('keeps a cookie missing from the table for 1 hour', () => {
    const writes = spyOnCookieWrites();

    writeCookie('someOtherCookie', 'x');

    const line = written(writes, 'someOtherCookie');
    expect(expiresIn(line)).toBe(HOUR_MS);
    expect(attribute(line, 'path')).toBe('/');
  });

  it('uses the days given by the caller over the table', () => {
    const writes = spyOnCookieWrites();

    writeCookie('footerZipCode', '30301', 1);

    expect(expiresIn(written(writes, 'footerZipCode'))).toBe(DAY_MS);
  });

  it("writes a 'session' cookie without an expiry: it ends with the browser session", () => {
    const writes = spyOnCookieWrites();

    writeCookie('someOtherCookie', 'wide', 'session');

    const line = written(writes, 'someOtherCookie');
    expect(attribute(line, 'expires')).toBeUndefined();
    expect(attribute(line, 'path')).toBe('/');
    expect(readCookie('someOtherCookie')).toBe('wide');
  });
});

describe('readCookie and removeCookie', () => {
  it('reads back what was written and nothing after removal', () => {
    writeCookie('footerZipCode', '30301');

    expect(readCookie('footerZipCode')).toBe('30301');
    expect(document.cookie).toContain('footerZipCode=30301');

    removeCookie('footerZipCode');

    expect(readCookie('footerZipCode')).toBeUndefined();
    expect(document.cookie).not.toContain('footerZipCode');
  });

  it('round-trips values that need encoding', () => {
    writeCookie('lastVisitedCategory', 'living room; sofas');

    expect(readCookie('lastVisitedCategory')).toBe('living room; sofas');
  });

  it('reads undefined for a cookie that was never set', () => {
    expect(readCookie('neverSetCookie')).toBeUndefined();
  });
});
