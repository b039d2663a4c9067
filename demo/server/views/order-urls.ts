import type { EndpointName } from '../../../src/contracts/endpoints.js';

/**
 * The endpoints of starting a lease (SPEC 7.4, 7.5), keyed by the names the config block gives
 * the widgets. Routes and views both take their paths from here.
 */
export const ORDER_URLS = {
  createOrder: '/orders/create',
  logCheckoutSessionActivity: '/checkout/log-activity',
  checkoutStart: '/checkout/delivery',
  realTimePricing: '/pricing/realtime',
} as const satisfies Partial<Record<EndpointName, string>>;

/** The form a product page posts without JavaScript: the server creates the order and redirects. */
export const START_LEASE_FORM_PATH = '/orders/start';
