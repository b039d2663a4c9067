import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The carousel endpoints of the config block (SPEC 2.8, 2.10), spread into its `urls`: routes and
 * views both take their paths from here.
 *   productTiles: GET ?pids=P1,P2&format=ajax -> an HTML fragment of product tiles, in that order.
 */
export const CAROUSEL_URLS = endpointPaths('productTiles');
