import type { EndpointName } from '../../../src/contracts/endpoints.js';

/**
 * SPEC 7.2 endpoints, keyed by the names the config block gives the widgets (the names SPEC puts
 * in braces; zipcodeSearch is the zip form's action, storeLocator the /stores page). Routes and
 * views both take their paths from here.
 */
export const LOCATION_URLS = {
  zipcodeSearch: '/location/zip',
  findstorebylatlang: '/location/by-coordinates',
  findstoresfallbackfunction: '/location/fallback',
  setZipCode: '/location/set-zip',
  storesInventory: '/stores/inventory',
  setPreferredStore: '/stores/preferred',
  storeLocator: '/stores',
} as const satisfies Partial<Record<EndpointName, string>>;

/** A store's details page; with ?format=ajax, the same details as a dialog fragment (SPEC 2.9, 7.1). */
export const storeDetailsUrl = (storeId: string): string => `${LOCATION_URLS.storeLocator}/${encodeURIComponent(storeId)}`;
