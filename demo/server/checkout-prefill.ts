import type { StoreQueries } from './data/stores.js';

/**
 * SPEC 3.6's pre-filled address object for the delivery step, from what the session knows: the
 * shopper's zip or postal code and the city, state and country it lies in. It carries the
 * platform's own record keys (ID, UUID, key) as a real address book entry does; the form must
 * ignore them (SPEC 3.6), and countryCode / stateCode name the country and state.
 */
export function addressFor(zip: string, stores: StoreQueries): Record<string, string> | null {
  const place = zip ? stores.lookup(zip)?.place : null;
  if (!place) return null;
  return {
    ID: `session-${place.code.replace(/\s/g, '')}`,
    UUID: '6f1c2b1e-0d4a-4c55-9a51-3d3f1b0e7a21',
    key: 'shipping',
    city: place.city,
    stateCode: place.stateCode,
    countryCode: place.country,
    postal: place.code,
  };
}
