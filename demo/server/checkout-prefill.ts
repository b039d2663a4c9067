import type { SavedAddress } from './data/checkout.js';
import type { StoreQueries } from './data/stores.js';

/**
 * SPEC 3.6's pre-filled address object for the delivery step: a signed-in shopper's saved address,
 * else what the session knows, the zip or postal code and the city, state and country it lies in.
 * Either carries the platform's record keys (ID, UUID, key) as an address book entry does; the
 * form must ignore them, and countryCode / stateCode name the country and state.
 */
export function addressFor(zip: string, stores: StoreQueries, saved: SavedAddress | null): Record<string, string> | null {
  if (saved) return saved;
  const place = zip ? stores.lookup(zip)?.place : null;
  if (!place) return null;
  return {
    ID: `session-${place.code.replace(/\s/g, '')}`,
    UUID: '00000000-0000-4000-8000-000000000000',
    key: 'shipping',
    city: place.city,
    stateCode: place.stateCode,
    countryCode: place.country,
    postal: place.code,
  };
}
