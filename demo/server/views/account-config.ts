import type { LeasingPowerDecision } from '../../../src/contracts/account-events.js';
import { callbackPath, SCOPE, STOREFRONT_CLIENT_ID } from '../identity/clients.js';
import { OIDC_PREFIX } from '../identity/index.js';
import type { PageType } from './config-block.js';
import type { ViewContext } from './context.js';

/** The page marker of SPEC 2.5: pages with the header's My Account drawer (all but the checkout steps). */
export const ACCOUNT_WHEREAMI = 'account_storefrontlogin';

export interface IdentitySettings {
  authority: string;
  clientId: string;
  redirectUri: string;
  silentRedirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
  authnUrl: string;
}

/** The drawer's part of the config block: the page marker, the preference and the identity client's settings. */
export function accountConfig(ctx: ViewContext, pageType: PageType) {
  const { origin } = ctx;
  const identity: IdentitySettings | null = ctx.identityLogin
    ? {
        authority: `${origin}${OIDC_PREFIX}`,
        clientId: STOREFRONT_CLIENT_ID,
        redirectUri: `${origin}${callbackPath}`,
        silentRedirectUri: `${origin}${callbackPath}`,
        postLogoutRedirectUri: `${origin}/`,
        scope: SCOPE,
        authnUrl: `${origin}${OIDC_PREFIX}/authn`,
      }
    : null;
  return {
    whereami: hasAccountDrawer(pageType) ? ACCOUNT_WHEREAMI : undefined,
    identityLoginEnabled: ctx.identityLogin,
    identity,
    // The signed-in shopper's Leasing Power decision (issue 23): the prices of the page say whether they fit it.
    decision: ctx.account.decision?.() ?? null,
  };
}

export type AccountConfig = Omit<ReturnType<typeof accountConfig>, 'decision'> & { decision?: LeasingPowerDecision | null };

export const hasAccountDrawer = (pageType: PageType): boolean => pageType !== 'checkout';
