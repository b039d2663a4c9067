import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The product set endpoints (SPEC 2.8, 7.5): getSetItem goes into the config block's `urls`;
 * the cart paths are the set's form action and where it leads. Routes and views take them here.
 *   getSetItem: GET ?pid={product}&color={colour}&Quantity={n}&format=ajax -> one set item's HTML.
 */
export const PRODUCT_SET_URLS = endpointPaths('getSetItem');

/** POST repeated pid + Quantity fields (the add-all form), then 303 to the cart page. */
export const CART_ADD_SET_PATH = '/cart/add-set';
export const CART_PATH = '/cart';
export const setPageUrl = (id: string): string => `/set/${encodeURIComponent(id)}`;
