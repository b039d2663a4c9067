import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The product navigation endpoint of the config block (SPEC 2.8, 7.5), spread into its `urls`:
 * routes and views both take the path from here.
 *   productNav: GET ?start={position}&pid={pid} -> JSON {previous, next, position, total}.
 */
export const PRODUCT_NAV_URLS = endpointPaths('productNav');
