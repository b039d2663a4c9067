import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/core/cookies';
import { recordVisit } from '../../src/core/visitor';
import { resetWarnings } from '../../src/core/warn';
import { expiresIn, spyOnCookieWrites, written } from '../../testing/cookie-writes';
import { markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import wake from './wake';
import './element';

const SERVER = markupFixture(import.meta.url);
const NOW = new Date('2025-03-10T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const element = () => document.querySelector<HTMLElement>('lto-privacy-bar')!;
const bar = () => element().querySelector<HTMLElement>('.lto-privacy-bar')!;
const closeButton = () => element().querySelector<HTMLButtonElement>('.lto-privacy-bar__close')!;
const shown = () => !bar().hidden;

/** The page with the bar, drawn as the autoloader does once the wake module says so (or on intent). */
async function page(markup = SERVER) {
  await mount(`<main><p>Page</p></main><lto-privacy-bar>${markup}</lto-privacy-bar>`);
  await act(async () => element().dispatchEvent(new Event('focusin', { bubbles: true })));
}

/** A visitor whose first visit was `days` ago (its newUserCookie gone after a day). */
function visitedDaysAgo(days: number) {
  vi.setSystemTime(new Date(NOW.getTime() - days * DAY_MS));
  recordVisit();
  vi.setSystemTime(NOW);
  recordVisit();
}

describe('<lto-privacy-bar>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    writeConfig();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetWarnings();
    for (const name of ['newUserCookie', 'newUserCheckCookie', 'removePrivacyBarCookie']) removeCookie(name);
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('style');
  });

  it('is shown by the server on a first visit, its close button the submit button of a form that closes it without script', () => {
    const server = document.createElement('template');
    server.innerHTML = SERVER;
    expect(server.content.querySelector<HTMLElement>('.lto-privacy-bar')!.hidden).toBe(false);
    const form = server.content.querySelector<HTMLFormElement>('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/privacy-bar/close']);
    expect(form.querySelector('button[type=submit]')).toBe(server.content.querySelector('.lto-privacy-bar__close'));
    expect(form.querySelector<HTMLInputElement>('input[name=returnUrl]')!.value).toBe('/c/living-room');
  });

  it('hides a bar the server showed where the cookies say it is not due (closed in another tab since)', async () => {
    recordVisit();
    writeCookie('removePrivacyBarCookie', 'removeprivacybar');
    await page();
    expect(shown()).toBe(false);
  });

  it('shows on a first visit, before and after the runtime has recorded it, and the wake module draws it unasked', async () => {
    expect(wake()).toBe(true);
    recordVisit();
    expect(wake()).toBe(true);
    await page();
    expect(shown()).toBe(true);
    expect(element()).toHaveAttribute('data-lto-ready');
  });

  it('shows on every page of the first visit until it is closed', async () => {
    recordVisit();
    vi.setSystemTime(new Date(NOW.getTime() + 6 * 60 * 60 * 1000));
    recordVisit();
    await page();
    expect(shown()).toBe(true);
  });

  it('shows nothing on a later visit, and the wake module loads nothing for it', async () => {
    visitedDaysAgo(3);
    expect(wake()).toBe(false);
    await page();
    expect(shown()).toBe(false);
  });

  it("stays closed once closed: removePrivacyBarCookie = 'removeprivacybar' for 30 days", async () => {
    recordVisit();
    await page();
    const writes = spyOnCookieWrites();
    closeButton().focus();

    const submitted = vi.fn((event: Event) => event.preventDefault());
    element().querySelector('form')!.addEventListener('submit', submitted);
    await act(async () => fireEvent.click(closeButton()));

    expect(shown()).toBe(false);
    expect(submitted, 'closed in the page: the form is not sent').not.toHaveBeenCalled();
    expect(document.activeElement, 'the keyboard carries on from the main content, not from nowhere').toBe(document.querySelector('main'));
    const line = written(writes, 'removePrivacyBarCookie');
    expect(line).toMatch(/^removePrivacyBarCookie=removeprivacybar;/);
    expect(expiresIn(line, NOW)).toBe(30 * DAY_MS);
    expect(line).toMatch(/path=\//);
    expect(wake()).toBe(false);

    // The next page of the same first visit.
    document.body.innerHTML = '';
    await page();
    expect(shown()).toBe(false);
  });

  it('treats any other value of removePrivacyBarCookie as absent', async () => {
    writeCookie('removePrivacyBarCookie', 'yes');
    await page();
    expect(shown()).toBe(true);
  });

  it('says how much of the window\'s foot it takes while it shows (--lto-foot-inset), and lets go once closed', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    await page();
    expect(document.documentElement.style.getPropertyValue('--lto-foot-inset')).toBe('72px');
    await act(async () => fireEvent.click(closeButton()));
    expect(document.documentElement.style.getPropertyValue('--lto-foot-inset')).toBe('');
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('warns once and shows nothing when the markup has no bar or no close button', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page('<p>We use cookies.</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/lto-privacy-bar/);
    expect(readCookie('removePrivacyBarCookie')).toBeUndefined();
  });
});
