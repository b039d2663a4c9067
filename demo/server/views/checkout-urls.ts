import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';
import type { Decision } from '../data/checkout.js';

/**
 * The checkout endpoints the config block gives the widgets (SPEC 7.4) and the checkout pages'
 * own paths. Routes and views both take their paths from here; each step is at
 * /checkout/{step} (ORDER_URLS.checkoutStart is the first).
 */
export const CHECKOUT_URLS = endpointPaths('logCheckoutDebugMessage');

export const checkoutStepPath = (step: string): string => `/checkout/${step}`;

/** SPEC 4.10's three declined outcomes, each with its own page. */
export const DECLINED_PATHS: Readonly<Record<Exclude<Decision, 'approved'>, string>> = {
  declined: '/checkout/declined',
  'charged-off': '/checkout/declined/charged-off',
  'recent-order': '/checkout/declined/recent-order',
};

/**
 * Where every step of a lease started on an approval leads when its payments come to more a month
 * than that approval's Leasing Power: it cannot go through on it, and the page says what to do.
 */
export const OVER_LEASING_POWER_PATH = '/checkout/leasing-power';

/** Where the last step leads: the application is in. */
export const CHECKOUT_COMPLETE_PATH = '/checkout/complete';

/** Where a checkout page without an order sends the shopper (with the notice query). */
export const NO_ORDER_REDIRECT = '/cart?notice=no-order';
