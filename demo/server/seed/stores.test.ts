import { describe, expect, test } from 'vitest';
import { placeOf } from '../data/gazetteer.js';
import { distanceKm } from '../data/geo.js';
import { normalizePostalCode } from '../data/postal-code.js';
import { generateCatalogue } from './catalogue.js';
import { generateStores, STORE_STATUSES } from './stores.js';

const products = generateCatalogue().products.map((p) => ({ pid: p.pid, inStock: p.variants.some((v) => v.inStock) }));
const { stores, stock } = generateStores(products);

describe('seed stores', () => {
  test('are the same on every run', () => {
    expect(generateStores(products)).toEqual({ stores, stock });
  });

  test('about 40 in the US and 12 in Canada, with unique store numbers and fictional phone numbers', () => {
    expect(stores.filter((s) => s.country === 'US')).toHaveLength(40);
    expect(stores.filter((s) => s.country === 'CA')).toHaveLength(12);
    expect(new Set(stores.map((s) => s.storeId)).size).toBe(stores.length);
    expect(new Set(stores.map((s) => s.phone)).size).toBe(stores.length);
    for (const s of stores) {
      expect(s.storeId).toMatch(/^C\d{3}$/);
      expect(s.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  test('stand within about a kilometre of the centre zipcodes gives their postal code (its area in Canada), in its state', () => {
    for (const s of stores) {
      const postal = normalizePostalCode(s.postalCode);
      expect(postal?.code, s.storeId).toBe(s.postalCode);
      const place = placeOf(postal!);
      expect(place, s.storeId).not.toBeNull();
      expect(place?.country).toBe(s.country);
      expect(place?.stateCode, s.storeId).toBe(s.stateCode);
      expect(distanceKm(s, place!)).toBeLessThan(1.5);
    }
  });

  test('have a plain city and a two-letter state or province, as an address shows them', () => {
    expect(stores.find((s) => s.storeId === 'C101')).toMatchObject({ city: 'Atlanta', stateCode: 'GA', postalCode: '30303' });
    expect(stores.find((s) => s.storeId === 'C501')).toMatchObject({ city: 'Toronto', stateCode: 'ON', postalCode: 'M5B 2H1' });
    for (const s of stores) {
      expect(s.city, s.storeId).toMatch(/^[A-Z][\p{L} ]+$/u);
      expect(s.stateCode, s.storeId).toMatch(/^[A-Z]{2}$/);
    }
  });

  test('have seven days of hours, Monday first, each open before it closes or closed', () => {
    for (const s of stores) {
      expect(s.hours).toHaveLength(7);
      for (const day of s.hours) if (day) expect(day[0] < day[1]).toBe(true);
    }
  });

  test('stock every product in every store, with all three statuses, and nothing in store that is out of stock online', () => {
    expect(stock).toHaveLength(stores.length * products.length);
    expect(new Set(stock.map((s) => s.statusclass))).toEqual(new Set(STORE_STATUSES));
    const soldOut = new Set(products.filter((p) => !p.inStock).map((p) => p.pid));
    expect(soldOut.size).toBeGreaterThan(0);
    for (const s of stock) if (soldOut.has(s.pid)) expect(s.statusclass).toBe('store-out-of-stock');
  });
});
