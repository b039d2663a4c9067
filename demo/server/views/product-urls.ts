import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The product page's endpoints (SPEC 7.5), keyed by the names the config block gives the widgets.
 * productVariant is the variant URL a variant picker reloads the product content from: a path of
 * its own, because /p/{pid}?format=ajax is already the quick view fragment (SPEC 2.7, 7.1).
 * Routes and views both take their paths from here; the paths are the contract table's
 * (src/contracts/endpoint-paths.ts).
 */
export const PRODUCT_URLS = endpointPaths('getAvailability', 'productVariant');

/** The product content region of one variant: GET with format=ajax (SPEC 7.5). */
export const productVariantUrl = (pid: string, variantPid: string): string =>
  PRODUCT_URLS.productVariant.replace('{pid}', encodeURIComponent(pid)).replace('{variantPid}', encodeURIComponent(variantPid));
