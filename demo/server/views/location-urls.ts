import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * SPEC 7.2 endpoints, keyed by the names the config block gives the widgets (the names SPEC puts
 * in braces; zipcodeSearch is the zip form's action, storeLocator the /stores page). Routes and
 * views both take their paths from here.
 */
export const LOCATION_URLS = endpointPaths('zipcodeSearch', 'findstorebylatlang', 'findstoresfallbackfunction', 'setZipCode', 'storesInventory', 'setPreferredStore', 'storeLocator');

/** A store's details page; with ?format=ajax, the same details as a dialog fragment (SPEC 2.9, 7.1). */
export const storeDetailsUrl = (storeId: string): string => `${LOCATION_URLS.storeLocator}/${encodeURIComponent(storeId)}`;
