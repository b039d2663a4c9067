import type { Db } from '../db/open.js';
import type { SeedStore, StoreStatus, WeekHours } from '../seed/stores.js';
import { distanceKm, NEARBY_RADIUS_KM, type Coordinates } from './geo.js';
import { normalizePostalCode, type PostalCode } from './postal-code.js';

/** A row of the gazetteer. */
export interface Place extends Coordinates {
  code: string;
  country: 'US' | 'CA';
  city: string;
  stateCode: string;
}

/** A store as the seed made it. */
export type Store = SeedStore;

export interface NearbyStore {
  store: Store;
  distanceKm: number;
}

interface PlaceRow {
  code: string;
  country: 'US' | 'CA';
  city: string;
  state_code: string;
  latitude: number;
  longitude: number;
}

interface StoreRow extends Omit<PlaceRow, 'code'> {
  store_id: string;
  name: string;
  address1: string;
  postal_code: string;
  phone: string;
  hours: string;
}

const toPlace = (r: PlaceRow): Place => ({
  code: r.code, country: r.country, city: r.city, stateCode: r.state_code, latitude: r.latitude, longitude: r.longitude,
});

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
 * Postal codes, stores and store stock. The gazetteer and the stores are seed data that never
 * change while the server runs, and there are a few dozen of each, so they are read once and
 * searched in memory; only stock is queried per request.
 */
export function createStoreQueries(db: Db) {
  const places = db.prepare<[], PlaceRow>('SELECT code, country, city, state_code, latitude, longitude FROM postal_codes ORDER BY code').all().map(toPlace);
  const stores = db.prepare<[], StoreRow>(`SELECT store_id, name, address1, city, state_code, postal_code, country, phone,
    latitude, longitude, hours FROM stores ORDER BY store_id`).all().map(toStore);
  const byCode = new Map(places.map((p) => [p.code, p]));
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

  /**
   * The gazetteer entry of a code. A Canadian code not in the table falls back to another of
   * its forward sortation area (the first three characters, a few streets across), as real
   * postal codes are far too many to list; an unknown US ZIP is unknown.
   */
  const place = (postal: PostalCode): Place | null => {
    const exact = byCode.get(postal.code);
    if (exact || postal.country === 'US') return exact ?? null;
    const area = postal.code.slice(0, 3);
    return places.find((p) => p.country === 'CA' && p.code.startsWith(area)) ?? null;
  };

  return {
    /** What the shopper typed: null when it is no postal code at all, else its normal form and place (null if unknown). */
    lookup(raw: string): { code: string; place: Place | null } | null {
      const postal = normalizePostalCode(raw);
      return postal && { code: postal.code, place: place(postal) };
    },

    /** The known postal code nearest a point, if one is within the nearby radius. */
    nearestPlace(point: Coordinates): Place | null {
      let best: { place: Place; km: number } | null = null;
      for (const candidate of places) {
        const km = distanceKm(point, candidate);
        if (km <= NEARBY_RADIUS_KM && (best === null || km < best.km)) best = { place: candidate, km };
      }
      return best?.place ?? null;
    },

    storesNear,

    store: (storeId: string): Store | null => byId.get(storeId) ?? null,

    /** Each store's statusclass for the product; an empty map for an unknown product. */
    stockOf: (pid: string): Map<string, StoreStatus> => new Map(stockStmt.all(pid).map((r) => [r.store_id, r.statusclass])),
  };
}
