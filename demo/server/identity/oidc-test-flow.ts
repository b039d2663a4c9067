/**
 * The identity client's side of the sign-in flows, driven with plain HTTP for the tests: what
 * oidc-client-ts does in the browser (authorization code with PKCE, the session token of a
 * credential login, prompt=none), with a cookie jar per browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { HOSTS, ServerResponseData, TestServer } from '../test-app.js';
import { callbackPath, SCOPE, STOREFRONT_CLIENT_ID, TEST_CLIENT } from './clients.js';

type Site = keyof typeof HOSTS;

/** One browser's cookies for one host (enough for these flows: every cookie here is host-only). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  take(response: ServerResponseData): void {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A request that sends the jar's cookies and keeps the ones the answer sets. */
export async function browse(
  server: TestServer,
  jar: CookieJar,
  method: 'GET' | 'POST',
  path: string,
  options: { site?: Site; body?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<ServerResponseData> {
  const response = await server.request(method, path, { ...options, cookie: jar.header });
  jar.take(response);
  return response;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  site?: Site;
  challenge: string;
  prompt?: 'none' | 'login';
  sessionToken?: string;
  /** Leave out code_challenge (to see PKCE required). */
  withoutPkce?: boolean;
}

/** The authorization endpoint's query, as oidc-client-ts builds it. */
export function authorizationPath(server: TestServer, { site = 'us', challenge, prompt, sessionToken, withoutPkce }: AuthorizationRequest): string {
  const query = new URLSearchParams({
    client_id: STOREFRONT_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${server.origin(site)}${callbackPath}`,
    scope: SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...(withoutPkce ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
    ...(prompt ? { prompt } : {}),
    ...(sessionToken ? { sessionToken } : {}),
  });
  return `/oidc/auth?${query}`;
}

/** Where a redirect answer points, resolved against the site's origin. */
export function locationOf(server: TestServer, response: ServerResponseData, site: Site = 'us'): URL {
  const location = response.headers.location;
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, server.origin(site));
}

export async function credentialLogin(server: TestServer, site: Site, username: string, password: string): Promise<ServerResponseData> {
  return server.request('POST', '/oidc/authn', {
    site,
    body: JSON.stringify({ username, password }),
    contentType: 'application/json',
  });
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
}

export async function exchangeCode(server: TestServer, site: Site, code: string, verifier: string): Promise<ServerResponseData> {
  return server.request('POST', '/oidc/token', {
    site,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${server.origin(site)}${callbackPath}`,
      client_id: STOREFRONT_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
}

/** SPEC 4.3 credential login, the way the drawer does it: /authn, then prompt=none with the session token, then the code. */
export async function signInWithSessionToken(server: TestServer, jar: CookieJar, username: string, site: Site = 'us', password = 'Password1!'): Promise<Tokens> {
  const authn = JSON.parse((await credentialLogin(server, site, username, password)).body) as { sessionToken: string };
  const { verifier, challenge } = pkcePair();
  const authorized = await browse(server, jar, 'GET', authorizationPath(server, { site, challenge, prompt: 'none', sessionToken: authn.sessionToken }), { site });
  const code = locationOf(server, authorized, site).searchParams.get('code');
  if (!code) throw new Error(`no code: ${authorized.headers.location}`);
  const tokens = await exchangeCode(server, site, code, verifier);
  return JSON.parse(tokens.body) as Tokens;
}

/** Introspection as the confidential test client (active: false once a token is revoked). */
export async function introspect(server: TestServer, token: string, site: Site = 'us'): Promise<{ active: boolean; sub?: string; client_id?: string }> {
  const response = await server.request('POST', '/oidc/token/introspection', {
    site,
    body: new URLSearchParams({ token }).toString(),
    headers: { authorization: `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString('base64')}` },
  });
  return JSON.parse(response.body) as { active: boolean; sub?: string; client_id?: string };
}

export async function revoke(server: TestServer, token: string, site: Site = 'us'): Promise<ServerResponseData> {
  return server.request('POST', '/oidc/token/revocation', {
    site,
    body: new URLSearchParams({ token, client_id: STOREFRONT_CLIENT_ID }).toString(),
  });
}
