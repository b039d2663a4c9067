import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiresIn, spyOnCookieWrites, wasWritten, written } from '../../testing/cookie-writes';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { recordVisit, visitorState } from './visitor';

const START = new Date('2025-03-10T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The fake clock moved on by `ms` (the browser's cookie jar expires cookies by it). */
const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeCookie('newUserCookie');
  removeCookie('newUserCheckCookie');
});

describe('visitor cookies (SPEC 4.1, 9.4)', () => {
  it('records a first visit: newUserCookie for 1 day, newUserCheckCookie for 30 days', () => {
    const writes = spyOnCookieWrites();
    expect(visitorState()).toBe('first');

    expect(recordVisit()).toBe('first');

    const newUser = written(writes, 'newUserCookie');
    const check = written(writes, 'newUserCheckCookie');
    expect(newUser).toMatch(/^newUserCookie=newuserfirstvisit;/);
    expect(expiresIn(newUser, START)).toBe(DAY_MS);
    expect(check).toMatch(/^newUserCheckCookie=newuserhadtheirfirstvisit;/);
    expect(expiresIn(check, START)).toBe(30 * DAY_MS);
    expect(newUser).toMatch(/path=\//);
    expect(visitorState()).toBe('first');
  });

  it('keeps every page of the first day in the first-visit state, without extending it', () => {
    recordVisit();
    later(5 * HOUR_MS);
    const writes = spyOnCookieWrites();

    expect(recordVisit()).toBe('first');

    expect(visitorState()).toBe('first');
    expect(wasWritten(writes, 'newUserCookie')).toBe(false);
    expect(wasWritten(writes, 'newUserCheckCookie')).toBe(false);
  });

  it('turns into later visits once the first day is over: newUserCookie = newusersubsequentvisit for 30 days', () => {
    recordVisit();
    later(DAY_MS + 1000);
    expect(readCookie('newUserCookie')).toBeUndefined();
    expect(visitorState()).toBe('later');
    const writes = spyOnCookieWrites();
    const now = new Date();

    expect(recordVisit()).toBe('later');

    const newUser = written(writes, 'newUserCookie');
    expect(newUser).toMatch(/^newUserCookie=newusersubsequentvisit;/);
    expect(expiresIn(newUser, now)).toBe(30 * DAY_MS);
    expect(wasWritten(writes, 'newUserCheckCookie')).toBe(false);
    expect(visitorState()).toBe('later');
  });

  it('renews the later-visit cookie on each later page, for 30 days from that page', () => {
    recordVisit();
    later(2 * DAY_MS);
    recordVisit();
    later(10 * DAY_MS);
    const writes = spyOnCookieWrites();
    const now = new Date();

    expect(recordVisit()).toBe('later');

    expect(expiresIn(written(writes, 'newUserCookie'), now)).toBe(30 * DAY_MS);
  });

  it('treats a tampered check cookie as absent: a first visit, recorded again', () => {
    writeCookie('newUserCheckCookie', 'yes');
    writeCookie('newUserCookie', 'newusersubsequentvisit', 30);
    expect(visitorState()).toBe('first');

    expect(recordVisit()).toBe('first');

    expect(readCookie('newUserCookie')).toBe('newuserfirstvisit');
    expect(readCookie('newUserCheckCookie')).toBe('newuserhadtheirfirstvisit');
  });

  it('treats a tampered newUserCookie as absent: a later visit once the first was recorded', () => {
    writeCookie('newUserCheckCookie', 'newuserhadtheirfirstvisit');
    writeCookie('newUserCookie', 'firstvisit!', 30);
    expect(visitorState()).toBe('later');

    expect(recordVisit()).toBe('later');

    expect(readCookie('newUserCookie')).toBe('newusersubsequentvisit');
  });
});
