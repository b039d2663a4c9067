import type { EndpointName } from '../../../src/contracts/endpoints.js';

/**
 * SPEC 7.7 sign-up form actions, keyed by the names the config block gives the widgets, and the
 * pages of SPEC 2.1 / 2.4 that go with them. Routes and views both take their paths from here.
 */
export const SIGNUP_URLS = {
  footerEmailSubscribe: '/signup/footer-email',
  footerTextForm: '/signup/footer-text',
  interstitialEmail: '/signup/interstitial-email',
  interstitialText: '/signup/interstitial-text',
  contestForm: '/signup/contest',
  customSofaEmail: '/signup/custom-sofa',
} as const satisfies Partial<Record<EndpointName, string>>;

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
