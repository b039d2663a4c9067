import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT } from '../../src/contracts/consent-events';
import { consentState } from '../../src/core/consent';
import { readCookie, removeCookie, writeCookie } from '../../src/core/cookies';
import { resetWarnings } from '../../src/core/warn';
import { expiresIn, spyOnCookieWrites, written } from '../../testing/cookie-writes';
import { fakeFormServer } from '../../testing/form-server';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';
import wake from './wake';

const HOUR = 60 * 60 * 1000;

const HINT = '<h3>Your privacy</h3><p>We and our partners use cookies. <a href="/privacy-policy">Privacy policy</a></p><img src="x" alt="" onerror="alert(1)"><script>alert(1)</script>';
const TAG = '<lto-cookie-consent content-url="/cookie-hint"></lto-cookie-consent>';

function page({ cookieHint = true, type = 'search', locale = 'en-US' } = {}) {
  writeConfig({ locale, preferences: { COOKIE_HINT: cookieHint }, page: { type } });
}
const element = () => document.querySelector<HTMLElement>('lto-cookie-consent')!;
/** Draws the island (the autoloader does it once the wake module says so). */
async function draw(tag = TAG) {
  await mount(tag);
  await act(async () => element().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
}
const dialog = (name = 'Cookies on this site') => screen.findByRole('dialog', { name }, { timeout: 3000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWarnings();
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
  document.body.innerHTML = '';
});

describe('<lto-cookie-consent> (SPEC 2.2, 4.1)', () => {
  it('opens where COOKIE_HINT is on with the cookie-hint text (format=ajax, sanitized), focused, and its one button after it', async () => {
    page();
    const server = fakeFormServer(() => ({ body: HINT }), 'text/html');
    expect(wake(document.createElement('lto-cookie-consent'))).toBe(true);
    await draw();
    const shown = await dialog();
    await waitFor(() => expect(within(shown).getByRole('heading', { name: 'Your privacy' })).toBeInTheDocument());
    expect(server.calls.map((call) => [call.path, call.query])).toEqual([['/cookie-hint', { format: 'ajax' }]]);
    expect(shown.querySelector('script, [onerror]')).toBeNull();
    const buttons = within(shown).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['I agree']);
    // What they agree to comes first, in reading and focus order: the text, its policy link, then 'I agree'.
    const text = shown.querySelector<HTMLElement>('.lto-cookie-consent__text')!;
    expect(document.activeElement).toBe(text);
    expect(shown).toHaveAccessibleDescription(expect.stringContaining('We and our partners use cookies.'));
    const focusable = [...shown.querySelectorAll('button, a[href], [tabindex="0"]')];
    expect(focusable).toEqual([text, within(shown).getByRole('link', { name: 'Privacy policy' }), buttons[0]]);
    const order = [...shown.querySelectorAll('h2, .lto-cookie-consent__text, button')];
    expect(order).toEqual([within(shown).getByRole('heading', { level: 2 }), text, buttons[0]]);
  });

  it('cannot be closed with Escape: it stays open', async () => {
    page();
    fakeFormServer(() => ({ body: HINT }), 'text/html');
    await draw();
    const shown = await dialog();
    fireEvent.keyDown(shown, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    shown.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(consentState()).toBe('pending');
  });

  it("'I agree' sets dw=1 and dw_cookies_accepted=1, tells the page, and the dialog is gone", async () => {
    page();
    fakeFormServer(() => ({ body: HINT }), 'text/html');
    const heard = vi.fn();
    listenOnDocument(CONSENT_CHANGE_EVENT as keyof DocumentEventMap, (event) => heard((event as CustomEvent).detail));
    await draw();
    const writes = spyOnCookieWrites();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'I agree' }));
    expect(readCookie('dw')).toBe('1');
    expect(readCookie('dw_cookies_accepted')).toBe('1');
    // SPEC gives them no days: its default cookie life, 1 hour (README).
    for (const name of ['dw', 'dw_cookies_accepted']) {
      const left = expiresIn(written(writes, name), new Date());
      expect(left).toBeGreaterThan(HOUR - 5000);
      expect(left).toBeLessThanOrEqual(HOUR);
      expect(written(writes, name)).toMatch(/path=\//);
    }
    expect(heard).toHaveBeenCalledWith({ state: 'granted' });
    expect(consentState()).toBe('granted');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wake(element())).toBe(false);
  });

  it.each([
    ['an error answer', { status: 500, body: 'oops' }],
    ['a network error', 'network-error' as const],
    ['JSON in place of HTML', { body: { success: false }, contentType: 'application/json' }],
  ])('shows a short text of its own when the cookie-hint URL fails (%s), and the button still works', async (_, answer) => {
    page();
    const server = fakeFormServer(() => ({ body: HINT }), 'text/html');
    server.answer('/cookie-hint', answer);
    await draw();
    const shown = await dialog();
    expect(within(shown).getByText(/We use cookies to run this site/)).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I agree' }));
    expect(readCookie('dw_cookies_accepted')).toBe('1');
  });

  it('shows its own text without a content-url, in Spanish on the Spanish site', async () => {
    page({ locale: 'es-US' });
    await draw('<lto-cookie-consent></lto-cookie-consent>');
    const shown = await dialog('Cookies en este sitio');
    expect(within(shown).getByText(/Usamos cookies/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Acepto' })).toBeInTheDocument();
  });

  it.each([
    ['COOKIE_HINT is off', { cookieHint: false }, undefined],
    ['the privacy policy page', { type: 'privacy-policy' }, undefined],
    ['consent was given', {}, '1'],
  ])('shows nothing and loads nothing where %s', async (_, options, accepted) => {
    page(options);
    if (accepted) writeCookie('dw_cookies_accepted', accepted);
    const server = fakeFormServer(() => ({ body: HINT }), 'text/html');
    expect(wake(document.createElement('lto-cookie-consent'))).toBe(false);
    await draw();
    // Drawn, its effect run: it decided there and then, and asked for nothing.
    await waitFor(() => expect(element()).toHaveAttribute('data-lto-ready'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('treats a tampered consent cookie as not accepted: the dialog shows', async () => {
    page();
    writeCookie('dw_cookies_accepted', 'true');
    fakeFormServer(() => ({ body: HINT }), 'text/html');
    expect(wake(document.createElement('lto-cookie-consent'))).toBe(true);
    await draw();
    expect(await dialog()).toBeInTheDocument();
  });
});
