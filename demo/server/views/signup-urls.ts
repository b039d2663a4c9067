import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * SPEC 7.7 sign-up form actions, keyed by the names the config block gives the widgets, and the
 * pages of SPEC 2.1 / 2.4 that go with them. Routes and views both take their paths from here; the paths are the contract table's
 * (src/contracts/endpoint-paths.ts).
 */
export const SIGNUP_URLS = endpointPaths('footerEmailSubscribe', 'footerTextForm', 'interstitialEmail', 'interstitialText', 'contestForm', 'customSofaEmail');

/** The sign-me-up form (SPEC 2.4) is a plain form post: the platform answers with a page. */
export const SIGN_ME_UP_URL = '/signup/sign-me-up';

/** Content pages of SPEC 2.1 (the interstitial never shows on them) and the contest page. */
export const INFO_PAGE_URLS = {
  privacyPolicy: '/privacy-policy',
  sweepstakesRules: '/sweepstakes-rules',
  emergencyMessage: '/emergency-message',
  covidUpdates: '/covid-updates',
  contest: '/contest',
} as const;
