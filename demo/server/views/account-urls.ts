import type { EndpointName } from '../../../src/contracts/endpoints.js';

/**
 * SPEC 7.3 endpoints, keyed by the names the config block gives the widgets (the names SPEC puts in
 * braces). Routes and views both take their paths from here.
 */
export const ACCOUNT_URLS = {
  loginForm: '/account/login',
  registerForm: '/account/register',
  accountSignOut: '/Login-SignOut',
  accountResendActivation: '/Login-ResendActivationEmail',
  accountDetails: '/Login-GetAccountDetails',
  tokenLogin: '/Login-TokenLogin',
  renderDecisionPendingComponent: '/account/decision-pending',
  getLpDetailsModal: '/account/leasing-power-details',
} as const satisfies Partial<Record<EndpointName, string>>;

/** The plain account page: the no-script sign-in form, and where the drawer's fallback link goes. */
export const ACCOUNT_PAGE = '/account';
/** Where the identity provider sends the browser back (the widgets' callback module runs there). */
export const OIDC_CALLBACK_PAGE = '/account/oidc-callback';
/** The lease application page the 'Get started' promos lead to. */
export const APPLY_PAGE = '/apply';
/** The demo switch of the identity-login preference (cookie demo_identity=off). */
export const IDENTITY_SWITCH = '/demo/identity';
export const IDENTITY_SWITCH_COOKIE = 'demo_identity';
