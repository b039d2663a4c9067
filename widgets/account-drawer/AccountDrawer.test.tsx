import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount } from '../../testing/widget-page';
import { DECISIONS, DRAWER, drawerPage, fakeAccountServer, fillLogin, openDrawer, signIn, stubLocation, submitButton, URLS, waitForLabel } from './test-support';
import './element';

const trigger = () => document.querySelector<HTMLAnchorElement>('.lto-account-drawer__trigger')!;
const field = (name: string) => screen.getByLabelText(name);

beforeEach(() => drawerPage());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('<lto-account-drawer> over its server markup', () => {
  it("draws exactly the server's 'Sign In' trigger (markup.html)", async () => {
    fakeAccountServer();
    const { server, drawn } = await drawOver('lto-account-drawer', 'csrf-token="c" account-href="/account"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it("draws exactly the server's 'Account' trigger for a signed-in session (markup-signed-in.html)", async () => {
    fakeAccountServer();
    const { server, drawn } = await drawOver(
      'lto-account-drawer',
      'csrf-token="c" signed-in="true" username="a@example.com"',
      markupFixture(import.meta.url, 'markup-signed-in.html'),
    );
    expect(drawn).toEqual(server);
  });

  it('opens the drawer once for a click on the trigger held before its code ran', async () => {
    fakeAccountServer();
    await drawWithHeld('lto-account-drawer', 'csrf-token="c"', markupFixture(import.meta.url), [{ type: 'click', path: [0, 0] }]);
    // The drawer's views are a chunk of their own, loaded on the first open.
    await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a click that opens a new tab to the browser (the account page)', async () => {
    fakeAccountServer();
    await mount(DRAWER);
    const opened = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener('click', opened);
    trigger().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', opened);
    expect(opened).toHaveReturnedWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<lto-account-drawer> on the page', () => {
  it('renders nothing, and asks nothing, on a page without the account marker', async () => {
    drawerPage({ page: { type: 'checkout' } });
    const server = fakeAccountServer();
    await mount('<lto-account-drawer csrf-token="c" signed-in username="alex@example.com"><a href="/account">My Account</a></lto-account-drawer>');
    expect(document.querySelector('lto-account-drawer')).toBeEmptyDOMElement();
    expect(server.calls).toEqual([]);
  });

  it("opens a 'My Account' dialog from 'Sign In'; Escape closes it and focus returns to the trigger", async () => {
    fakeAccountServer();
    const drawer = await openDrawer();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
    expect(within(drawer).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(drawer.querySelector('input[type="hidden"][name="csrf_token"]')).toHaveValue('csrf-123');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows and hides the password', async () => {
    fakeAccountServer();
    await openDrawer();
    await userEvent.type(field('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });
});

describe('<lto-account-drawer> login form (identity sign-in off)', () => {
  it('posts the trimmed e-mail, the password, the CSRF token and format=ajax, then shows the account', async () => {
    const server = fakeAccountServer();
    await openDrawer();
    await signIn('  alex@example.com ', 'Password1!');

    await waitForLabel('Account');
    expect(server.calls).toEqual([
      { path: URLS.loginForm, query: {}, form: { username: 'alex@example.com', password: 'Password1!', csrf_token: 'csrf-123', format: 'ajax' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Hi, Alex' })).toHaveFocus();
    expect(screen.getByText('$250.00/mo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows errors on leaving a wrong field and on submit, never while typing, and focuses the first invalid field', async () => {
    const server = fakeAccountServer();
    await openDrawer();
    await userEvent.type(field('E-mail address'), 'alex@');
    expect(field('E-mail address')).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.');

    await userEvent.type(field('Password'), 'abcd');
    await userEvent.click(submitButton());
    expect(field('E-mail address')).toHaveFocus();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription('Please enter a password of at least 5 characters.');

    await userEvent.type(field('E-mail address'), 'example.com');
    expect(field('E-mail address')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submitButton());
    expect(field('Password')).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  it('marks both fields when submitted empty', async () => {
    fakeAccountServer();
    await openDrawer();
    await userEvent.click(submitButton());
    expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail address')).toHaveFocus();
  });

  it.each([
    ['wrong credentials (401)', { status: 401, body: { success: false } }],
    ['success false', { body: { success: false } }],
    ['a server error (500)', { status: 500, body: 'Internal Server Error' }],
    ['garbage instead of JSON', { body: '<html>oops' }],
    ['JSON of the wrong shape', { body: { ok: 1 } }],
    ['a network error', 'network-error' as const],
  ])('after %s shows the login failure, keeps what was typed, and a retry can succeed', async (_, answer) => {
    const server = fakeAccountServer();
    server.answer(URLS.loginForm, answer);
    await openDrawer();
    await signIn('alex@example.com', 'Password1!');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log you in. Please check your email and password and try again.');
    expect(field('E-mail address')).toHaveValue('alex@example.com');
    expect(field('Password')).toHaveValue('Password1!');
    expect(field('Password')).toHaveAccessibleDescription('Unable to log you in. Please check your email and password and try again.');
    expect(trigger()).toHaveTextContent('Sign In');

    await userEvent.click(submitButton());
    await waitForLabel('Account');
  });

  it('sends one request however often Sign In is clicked while signing in', async () => {
    const server = fakeAccountServer();
    server.hold();
    await openDrawer();
    await fillLogin('alex@example.com', 'Password1!');
    await userEvent.dblClick(submitButton());
    await userEvent.click(submitButton());
    expect(submitButton()).toHaveTextContent('Signing in…');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await server.release();
    await waitForLabel('Account');
    expect(server.calls.filter((call) => call.path === URLS.loginForm)).toHaveLength(1);
  });

  it('gives up after 10 s without an answer, with the login failure, and stays usable', async () => {
    fakeAccountServer();
    // A server that never answers, but hears the request being abandoned.
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openDrawer();
    await fillLogin('alex@example.com', 'Password1!');
    await userEvent.click(submitButton());
    await act(async () => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to log you in.'));
    expect(submitButton()).toHaveTextContent('Sign In');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it('starts signed in when the page says so, asking the decision for the account e-mail', async () => {
    const server = fakeAccountServer();
    server.answer(URLS.accountDetails, { body: { success: true, sessionDecisionViewModel: DECISIONS.denied } });
    await mount('<lto-account-drawer csrf-token="csrf-123" signed-in username="dana@example.com"></lto-account-drawer>');
    expect(trigger()).toHaveTextContent('Account');
    await waitFor(() => expect(server.calls).toEqual([{ path: URLS.accountDetails, query: {}, form: { DigitalAccountId: 'dana@example.com', csrf_token: 'csrf-123' } }]));
    await userEvent.click(trigger());
    expect(await screen.findByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
  });

  it('signs out: the storefront session ends, the label is Sign In again and the login form is back', async () => {
    const server = fakeAccountServer();
    await openDrawer(DRAWER);
    await signIn();
    await waitForLabel('Account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitForLabel('Sign In');
    expect(server.calls.at(-1)).toEqual({ path: URLS.accountSignOut, query: {}, form: { csrf_token: 'csrf-123' } });
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toHaveFocus();
  });

  it("signs out with the session's token as sign-in replaced it (the lto_csrf cookie), not the page's", async () => {
    const server = fakeAccountServer();
    await openDrawer(DRAWER);
    await signIn();
    await waitForLabel('Account');
    // The sign-in answer's Set-Cookie: the platform gave the signed-in session a new token.
    document.cookie = 'lto_csrf=after-sign-in; path=/';
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
      await waitForLabel('Sign In');
      expect(server.calls.at(-1)).toMatchObject({ path: URLS.accountSignOut, form: { csrf_token: 'after-sign-in' } });
    } finally {
      document.cookie = 'lto_csrf=; path=/; max-age=0';
    }
  });

  it('keeps the password and the e-mail out of web storage, addresses and the console', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const server = fakeAccountServer();
    server.answer(URLS.loginForm, { status: 401, body: { success: false } });
    await openDrawer();
    await signIn('alex@example.com', 'Password1!');
    await screen.findByText(/Unable to log you in/);
    await userEvent.click(submitButton());
    await waitForLabel('Account');

    const printed = JSON.stringify([log.mock.calls, warn.mock.calls, error.mock.calls]);
    expect(printed).not.toContain('Password1!');
    expect(printed).not.toContain('alex@example.com');
    expect({ ...localStorage }).toEqual({ userSetupComplete: 'true' });
    expect(sessionStorage.length).toBe(0);
    expect(location.href).not.toContain('Password1');
    expect(screen.queryByText(/Password1!/)).toBeNull();
  });
});

describe('<lto-account-drawer> registration', () => {
  it("posts the form, then shows 'account created' with the username; the message goes after 3 s, fading 400 ms", async () => {
    const server = fakeAccountServer();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toHaveFocus();
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    await fillLogin('new.shopper@example.com', 'Secret99');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Account: new.shopper@example.com' })).toBeInTheDocument();
    expect(server.calls).toEqual([
      { path: URLS.registerForm, query: {}, form: { username: 'new.shopper@example.com', password: 'Secret99', csrf_token: 'csrf-123', format: 'ajax' } },
    ]);
    const message = screen.getByText('Your account has been successfully created.', { selector: 'dialog p' });
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Your account has been successfully created.'));
    await act(async () => vi.advanceTimersByTime(2_800));
    expect(message).not.toHaveClass('lto-account-drawer__success--fading');
    await act(async () => vi.advanceTimersByTime(300));
    expect(message).toHaveClass('lto-account-drawer__success--fading');
    await act(async () => vi.advanceTimersByTime(450));
    expect(screen.queryByText('Your account has been successfully created.', { selector: 'dialog p' })).toBeNull();
  });

  it('re-sends the activation e-mail for the new username', async () => {
    const server = fakeAccountServer();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await fillLogin('new.shopper@example.com', 'Secret99');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend activation e-mail' }));
    expect(await screen.findByText('We sent the activation e-mail again.')).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({ path: URLS.accountResendActivation, query: {}, form: { username: 'new.shopper@example.com', csrf_token: 'csrf-123' } });
  });

  it.each([
    ["the server's message", { body: { success: true, wasCreatedSuccessfully: false, message: 'An account with this e-mail already exists.' } }, 'An account with this e-mail already exists.'],
    ['no message', { body: { success: false, wasCreatedSuccessfully: false } }, 'We were unable to create your account. Please verify your email and password, then try again.'],
    ['the reason for too many attempts (429)', { status: 429, body: { success: false, message: 'Too many attempts. Please wait a few minutes and try again.' } }, 'Too many attempts. Please wait a few minutes and try again.'],
    ['a server error', { status: 500, body: 'oops' }, 'We were unable to create your account. Please verify your email and password, then try again.'],
    ['garbage', { body: 'not json' }, 'We were unable to create your account. Please verify your email and password, then try again.'],
  ])('a failed registration shows %s and keeps the form', async (_, answer, text) => {
    const server = fakeAccountServer();
    server.answer(URLS.registerForm, answer);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await fillLogin('alex@example.com', 'Secret99');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(field('E-mail address')).toHaveValue('alex@example.com');
  });

  it("goes back to the login view with 'Back to login'", async () => {
    fakeAccountServer();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('<lto-account-drawer> promo', () => {
  it("'Get started' logs AccountSidebar_GetStarted, then goes to the apply page", async () => {
    const server = fakeAccountServer();
    const assign = stubLocation();
    await openDrawer('<lto-account-drawer csrf-token="c" apply-href="/apply?from=drawer"></lto-account-drawer>');
    expect(screen.getByRole('heading', { name: 'Discover leasing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apply?from=drawer'));
    expect(server.calls).toEqual([{ path: URLS.logCheckoutSessionActivity, query: {}, json: { pageName: 'AccountSidebar_GetStarted' } }]);
  });
});

describe('<lto-account-drawer> in Spanish', () => {
  it('speaks Spanish', async () => {
    drawerPage({ locale: 'es-US' });
    const server = fakeAccountServer();
    server.answer(URLS.loginForm, { status: 401, body: { success: false } });
    await mount(DRAWER);
    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mi cuenta' });
    await userEvent.type(within(drawer).getByLabelText('Correo electrónico'), 'alex@example.com');
    await userEvent.type(within(drawer).getByLabelText('Contraseña'), 'Password1!');
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Iniciar sesión' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos iniciar tu sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.');
    expect(within(drawer).getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });
});
