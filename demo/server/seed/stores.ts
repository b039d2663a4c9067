import { placeOf } from '../data/gazetteer.js';
import { normalizePostalCode } from '../data/postal-code.js';
import { createRng, type Rng } from './prng.js';
import { CA_STORE_SITES, US_STORE_SITES, type StoreSite } from './store-sites.js';

/** SPEC 3.1 statusclass values; the widgets enable a store's select button only for the first. */
export const STORE_STATUSES = ['store-in-stock', 'store-limited', 'store-out-of-stock'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Opening and closing time ('10:00', 24-hour), or null when closed that day. */
export type DayHours = readonly [opens: string, closes: string] | null;
/** Monday first, seven entries. */
export type WeekHours = readonly DayHours[];

export interface SeedStore {
  /** SPEC 5 store number: 'C' and 2–4 digits. */
  storeId: string;
  name: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  country: 'US' | 'CA';
  phone: string;
  latitude: number;
  longitude: number;
  hours: WeekHours;
}

export interface SeedStock {
  storeId: string;
  pid: string;
  statusclass: StoreStatus;
}

/** What the stock draw needs to know of a product. */
export interface StockedProduct {
  pid: string;
  /** False when no colour is in stock: then no store has it either. */
  inStock: boolean;
}

const SEED = 20251204;

const WEEKS: readonly WeekHours[] = [
  [['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '20:00'], ['12:00', '18:00']],
  [['09:00', '21:00'], ['09:00', '21:00'], ['09:00', '21:00'], ['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '19:00'], null],
  [['10:00', '19:00'], ['10:00', '19:00'], ['10:00', '19:00'], ['10:00', '19:00'], ['10:00', '19:00'], ['10:00', '18:00'], ['11:00', '17:00']],
];

/** Within about a kilometre of the postal code's centre (a Canadian code's area), so two stores never share a point. */
const jitter = (rng: Rng, value: number): number => Math.round((value + (rng.next() - 0.5) * 0.02) * 1e5) / 1e5;

function buildStore(rng: Rng, site: StoreSite, storeId: string, index: number, country: 'US' | 'CA'): SeedStore {
  const postal = normalizePostalCode(site.postalCode);
  const where = postal && placeOf(postal);
  if (!where) throw new Error(`store ${storeId}: zipcodes cannot place postal code ${site.postalCode}`);
  return {
    storeId,
    name: site.name,
    address1: `${rng.int(100, 4999)} ${site.street}`,
    city: site.city,
    stateCode: site.stateCode,
    postalCode: where.code,
    country,
    // 555-0100 to 555-0199 are reserved for fiction, so no real line gets demo calls.
    phone: `(${site.areaCode}) 555-01${String(index).padStart(2, '0')}`,
    latitude: jitter(rng, where.latitude),
    longitude: jitter(rng, where.longitude),
    hours: rng.pick(WEEKS),
  };
}

/** Mostly in stock, some limited, some out; a product out of stock everywhere online is out in every store. */
function drawStatus(rng: Rng, product: StockedProduct): StoreStatus {
  if (!product.inStock) return 'store-out-of-stock';
  const roll = rng.next();
  return roll < 0.7 ? 'store-in-stock' : roll < 0.85 ? 'store-limited' : 'store-out-of-stock';
}

/** A stream of its own for the products added after the first catalogue, so the first ones keep their stock. */
const LATER_SEED = SEED + 1;

/**
 * The same stores, hours and stock on every run. `later` are the products added after the first
 * catalogue (seed/catalogue.ts firstEditionSize): their stock comes from a stream of its own.
 */
export function generateStores(
  products: readonly StockedProduct[],
  later: readonly StockedProduct[] = [],
): { stores: SeedStore[]; stock: SeedStock[] } {
  const rng = createRng(SEED);
  const stores = [
    ...US_STORE_SITES.map((site, i) => buildStore(rng, site, `C${101 + i}`, i, 'US')),
    ...CA_STORE_SITES.map((site, i) => buildStore(rng, site, `C${501 + i}`, US_STORE_SITES.length + i, 'CA')),
  ];
  const stockOf = (stream: Rng, list: readonly StockedProduct[]) =>
    stores.flatMap((store) =>
      list.map((product): SeedStock => ({ storeId: store.storeId, pid: product.pid, statusclass: drawStatus(stream, product) })),
    );
  return { stores, stock: [...stockOf(rng, products), ...stockOf(createRng(LATER_SEED), later)] };
}
