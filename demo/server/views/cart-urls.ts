import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The cart page's endpoints (SPEC 2.11; widgets/cart/README.md), keyed by the names the config
 * block gives <lto-cart>. Routes and views take their paths from here.
 */
export const CART_URLS = endpointPaths('cartState', 'cartUpdate', 'cartCheckout', 'cartWallet');
