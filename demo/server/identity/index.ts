import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { AccountQueries } from '../data/accounts.js';
import type { Db } from '../db/open.js';
import { SITES } from '../site.js';
import { sqliteAdapterFactory } from './adapter.js';
import { STOREFRONT_CLIENT_ID } from './clients.js';
import { providerConfiguration } from './configuration.js';
import { providerRoutes } from './interactions.js';
import { createSessionTokens } from './session-tokens.js';
import { signingKey } from './signing-key.js';

export const OIDC_PREFIX = '/oidc';

const SITE_HOSTNAMES = new Set(SITES.map((s) => (s.subdomain === '' ? 'localhost' : `${s.subdomain}.localhost`)));

/** 'http://es.localhost:4173' for a Host header naming one of the sites, else null. */
export function siteOriginOfHost(host: string | undefined): string | null {
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  return SITE_HOSTNAMES.has(url.hostname) && `${url.hostname}${url.port ? `:${url.port}` : ''}` === host.toLowerCase()
    ? url.origin
    : null;
}

export type Identity = ReturnType<typeof createIdentity>;

/**
 * The demo's OpenID provider (oidc-provider), one per site origin with issuer {origin}/oidc so that
 * nothing is third-party; they share the accounts, the database and the pending session tokens.
 */
export function createIdentity(db: Db, accounts: AccountQueries) {
  const sessionTokens = createSessionTokens();
  const jwks = { keys: [signingKey(db)] };
  const providers = new Map<string, Provider>();

  function providerFor(origin: string): Provider {
    let provider = providers.get(origin);
    if (!provider) {
      const issuer = `${origin}${OIDC_PREFIX}`;
      provider = new Provider(
        issuer,
        providerConfiguration({ origin, accounts, sessionTokens, adapter: sqliteAdapterFactory(db, issuer), jwks }),
      );
      provider.use(providerRoutes({ provider, accounts, sessionTokens }));
      provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[demo] identity provider error:', error.message));
      providers.set(origin, provider);
    }
    return provider;
  }

  return {
    /** True for /oidc and everything under it: those requests go to handle(), not to the storefront app. */
    owns: (url: string | undefined): boolean => url === OIDC_PREFIX || (url ?? '').startsWith(`${OIDC_PREFIX}/`) || (url ?? '').startsWith(`${OIDC_PREFIX}?`),

    /** Serves an /oidc request with the provider of the Host's site (404 for other hosts). */
    handle(req: IncomingMessage, res: ServerResponse): void {
      const origin = siteOriginOfHost(req.headers.host);
      if (!origin) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      }
      // Mounted under /oidc: the provider routes the rest and finds its mount path in originalUrl.
      const url = req.url ?? '/';
      Object.assign(req, { originalUrl: url, url: url.slice(OIDC_PREFIX.length) || '/' });
      void providerFor(origin).callback()(req, res);
    },

    /** The account an access token of the storefront client was issued for at this origin's provider, or null. */
    async accountOfAccessToken(origin: string, accessToken: string): Promise<string | null> {
      const token = await providerFor(origin).AccessToken.find(accessToken);
      if (!token || token.isExpired || token.clientId !== STOREFRONT_CLIENT_ID || !token.accountId) return null;
      return accounts.find(token.accountId)?.email ?? null;
    },

    /** The provider's session cookie name (the cookie is on path '/', so storefront requests carry it too). */
    sessionCookieName: (origin: string): string => providerFor(origin).cookieName('session'),

    /** Ends the provider session a browser's session cookie names (storefront sign-out, in-process). */
    async endProviderSession(origin: string, sessionId: string): Promise<void> {
      const session = await providerFor(origin).Session.find(sessionId);
      await session?.destroy();
    },
  };
}
