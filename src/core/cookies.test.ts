import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attribute, expiresIn as expiresAfter, spyOnCookieWrites, written } from '../../testing/cookie-writes';
import { readCookie, removeCookie, writeCookie } from './cookies';

const NOW = new Date('2025-03-10T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const expiresIn = (line: string) => expiresAfter(line, NOW);

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
