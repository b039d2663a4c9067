import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm } from '../../src/core/api';
import { resetWarnings } from '../../src/core/warn';
import { fakeFormServer } from '../../testing/form-server';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const RESET = '/rate-limiter/reset';

/**
 * A page with the tag, its config block saying whether the session is flagged, the island drawn
 * (the autoloader draws it on lto:captcha-due, which the runtime dispatches on a flagged page).
 */
async function page({ flagged = true, locale = 'en-US', urls = { rateLimiterReset: RESET } as Record<string, string>, resources = {} } = {}) {
  writeConfig({ locale, urls, resources, page: { type: 'search', showCaptcha: flagged } });
  await mount('<lto-captcha></lto-captcha>');
  const element = document.querySelector('lto-captcha')!;
  await act(async () => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  return element;
}
const dialog = (name = 'Are you human?') => screen.findByRole('dialog', { name }, { timeout: 3000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWarnings();
  document.body.innerHTML = '';
});

describe('<lto-captcha> (SPEC 2.2, 4.1, 7.8, 8)', () => {
  it('opens on a flagged session with ARE_YOU_HUMAN and one button, OK, focused', async () => {
    fakeFormServer();
    await page();
    const shown = await dialog();
    expect(within(shown).getByText(/a lot of activity from your browser/)).toBeInTheDocument();
    const buttons = within(shown).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    await waitFor(() => expect(document.activeElement).toBe(buttons[0]));
  });

  it('cannot be closed with Escape', async () => {
    fakeFormServer();
    await page();
    const shown = await dialog();
    fireEvent.keyDown(shown, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    shown.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Are you human?' })).toBeInTheDocument();
  });

  it('OK calls GET {rateLimiterReset}?format=ajax (with credentials), then closes', async () => {
    const server = fakeFormServer();
    await page();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.map((call) => [call.path, call.query])).toEqual([[RESET, { format: 'ajax' }]]);
  });

  it.each([
    ['an error answer', { status: 500, body: 'oops' }],
    ['a network error', 'network-error' as const],
  ])('a failed reset (%s) keeps the dialog, says so, and the button tries again', async (_, answer) => {
    const server = fakeFormServer();
    server.answer(RESET, answer);
    await page();
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('button', { name: 'OK' }));
    await within(shown).findByText('We could not check that just now. Please try again.');
    expect(within(shown).getByRole('alert')).toHaveTextContent('We could not check that just now.');
    expect(screen.getByRole('dialog', { name: 'Are you human?' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toHaveLength(2);
  });

  it.each([
    ['an HTML fragment', { body: '<p>Thanks</p>', contentType: 'text/html' }],
    ['JSON of another shape', { body: { done: 1 } }],
    ['an empty answer', { status: 204, body: '' }],
  ])('any answer of the reset (%s) closes the dialog: format=ajax answers are fragments of any shape', async (_, answer) => {
    const server = fakeFormServer();
    server.answer(RESET, answer);
    await page();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
  });

  it('without a rateLimiterReset endpoint OK still closes the dialog (no way out would lock the page), with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page({ urls: {} });
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([expect.stringMatching(/urls\.rateLimiterReset/)]);
  });

  it('opens mid-page when a request of the page is refused as rate limited (429), and again after OK on the next refusal', async () => {
    const server = fakeFormServer();
    server.answer('/cart/update', { status: 429, body: { success: false, error: 'rate-limited' } }, { status: 429, body: { success: false, error: 'rate-limited' } });
    await page({ flagged: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => postForm('/cart/update', new URLSearchParams({ pid: 'P1001' }), object({})).catch(() => undefined));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => postForm('/cart/update', new URLSearchParams({ pid: 'P1001' }), object({})).catch(() => undefined));
    expect(await dialog()).toBeInTheDocument();
  });

  it("stays shut for another 429: a request's own refusal (a day's orders, one the caller takes as an answer) or another site's", async () => {
    const server = fakeFormServer();
    const tooMany = { status: 429, body: { success: false, error: 'too-many-orders' } };
    const limited = { status: 429, body: { success: false, error: 'rate-limited' } };
    server.answer('/orders/start', tooMany);
    server.answer('/account/register', limited);
    server.answer('/query', limited);
    await page({ flagged: false });
    await act(() => postForm('/orders/start', new URLSearchParams(), object({})).catch(() => undefined));
    await act(() => postForm('/account/register', new URLSearchParams(), object({}), { answerStatuses: [429] }).catch(() => undefined));
    await act(() => postForm('https://search.example/query', new URLSearchParams(), object({})).catch(() => undefined));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in Spanish on the Spanish site, and the platform\'s ARE_YOU_HUMAN resource wins', async () => {
    fakeFormServer();
    await page({ locale: 'es-US', resources: { ARE_YOU_HUMAN: 'Confirma que eres una persona.' } });
    const shown = await dialog('¿Eres una persona?');
    expect(within(shown).getByText('Confirma que eres una persona.')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it('shows nothing and asks for nothing on a session that is not flagged', async () => {
    const server = fakeFormServer();
    const element = await page({ flagged: false });
    await waitFor(() => expect(element).toHaveAttribute('data-lto-ready'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
