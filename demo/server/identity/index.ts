import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { clientAddressOf, type ClientAddress } from '../client-address.js';
import type { AccountQueries } from '../data/accounts.js';
import type { Db } from '../db/open.js';
import type { Origins } from '../origins.js';
import type { AttemptLimiter } from '../rate-limit.js';
import { sqliteAdapterFactory } from './adapter.js';
import { STOREFRONT_CLIENT_ID } from './clients.js';
import { providerConfiguration } from './configuration.js';
import { providerRoutes } from './interactions.js';
import { createSessionTokens } from './session-tokens.js';
import { signingKey } from './signing-key.js';

export const OIDC_PREFIX = '/oidc';

export type Identity = ReturnType<typeof createIdentity>;

/**
 * The demo's OpenID provider (oidc-provider), one per site origin with issuer {origin}/oidc so that
 * nothing is third-party; they share the accounts, the database and the pending session tokens.
 */
export function createIdentity(db: Db, accounts: AccountQueries, origins: Origins, attempts: AttemptLimiter, clientAddress: ClientAddress = clientAddressOf()) {
  const sessionTokens = createSessionTokens();
  // Each request's client address, found in handle() before it drops the forwarding headers.
  const clientAddresses = new WeakMap<IncomingMessage, string | null>();
  const addressOf = (req: IncomingMessage): string | null => clientAddresses.get(req) ?? null;
  const jwks = { keys: [signingKey(db)] };
  const mounted = new Map<string, { provider: Provider; listener: (req: IncomingMessage, res: ServerResponse) => Promise<void> }>();

  function mount(origin: string) {
    let entry = mounted.get(origin);
    if (!entry) {
      const issuer = `${origin}${OIDC_PREFIX}`;
      // Its pages are in its site's language (every origin mounted is a configured one).
      const lang = origins.list.find((configured) => configured.origin === origin)?.site.lang ?? 'en';
      const provider = new Provider(
        issuer,
        providerConfiguration({ origin, lang, accounts, sessionTokens, adapter: sqliteAdapterFactory(db, issuer), jwks }),
      );
      // An https origin is served by a TLS proxy in front of this plain-http server: the provider
      // trusts the protocol handle() sets (its cookies are then Secure), nothing else of the proxy's.
      provider.proxy = origin.startsWith('https:');
      provider.use(providerRoutes({ provider, lang, accounts, sessionTokens, attempts, addressOf }));
      provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[demo] identity provider error:', error.message));
      entry = { provider, listener: provider.callback() };
      mounted.set(origin, entry);
    }
    return entry;
  }
  const providerFor = (origin: string): Provider => mount(origin).provider;

  return {
    /** True for /oidc and everything under it: those requests go to handle(), not to the storefront app. */
    owns: (url: string | undefined): boolean => url === OIDC_PREFIX || (url ?? '').startsWith(`${OIDC_PREFIX}/`) || (url ?? '').startsWith(`${OIDC_PREFIX}?`),

    /**
     * Serves an /oidc request with the provider of the configured origin the Host names (404 for
     * any other host: an issuer is only ever one of the configured origins).
     */
    handle(req: IncomingMessage, res: ServerResponse): void {
      const origin = origins.exact(req.headers.host)?.origin;
      if (!origin) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      }
      clientAddresses.set(req, clientAddress(req));
      // Mounted under /oidc: the provider routes the rest and finds its mount path in originalUrl.
      // The scheme is the configured origin's, whatever a client claims (provider.proxy above).
      req.headers['x-forwarded-proto'] = origin.startsWith('https:') ? 'https' : 'http';
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-for'];
      const url = req.url ?? '/';
      Object.assign(req, { originalUrl: url, url: url.slice(OIDC_PREFIX.length) || '/' });
      void mount(origin).listener(req, res);
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
