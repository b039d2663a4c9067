import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The endpoints of starting a lease (SPEC 7.4, 7.5), keyed by the names the config block gives
 * the widgets. Routes and views both take their paths from here; the paths are the contract table's
 * (src/contracts/endpoint-paths.ts).
 */
export const ORDER_URLS = endpointPaths('createOrder', 'logCheckoutSessionActivity', 'checkoutStart', 'realTimePricing');

/** The form a product page posts without JavaScript: the server creates the order and redirects. */
export const START_LEASE_FORM_PATH = '/orders/start';
