import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountQueries } from '../data/accounts.js';
import type { Lang } from '../site.js';
import { clientsFor, COOKIE_KEYS, SCOPE, STOREFRONT_CLIENT_ID, TEST_CLIENT } from './clients.js';
import { errorPage, loggedOutPage, logoutPage } from './pages.js';
import type { SessionTokens } from './session-tokens.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

interface ConfigurationDeps {
  origin: string;
  /** The language of the origin's site: the provider's pages are in it. */
  lang: Lang;
  accounts: AccountQueries;
  sessionTokens: SessionTokens;
  adapter: Configuration['adapter'];
  jwks: { keys: Record<string, unknown>[] };
}

interface Token {
  clientId?: string;
}

/** oidc-provider settings for one site origin's provider (issuer {origin}/oidc). */
export function providerConfiguration({ origin, lang, accounts, sessionTokens, adapter, jwks }: ConfigurationDeps): Configuration {
  const issuer = `${origin}/oidc`;
  return {
    adapter,
    jwks,
    clients: clientsFor(origin),
    cookies: { keys: COOKIE_KEYS },
    scopes: SCOPE.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Only the storefront's own pages call the provider; they are same-origin, but a browser still sends Origin on POST.
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,

    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: () => ({
          sub: account.email,
          email: account.email,
          email_verified: account.activated,
          ...(account.firstName ? { given_name: account.firstName } : {}),
        }),
      };
    },

    // The storefront is first-party: its grant covers the three scopes from the start, so there is no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client } = ctx.oidc;
      if (!client || !session.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing && existing.accountId === session.accountId) return existing;
      if (client.clientId !== STOREFRONT_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },

    // A public client gets refresh tokens without asking for offline_access: sign-out revokes them (SPEC 4.3).
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),

    extraParams: {
      // The storefront's authorization requests must carry an OpenID nonce, which the ID token
      // then echoes and the client checks: a code or token replayed from another sign-in fails.
      // (Listed here only for its check; nonce is a standard parameter.)
      async nonce(_ctx: KoaContextWithOIDC, value: unknown, client?: { clientId: string }) {
        if (client?.clientId === STOREFRONT_CLIENT_ID && (typeof value !== 'string' || value.length < 16)) {
          throw new errors.InvalidRequest('nonce is required (16 characters or more)');
        }
      },
      // The session token of a credential login (POST /oidc/authn) signs its account in at the provider
      // while the authorization request runs, so prompt=none in a hidden frame needs no sign-in page.
      async sessionToken(ctx: KoaContextWithOIDC, value: unknown) {
        if (value === undefined || value === '') return;
        const accountId = typeof value === 'string' ? sessionTokens.consume(issuer, value) : null;
        if (!accountId) throw new errors.InvalidRequest('sessionToken is invalid, used or expired');
        const { session } = ctx.oidc;
        if (session.accountId && session.accountId !== accountId) {
          session.resetIdentifier();
          session.authorizations = {};
        }
        session.loginAccount({ accountId });
      },
    },

    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}` },

    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: Token) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }) => client.clientId === TEST_CLIENT.id,
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = await logoutPage(lang, form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = await loggedOutPage(lang);
        },
      },
    },

    async renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      ctx.body = await errorPage(lang, out);
    },

    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      RefreshToken: 14 * DAY,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  };
}

export type { Provider };
