import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import * as v from 'valibot';
import { postJSON } from '../core/api';
import type { IdentitySettings } from './settings';

/**
 * The OpenID client (SPEC 4.3, 7.3; DESIGN: identity): authorization code with PKCE S256 against
 * the provider, silent sign-in in a hidden iframe, credential sign-in through the provider's authn
 * endpoint. Tokens live in memory only, never in web storage: the server session created from the
 * access token is what the storefront trusts, and a reload signs in silently again.
 */
export interface SignedInUser {
  accessToken: string;
  /** The account's e-mail from the id token (scope email), when the provider gave it. */
  email: string | undefined;
}

export interface IdentityClient {
  /** Signs in without showing anything when the provider session exists; undefined when it does not. */
  silentSignIn(): Promise<SignedInUser | undefined>;
  /** Credential sign-in: the provider must answer status 'SUCCESS'; tokens are then obtained with its session token. */
  credentialSignIn(username: string, password: string): Promise<SignedInUser>;
  /** Follows the auth state: a user loaded (silent sign-in, renewal) or signed out. */
  onUserLoaded(listener: (user: SignedInUser) => void): () => void;
  onSignedOut(listener: () => void): () => void;
  /** Revokes the access and refresh tokens at the provider and forgets the user. */
  signOut(): Promise<void>;
}

/** SPEC 9.3: the login request times out after 10 s; the provider's part of it too. */
export const SIGN_IN_TIMEOUT_MS = 10_000;

const AuthnAnswer = v.object({ status: v.string(), sessionToken: v.optional(v.string()) });

export class IdentitySignInError extends Error {
  constructor(readonly reason: 'refused' | 'failed') {
    super(`identity sign-in ${reason}`);
    this.name = 'IdentitySignInError';
  }
}

const toSignedIn = (user: User): SignedInUser => ({
  accessToken: user.access_token,
  email: typeof user.profile.email === 'string' ? user.profile.email : undefined,
});

export function createIdentityClient(settings: IdentitySettings): IdentityClient {
  const memory = () => new WebStorageStateStore({ store: new InMemoryWebStorage() });
  const manager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    silent_redirect_uri: settings.silentRedirectUri ?? settings.redirectUri,
    post_logout_redirect_uri: settings.postLogoutRedirectUri,
    scope: settings.scope,
    response_type: 'code',
    // In memory: tokens and PKCE verifiers never reach localStorage or sessionStorage. The silent
    // flows run in an iframe that only posts the answer back, so nothing has to survive a page.
    userStore: memory(),
    stateStore: memory(),
    silentRequestTimeoutInSeconds: SIGN_IN_TIMEOUT_MS / 1000,
    revokeTokenTypes: ['access_token', 'refresh_token'],
    // A conforming provider puts only `sub` in the id token when it issues an access token: the
    // e-mail (the account's id for GetAccountDetails) comes from userinfo.
    loadUserInfo: true,
  });

  const silent = async (extraQueryParams?: Record<string, string>) => {
    const user = await manager.signinSilent({ forceIframeAuth: Boolean(extraQueryParams), extraQueryParams });
    if (!user) throw new IdentitySignInError('failed');
    return toSignedIn(user);
  };

  return {
    async silentSignIn() {
      try {
        return await silent();
      } catch {
        // login_required (no provider session), the provider down or slow: simply signed out.
        return undefined;
      }
    },

    async credentialSignIn(username, password) {
      let answer: v.InferOutput<typeof AuthnAnswer>;
      try {
        answer = await postJSON(settings.authnUrl, { username, password }, AuthnAnswer, { timeoutMs: SIGN_IN_TIMEOUT_MS });
      } catch {
        throw new IdentitySignInError('failed');
      }
      if (answer.status !== 'SUCCESS' || !answer.sessionToken) throw new IdentitySignInError('refused');
      try {
        return await silent({ sessionToken: answer.sessionToken });
      } catch {
        throw new IdentitySignInError('failed');
      }
    },

    onUserLoaded(listener) {
      const handler = (user: User) => listener(toSignedIn(user));
      manager.events.addUserLoaded(handler);
      return () => manager.events.removeUserLoaded(handler);
    },

    onSignedOut(listener) {
      manager.events.addUserSignedOut(listener);
      return () => manager.events.removeUserSignedOut(listener);
    },

    async signOut() {
      // The library does not revoke on its own (DESIGN); a provider that cannot be reached must not
      // keep the shopper signed in here, so the user is forgotten either way.
      try {
        await manager.revokeTokens(['access_token', 'refresh_token']);
      } finally {
        await manager.removeUser();
      }
    },
  };
}
