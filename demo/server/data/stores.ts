import type { Db } from '../db/open.js';
import type { SeedStore, StoreStatus, WeekHours } from '../seed/stores.js';
import { nearestArea, placeOf, type Place } from './gazetteer.js';
import { distanceKm, NEARBY_RADIUS_KM, type Coordinates } from './geo.js';
import { normalizePostalCode } from './postal-code.js';

/** A store as the seed made it. */
export type Store = SeedStore;

export interface NearbyStore {
  store: Store;
  distanceKm: number;
}

interface StoreRow {
  store_id: string;
  name: string;
  address1: string;
  city: string;
  state_code: string;
  postal_code: string;
  country: 'US' | 'CA';
  phone: string;
  latitude: number;
  longitude: number;
  hours: string;
}

const toStore = (r: StoreRow): Store => ({
  storeId: r.store_id,
  name: r.name,
  address1: r.address1,
  city: r.city,
  stateCode: r.state_code,
  postalCode: r.postal_code,
  country: r.country,
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
  hours: JSON.parse(r.hours) as WeekHours,
});

export type StoreQueries = ReturnType<typeof createStoreQueries>;

/**
 * Postal codes, stores and store stock. Codes are placed by the `zipcodes` package (data/gazetteer.ts).
 * The stores are seed data that never change while the server runs, and there are a few dozen,
 * so they are read once and searched in memory; only stock is queried per request.
 */
export function createStoreQueries(db: Db) {
  const stores = db.prepare<[], StoreRow>(`SELECT store_id, name, address1, city, state_code, postal_code, country, phone,
    latitude, longitude, hours FROM stores ORDER BY store_id`).all().map(toStore);
  const byId = new Map(stores.map((s) => [s.storeId, s]));
  const stockStmt = db.prepare<[string], { store_id: string; statusclass: StoreStatus }>(
    'SELECT store_id, statusclass FROM store_stock WHERE pid = ?',
  );

  /** Stores within 50 miles of a point, nearest first (ties by store id, so the order is stable). */
  const storesNear = (point: Coordinates): NearbyStore[] =>
    stores
      .map((store) => ({ store, distanceKm: distanceKm(point, store) }))
      .filter((s) => s.distanceKm <= NEARBY_RADIUS_KM)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.store.storeId.localeCompare(b.store.storeId));

  /** What the shopper typed: null when it is no postal code at all, else its normal form and place (null if unknown). */
  const lookup = (raw: string): { code: string; place: Place | null } | null => {
    const postal = normalizePostalCode(raw);
    return postal && { code: postal.code, place: placeOf(postal) };
  };

  return {
    lookup,

    /**
     * The code to answer for a shopper's coordinates: a full code they could have typed, with its
     * place, or null when nothing is within the nearby radius. In the US that is the nearest ZIP.
     * zipcodes knows Canada only by sortation area ('M5V'), which is no postal code a shopper
     * types, and the real code of the shopper's street cannot be guessed; so a Canadian shopper
     * gets the postal code of the nearest Canadian store, a real code that the store list shows.
     */
    locate(point: Coordinates): { code: string; place: Place } | null {
      const area = nearestArea(point, NEARBY_RADIUS_KM);
      if (!area) return null;
      const code =
        area.country === 'US' ? area.key : storesNear(point).find(({ store }) => store.country === 'CA')?.store.postalCode;
      const postal = code === undefined ? null : normalizePostalCode(code);
      const place = postal && placeOf(postal);
      return place ? { code: place.code, place } : null;
    },

    storesNear,

    store: (storeId: string): Store | null => byId.get(storeId) ?? null,

    /** The shopper's store: the preferred one when it is known, else the nearest to their zip (null when none is near). */
    storeFor(preferredId: string, zip: string): Store | null {
      const preferred = preferredId ? byId.get(preferredId) : undefined;
      if (preferred) return preferred;
      const place = lookup(zip)?.place;
      return place ? (storesNear(place)[0]?.store ?? null) : null;
    },

    /** Each store's statusclass for the product; an empty map for an unknown product. */
    stockOf: (pid: string): Map<string, StoreStatus> => new Map(stockStmt.all(pid).map((r) => [r.store_id, r.statusclass])),
  };
}
