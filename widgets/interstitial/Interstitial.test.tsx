import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { mount, writeConfig } from '../../testing/widget-page';
import { STORAGE_KEY } from './display-state';
import './element';
import wake from './wake';

const URLS = { interstitialEmail: '/signup/interstitial-email', interstitialText: '/signup/interstitial-text' };
const TAG = '<lto-interstitial></lto-interstitial>';
const TITLE = 'Get our best offers';

const page = (type: string, locale = 'en-US') => writeConfig({ locale, urls: URLS, page: { type } });
const popup = () => screen.queryByRole('dialog', { name: TITLE });
/** Lets the 1 s delay (and the dialog's chunk) run. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const remount = async () => {
  document.body.innerHTML = '';
  await act(async () => {});
  await mount(TAG);
};

async function openPopup() {
  localStorage.setItem(STORAGE_KEY, 'first');
  await mount(TAG);
  await wait(1000);
  return await screen.findByRole('dialog', { name: TITLE });
}

describe('<lto-interstitial> display state (SPEC 4.1)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("on the first visit records 'first' and shows nothing", async () => {
    page('search');
    await mount(TAG);
    await wait(2000);
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('first');
  });

  it("on the first visit the wake module records 'first' without the widget, and the pop-up drawn later on that page still shows nothing", async () => {
    page('search');
    const element = document.createElement('lto-interstitial');
    expect(wake(element), 'not woken').toBe(false);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('first');
    // Drawn on the same page anyway (a test waking every island, a script): still the first visit.
    await act(async () => void document.body.append(element));
    await wait(3000);
    expect(element).toHaveAttribute('data-lto-ready');
    expect(popup()).not.toBeInTheDocument();
  });

  it('on a later eligible page opens 1 s after load, not before', async () => {
    page('product');
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(TAG);
    await wait(900);
    expect(popup()).not.toBeInTheDocument();
    await wait(100);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it.each(['storefront', 'privacy-policy', 'sweepstakes-rules', 'emergency-message', 'covid-updates', 'cart', 'checkout', 'account'])('never opens on a %s page', async (type) => {
    page(type);
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(TAG);
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('first');
  });

  it.each([
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])("closing with %s sets 'closed', and it never opens again", async (_, close) => {
    page('search');
    await openPopup();
    await close();
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('closed');
    await remount();
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while the shopper is in a form field, and opens once they have left it for 1 s (not sooner)', async () => {
    page('search');
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(`<form><label>Zip code <input name="zip"></label><label>Store <select name="store"><option>A</option></select></label><button>Go</button></form>${TAG}`);
    await userEvent.click(screen.getByRole('textbox', { name: 'Zip code' }));
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();
    // From one field to the next is still in the form.
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveFocus();
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    // Looked at every 250 ms: never before 1 s, and by 1.25 s.
    await wait(1000);
    expect(popup()).not.toBeInTheDocument();
    await wait(250);
    expect(popup()).toBeInTheDocument();
  });

  it.each([
    ['a store dialog of ours', '<dialog open aria-label="Select store"><button>Select</button></dialog>'],
    ["the host page's own dialog", '<div role="dialog" aria-modal="true" aria-label="Chat"><p>Hi</p></div>'],
    ['an alert dialog', '<div role="alertdialog" aria-label="Remove?"><button>OK</button></div>'],
  ])('waits while %s is open, and opens 1 s after it closes (not sooner)', async (_, markup) => {
    page('product');
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(`<div id="other">${markup}</div>${TAG}`);
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();

    document.getElementById('other')!.remove();
    await wait(1000);
    expect(popup()).not.toBeInTheDocument();
    await wait(250);
    expect(popup()).toBeInTheDocument();
  });

  it('is not held back by a dialog the page keeps hidden', async () => {
    page('search');
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(`<dialog aria-label="Closed"></dialog><div role="dialog" aria-label="Hidden" hidden></div><div style="display: none"><div role="dialog" aria-label="Not drawn"></div></div>${TAG}`);
    await wait(1000);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('never opens when local storage cannot be used', async () => {
    page('search');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await mount(TAG);
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('stays away without its form actions', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeConfig({ urls: {}, page: { type: 'search' } });
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(TAG);
    await wait(3000);
    expect(popup()).not.toBeInTheDocument();
  });
});

describe('<lto-interstitial> forms (SPEC 3.7, 7.7, 8)', () => {
  beforeEach(() => {
    localStorage.clear();
    page('search');
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the e-mail form with emailid, phone, optin, confirm and format=ajax, then thanks, remembers and goes after 2 s', async () => {
    const server = fakeFormServer(() => ({ body: { success: true, message: 'Thanks for signing up!' } }));
    const dialog = within(await openPopup());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email Address' }), 'pop@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile Phone Number (optional)' }), '404-555-0123');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Text me offers too' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(dialog.getByText('Thanks for signing up!')).toBeInTheDocument());
    expect(server.calls).toEqual([
      {
        path: '/signup/interstitial-email',
        query: {},
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        form: { emailid: 'pop@example.com', phone: '404-555-0123', optin: 'true', confirm: 'confirm', format: 'ajax' },
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('closed');
    await wait(1900);
    expect(popup()).toBeInTheDocument();
    await wait(200);
    expect(popup()).not.toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage })).not.toContain('pop@example.com');
  });

  it("sends optin 'false' when the box is left alone", async () => {
    const server = fakeFormServer(() => ({ body: { success: true, message: '' } }));
    const dialog = within(await openPopup());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email Address' }), 'pop@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(dialog.getByText('Thanks for signing up!')).toBeInTheDocument());
    expect(server.calls[0]?.form).toEqual({ emailid: 'pop@example.com', phone: '', optin: 'false', confirm: 'confirm', format: 'ajax' });
  });

  it("shows 'Error' and '{server message part}. Please refresh the page and fill out the form again.', keeps the number, fades after 2 s", async () => {
    const server = fakeFormServer(() => ({ body: { success: false, message: 'Unable to process SMS opt in.' } }));
    const dialog = within(await openPopup());
    const phone = dialog.getByRole('textbox', { name: 'Mobile Phone Number' });
    await userEvent.type(phone, '907-555-0123');
    await userEvent.click(dialog.getByRole('button', { name: 'Text Me' }));

    const text = 'Unable to process SMS opt in. Please refresh the page and fill out the form again.';
    await waitFor(() => expect(dialog.getByText(text)).toBeInTheDocument());
    expect(dialog.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(server.calls[0]?.form).toEqual({ phone: '907-555-0123', confirm: 'confirm', format: 'ajax' });
    expect(phone).toHaveValue('907-555-0123');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('first');
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(`Error. ${text}`));
    await wait(2100);
    expect(dialog.queryByText(text)).not.toBeInTheDocument();
    expect(popup()).toBeInTheDocument();
  });

  it('says something went wrong when the request fails without a message', async () => {
    const server = fakeFormServer();
    server.answer('/signup/interstitial-text', { status: 500, body: 'oops' });
    const dialog = within(await openPopup());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile Phone Number' }), '4045550123');
    await userEvent.click(dialog.getByRole('button', { name: 'Text Me' }));
    await waitFor(() => expect(dialog.getByText('Something went wrong. Please refresh the page and fill out the form again.')).toBeInTheDocument());
  });

  it('checks the fields first: an empty e-mail is marked, focus goes to it, nothing is sent', async () => {
    const server = fakeFormServer();
    const dialog = within(await openPopup());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile Phone Number (optional)' }), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please fill in this field.');
    expect(dialog.getByRole('textbox', { name: 'Mobile Phone Number (optional)' })).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    expect(server.calls).toEqual([]);
  });

  it('sends one request for a double submit', async () => {
    const server = fakeFormServer(() => ({ body: { success: true, message: 'ok' } }));
    server.hold();
    const dialog = within(await openPopup());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mobile Phone Number' }), '4045550123');
    await userEvent.click(dialog.getByRole('button', { name: 'Text Me' }));
    await userEvent.click(dialog.getAllByRole('button', { name: 'Sending…' })[0]!);
    await server.release();
    await waitFor(() => expect(dialog.getByText('ok')).toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
  });

  it.each([
    ['email', ['By email'], ['By text message']],
    ['text', ['By text message'], ['By email']],
  ])('variant="%s" offers only its form', async (variant, shown, hidden) => {
    localStorage.setItem(STORAGE_KEY, 'first');
    await mount(`<lto-interstitial variant="${variant}"></lto-interstitial>`);
    await wait(1000);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    for (const name of shown) expect(dialog.getByRole('heading', { name })).toBeInTheDocument();
    for (const name of hidden) expect(dialog.queryByRole('heading', { name })).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish site', async () => {
    page('search', 'es-US');
    localStorage.setItem(STORAGE_KEY, 'first');
    fakeFormServer(() => ({ body: { success: false, message: 'Número de teléfono no válido' } }));
    await mount(TAG);
    await wait(1000);
    const dialog = within(await screen.findByRole('dialog', { name: 'Recibe nuestras mejores ofertas' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Número de celular' }), '4045550123');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviarme mensajes' }));
    await waitFor(() => expect(dialog.getByText('Número de teléfono no válido. Actualiza la página y vuelve a llenar el formulario.')).toBeInTheDocument());
    expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
