import * as v from 'valibot';
import { postJSON } from '../core/api';
import { getConfig, type LtoConfig } from '../core/config';
import { warnOnce } from '../core/warn';
import type { IdentityClient, SignedInUser } from './client';

export type { IdentityClient, SignedInUser };

/** SPEC 9.3: the login request times out after 10 s; the provider's part of it too. */
export const SIGN_IN_TIMEOUT_MS = 10_000;

/**
 * The identity provider settings of the config block (`identity`), used only while the site
 * preference `identityLoginEnabled` is on (SPEC 4.3, 9.9), and the credential sign-in. This module
 * is small and on the page with the account drawer; the OpenID client itself (oidc-client-ts) is a
 * chunk of its own, downloaded only when identity sign-in is on.
 */
const Url = v.pipe(v.string(), v.url());

const IdentitySettingsSchema = v.object({
  authority: Url,
  clientId: v.pipe(v.string(), v.nonEmpty()),
  redirectUri: Url,
  silentRedirectUri: v.optional(Url),
  postLogoutRedirectUri: v.optional(Url),
  scope: v.optional(v.string(), 'openid email profile'),
  /** The provider's credential login (Okta-style authn): POST JSON {username, password}. */
  authnUrl: Url,
});

export type IdentitySettings = v.InferOutput<typeof IdentitySettingsSchema>;

/** The settings when identity sign-in is on and usable; undefined means the form login (SPEC 7.3). */
export function identitySettings(config: LtoConfig = getConfig()): IdentitySettings | undefined {
  const on = config.preferences.identityLoginEnabled;
  if (on !== true && on !== 'true') return undefined;
  const parsed = v.safeParse(IdentitySettingsSchema, config.identity);
  if (!parsed.success) {
    warnOnce('identityLoginEnabled is on but the config block has no valid identity settings: using the login form');
    return undefined;
  }
  if (!pkceSupported()) {
    // SPEC 8: logged only. A warning, not an error: nothing is wrong with the page, and the
    // shopper can still sign in through the login form.
    warnOnce('PKCE is not supported by this browser');
    return undefined;
  }
  return parsed.output;
}

/** PKCE S256 needs SubtleCrypto's SHA-256 (secure contexts only). */
export function pkceSupported(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

let client: Promise<IdentityClient> | undefined;

/** The page's one identity client (one in-memory user per page), loaded on first use. */
export function loadIdentityClient(settings: IdentitySettings): Promise<IdentityClient> {
  client ??= import('./client').then(({ createIdentityClient }) => createIdentityClient(settings, SIGN_IN_TIMEOUT_MS));
  // A failed download is tried again next time.
  client.catch(() => (client = undefined));
  return client;
}

/** For tests: forget the page's client. */
export function resetIdentityClient(): void {
  client = undefined;
}

const AuthnAnswer = v.object({ status: v.string(), sessionToken: v.optional(v.string()) });

/**
 * Credential sign-in (SPEC 4.3): POST {authnUrl} JSON {username, password} must answer status
 * 'SUCCESS'; the tokens are then obtained with its one-time session token. Rejects on a refusal,
 * a provider that is down or slow past 10 s, or an answer that is not the expected JSON. (Here,
 * not in the client chunk: that one holds oidc-client-ts alone.)
 */
export async function credentialSignIn(settings: IdentitySettings, username: string, password: string): Promise<SignedInUser> {
  const answer = await postJSON(settings.authnUrl, { username, password }, AuthnAnswer, { timeoutMs: SIGN_IN_TIMEOUT_MS });
  if (answer.status !== 'SUCCESS' || !answer.sessionToken) throw new Error('identity: sign-in refused');
  const client = await loadIdentityClient(settings);
  return client.signInWithSessionToken(answer.sessionToken);
}
