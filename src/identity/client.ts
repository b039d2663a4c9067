import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { IdentitySettings } from './settings';

/**
 * The OpenID client (SPEC 4.3, 7.3; DESIGN: identity): authorization code with PKCE S256 against
 * the provider, silent sign-in in a hidden iframe. Tokens live in memory only, never in web
 * storage: the server session created from the access token is what the storefront trusts, and a
 * reload signs in silently again. This chunk holds oidc-client-ts and nothing of ours that other
 * chunks need, so loading it splits nothing else.
 */
export interface SignedInUser {
  accessToken: string;
  /** The account's e-mail (userinfo, scope email), when the provider gave it. */
  email: string | undefined;
}

export interface IdentityClient {
  /** Signs in without showing anything when the provider session exists; undefined when it does not. */
  silentSignIn(): Promise<SignedInUser | undefined>;
  /** Tokens for the provider's one-time session token of a credential sign-in (SPEC 4.3); rejects on failure. */
  signInWithSessionToken(sessionToken: string): Promise<SignedInUser>;
  /** Follows the auth state: a user loaded (silent sign-in, renewal) or signed out. */
  onUserLoaded(listener: (user: SignedInUser) => void): () => void;
  onSignedOut(listener: () => void): () => void;
  /** Revokes the access and refresh tokens at the provider and forgets the user. */
  signOut(): Promise<void>;
}

/** 128 random bits, base64url: the OpenID nonce of one authorization request. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const toSignedIn = (user: User): SignedInUser => ({
  accessToken: user.access_token,
  email: typeof user.profile.email === 'string' ? user.profile.email : undefined,
});

export function createIdentityClient(settings: IdentitySettings, timeoutMs: number): IdentityClient {
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
    silentRequestTimeoutInSeconds: timeoutMs / 1000,
    revokeTokenTypes: ['access_token', 'refresh_token'],
    // A conforming provider puts only `sub` in the id token when it issues an access token: the
    // e-mail (the account's id for GetAccountDetails) comes from userinfo.
    loadUserInfo: true,
  });

  // A fresh nonce per request: the library sends it and checks the ID token carries it back
  // (a token replayed from another sign-in fails that check).
  const silent = async (extraQueryParams?: Record<string, string>) => {
    const user = await manager.signinSilent({ forceIframeAuth: Boolean(extraQueryParams), extraQueryParams, nonce: newNonce() });
    if (!user) throw new Error('identity: no user');
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

    signInWithSessionToken: (sessionToken) => silent({ sessionToken }),

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
