import { createHmac } from 'node:crypto';

/** The storefront's own client (the drawer's oidc-client-ts): public, so PKCE is its proof. */
export const STOREFRONT_CLIENT_ID = 'lto-storefront';

/**
 * A confidential client that may only introspect (tests check revocation with it). The secret is
 * public on purpose: demo/README.md lists it, and the provider only ever runs on localhost.
 */
export const TEST_CLIENT = { id: 'lto-demo-tests', secret: 'lto-demo-tests-secret' } as const;

/** Signs the provider's cookies; LTO_DEMO_SECRET overrides the built-in demo value. */
const DEMO_SECRET = process.env['LTO_DEMO_SECRET'] || 'lto-demo-secret: not for production';
export const COOKIE_KEYS = [createHmac('sha256', DEMO_SECRET).update('oidc-provider cookie keys').digest('base64url')];

export const SCOPE = 'openid email profile';

export const callbackPath = '/account/oidc-callback';

/** The provider's view of the clients at one site origin: redirect URIs are exact, so they carry the port. */
export function clientsFor(origin: string) {
  return [
    {
      client_id: STOREFRONT_CLIENT_ID,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${origin}${callbackPath}`],
      post_logout_redirect_uris: [`${origin}/`],
    },
    {
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: [],
      response_types: [],
      redirect_uris: [],
    },
  ];
}
