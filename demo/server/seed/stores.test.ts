import { describe, expect, test } from 'vitest';
import { distanceKm } from '../data/geo.js';
import { generateCatalogue } from './catalogue.js';
import { POSTAL_CODES } from './postal-codes.js';
import { generateStores, STORE_STATUSES } from './stores.js';

const products = generateCatalogue().products.map((p) => ({ pid: p.pid, inStock: p.variants.some((v) => v.inStock) }));
const { stores, stock } = generateStores(products);
const gazetteer = new Map(POSTAL_CODES.map((p) => [p.code, p]));

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

  test('stand within about a kilometre of their postal code, which the gazetteer knows', () => {
    for (const s of stores) {
      const place = gazetteer.get(s.postalCode);
      expect(place, s.storeId).toBeDefined();
      expect(place?.country).toBe(s.country);
      expect(distanceKm(s, place!)).toBeLessThan(1.5);
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
