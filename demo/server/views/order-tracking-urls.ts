import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The order tracking page and its 'find order' endpoint (SPEC 2.11), keyed by the name the config
 * block gives the widget (urls.orderTracking). The page is GET, the lookup POST, at one path.
 */
export const ORDER_TRACKING_URLS = endpointPaths('orderTracking');

/** A page showing each state of <lto-checkout-loader>, for people and for axe; linked from nowhere. */
export const LOADER_DEMO_PATH = '/demo/checkout-loader';
