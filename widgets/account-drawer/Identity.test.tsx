import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { User, UserManager, type SigninSilentArgs } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileApplying } from '../../src/core/tab-sync';
import { applyFromOtherTab } from '../../src/core/tab-sync-apply';
import { resetIdentityClient } from '../../src/identity/settings';
import { mount } from '../../testing/widget-page';
import { DECISIONS, DRAWER, drawerPage, fakeAccountServer, IDENTITY, openDrawer, signIn, submitButton, URLS, waitForLabel } from './test-support';
import './element';

/**
 * Identity sign-in on (SPEC 4.3). The provider's iframe flows cannot run here: the library's
 * signinSilent is replaced by one that answers as the provider would (a user when the provider
 * session exists or a valid session token is given, login_required otherwise) and raises
 * userLoaded as the library does. The authn call, token login, decision and sign-out go through
 * the fake server.
 */
function user(email = 'alex@example.com', accessToken = 'access-1') {
  return new User({ access_token: accessToken, refresh_token: 'refresh-1', token_type: 'Bearer', profile: { sub: 'acct-1', email, iss: IDENTITY.authority, aud: IDENTITY.clientId, exp: 0, iat: 0 } });
}

function fakeProvider({ session = false }: { session?: boolean } = {}) {
  const silent = vi.spyOn(UserManager.prototype, 'signinSilent').mockImplementation(async function (this: UserManager, args: SigninSilentArgs = {}) {
    const token = args.extraQueryParams?.sessionToken;
    if (!session && token !== 'session-token-1') throw new Error('login_required');
    const signedIn = user();
    await this.events.load(signedIn);
    return signedIn;
  });
  const revoke = vi.spyOn(UserManager.prototype, 'revokeTokens').mockResolvedValue(undefined);
  const remove = vi.spyOn(UserManager.prototype, 'removeUser').mockResolvedValue(undefined);
  return { silent, revoke, remove };
}

beforeEach(() => drawerPage({ preferences: { identityLoginEnabled: true }, identity: IDENTITY }));
afterEach(() => {
  document.cookie = 'ltoIdentityHint=; max-age=0; path=/';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetIdentityClient();
  localStorage.clear();
});

describe('<lto-account-drawer> with identity sign-in', () => {
  it('signs in with the provider: authn must say SUCCESS, tokens come with its session token, the token makes the storefront session', async () => {
    const provider = fakeProvider();
    const server = fakeAccountServer();
    await openDrawer();
    await signIn('alex@example.com', 'Password1!');

    await waitForLabel('Account');
    expect(await screen.findByText('$250.00/mo')).toBeInTheDocument();
    expect(provider.silent).toHaveBeenLastCalledWith(expect.objectContaining({ extraQueryParams: { sessionToken: 'session-token-1' } }));
    // Each authorization request has its own OpenID nonce (the library checks the ID token echoes it).
    const nonces = provider.silent.mock.calls.map(([args]) => args?.nonce);
    expect(nonces.every((nonce) => typeof nonce === 'string' && /^[\w-]{22}$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(server.calls).toEqual([
      { path: '/oidc/authn', query: {}, json: { username: 'alex@example.com', password: 'Password1!' } },
      { path: URLS.tokenLogin, query: {}, json: { accessToken: 'access-1' } },
      { path: URLS.accountDetails, query: {}, form: { DigitalAccountId: 'alex@example.com', csrf_token: 'csrf-123' } },
    ]);
    // Nothing of the provider's in web storage: tokens and PKCE verifiers stay in memory.
    expect({ ...localStorage }).toEqual({ userSetupComplete: 'true' });
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['a wrong password (401 FAILED)', { status: 401, body: { status: 'FAILED' } }],
    ['a status other than SUCCESS', { body: { status: 'LOCKED_OUT' } }],
    ['garbage', { body: '<html>' }],
    ['the provider down', 'network-error' as const],
  ])('after %s shows the login failure and asks for no tokens', async (_, answer) => {
    const provider = fakeProvider();
    const server = fakeAccountServer();
    server.answer('/oidc/authn', answer);
    await openDrawer();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log you in. Please check your email and password and try again.');
    expect(provider.silent).not.toHaveBeenCalledWith(expect.objectContaining({ extraQueryParams: expect.anything() }));
    expect(server.calls.map((call) => call.path)).toEqual(['/oidc/authn']);
    expect(screen.getByLabelText('Password')).toHaveValue('Password1!');
  });

  it('gives up on a provider silent for 10 s, with the login failure, and stays usable', async () => {
    fakeProvider();
    fakeAccountServer();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openDrawer();
      await signIn();
      await act(async () => vi.advanceTimersByTime(9_900));
      expect(screen.getByRole('alert')).toHaveTextContent('');
      await act(async () => vi.advanceTimersByTime(200));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to log you in.'));
      expect(submitButton()).not.toHaveAttribute('aria-disabled');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the login failure when the storefront refuses the token', async () => {
    fakeProvider();
    const server = fakeAccountServer();
    server.answer(URLS.tokenLogin, { status: 401, body: { success: false } });
    await openDrawer();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log you in.');
    expect(document.querySelector('.lto-account-drawer__trigger')).toHaveTextContent('Sign In');
  });

  /** This browser signed in through the provider before (identity-hint.ts). */
  const signedInBefore = () => (document.cookie = 'ltoIdentityHint=1; path=/');
  const hinted = () => /(?:^|; )ltoIdentityHint=1/.test(document.cookie);

  it('signs in silently on arrival when the provider session exists', async () => {
    signedInBefore();
    const provider = fakeProvider({ session: true });
    const server = fakeAccountServer();
    server.answer(URLS.accountDetails, { body: { success: true, sessionDecisionViewModel: DECISIONS.pending } });
    await mount(DRAWER);
    await waitForLabel('Account');
    expect(provider.silent).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.path)).toEqual([URLS.tokenLogin, URLS.accountDetails]);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Hi, Pat' })).toBeInTheDocument();
  });

  it('drawn after a sign-in in another tab of this browser: no silent sign-in and no token login (the storefront session is the tabs\' own already)', async () => {
    signedInBefore();
    const provider = fakeProvider({ session: true });
    const server = fakeAccountServer();
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: true, decision: { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: '2099-01-01' } } }, whileApplying));
    await mount(DRAWER);
    await waitForLabel('Account');
    await act(async () => {});
    expect(provider.silent).not.toHaveBeenCalled();
    expect(server.calls.map((call) => call.path)).not.toContain(URLS.tokenLogin);
  });

  it('stays signed out, asking nothing of the storefront, without a provider session, and forgets the hint', async () => {
    signedInBefore();
    const provider = fakeProvider();
    const server = fakeAccountServer();
    await mount(DRAWER);
    await waitFor(() => expect(provider.silent).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.lto-account-drawer__trigger')).toHaveTextContent('Sign In');
    expect(server.calls).toEqual([]);
    await waitFor(() => expect(hinted()).toBe(false));
  });

  it('asks the provider nothing on arrival in a browser that never signed in through it', async () => {
    const provider = fakeProvider({ session: true });
    const server = fakeAccountServer();
    await mount(DRAWER);
    await act(async () => {});
    expect(provider.silent).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
    expect(document.querySelector('.lto-account-drawer__trigger')).toHaveTextContent('Sign In');
  });

  it('leaves the hint after a sign-in through the provider, and takes it away at sign-out', async () => {
    fakeProvider();
    fakeAccountServer();
    await openDrawer();
    await signIn('alex@example.com', 'Password1!');
    await waitForLabel('Account');
    expect(hinted()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitForLabel('Sign In');
    expect(hinted()).toBe(false);
  });

  it('does not create the storefront session again when the page is already signed in', async () => {
    fakeProvider({ session: true });
    const server = fakeAccountServer();
    await mount('<lto-account-drawer csrf-token="csrf-123" signed-in username="alex@example.com"></lto-account-drawer>');
    await waitFor(() => expect(server.calls.map((call) => call.path)).toEqual([URLS.accountDetails]));
  });

  /** Silently signed in on arrival, then 'Sign out' from the drawer. */
  async function signInSilentlyThenOut(provider: ReturnType<typeof fakeProvider>) {
    signedInBefore();
    const server = fakeAccountServer();
    await mount(DRAWER);
    await waitForLabel('Account');
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitForLabel('Sign In');
    return server;
  }

  it('signs out: the tokens are revoked at the provider, the user forgotten, the storefront session ended', async () => {
    const provider = fakeProvider({ session: true });
    const server = await signInSilentlyThenOut(provider);
    expect(provider.revoke).toHaveBeenCalledWith(['access_token', 'refresh_token']);
    expect(provider.remove).toHaveBeenCalled();
    expect(server.calls.at(-1)).toEqual({ path: URLS.accountSignOut, query: {}, form: { csrf_token: 'csrf-123' } });
  });

  it('still signs out of the storefront when the provider cannot be reached', async () => {
    const provider = fakeProvider({ session: true });
    provider.revoke.mockRejectedValue(new Error('network'));
    const server = await signInSilentlyThenOut(provider);
    expect(provider.remove).toHaveBeenCalled();
    expect(server.calls.at(-1)?.path).toBe(URLS.accountSignOut);
  });

  it("without PKCE support logs 'PKCE is not supported by this browser' and uses the login form", async () => {
    vi.stubGlobal('crypto', {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const provider = fakeProvider();
    const server = fakeAccountServer();
    await openDrawer();
    await signIn();
    await waitForLabel('Account');
    expect(warn).toHaveBeenCalledWith('[lto-widgets] PKCE is not supported by this browser');
    expect(error).not.toHaveBeenCalled();
    expect(provider.silent).not.toHaveBeenCalled();
    expect(server.calls.map((call) => call.path)).toEqual([URLS.loginForm]);
  });
});
