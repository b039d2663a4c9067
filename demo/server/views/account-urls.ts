import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * SPEC 7.3 endpoints, keyed by the names the config block gives the widgets (the names SPEC puts in
 * braces), and the chat's account number (SPEC 7.9). Routes and views both take their paths from
 * here; the paths are the contract table's (src/contracts/endpoint-paths.ts).
 */
export const ACCOUNT_URLS = endpointPaths('loginForm', 'registerForm', 'accountSignOut', 'accountResendActivation', 'accountDetails', 'tokenLogin', 'renderDecisionPendingComponent', 'getLpDetailsModal', 'chatAccount');

/** The plain account page: the no-script sign-in form, and where the drawer's fallback link goes. */
export const ACCOUNT_PAGE = '/account';
/** Where the identity provider sends the browser back (the widgets' callback module runs there). */
export const OIDC_CALLBACK_PAGE = '/account/oidc-callback';
/** The lease application page the 'Get started' promos lead to. */
export const APPLY_PAGE = '/apply';
/** Its form posts here: an application (an order without a product) is made, then its first step. */
export const APPLY_START_PATH = '/apply/start';
/** Where an approved application ends: the Leasing Power it gives. */
export const APPLICATION_APPROVED_PATH = '/apply/approved';
/** The demo switch of the identity-login preference (cookie demo_identity=off). */
export const IDENTITY_SWITCH = '/demo/identity';
export const IDENTITY_SWITCH_COOKIE = 'demo_identity';
