import { describe, expect, test } from 'vitest';
import { searchKey } from '../data/search-key.js';
import { generateCatalogue } from './catalogue.js';

const catalogue = generateCatalogue();

describe('seed catalogue', () => {
  test('is the same on every run', () => {
    expect(generateCatalogue()).toEqual(catalogue);
  });

  test('has at least 150 products, at least 20 in each category', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(150);
    for (const category of catalogue.categories) {
      expect(catalogue.products.filter((p) => p.category === category.key).length, category.key).toBeGreaterThanOrEqual(20);
    }
  });

  test('gives every product a unique pid and a unique 32-hex uuid', () => {
    const pids = new Set(catalogue.products.map((p) => p.pid));
    const uuids = new Set(catalogue.products.map((p) => p.uuid));
    expect(pids.size).toBe(catalogue.products.length);
    expect(uuids.size).toBe(catalogue.products.length);
    for (const p of catalogue.products) expect(p.uuid).toMatch(/^[0-9a-f]{32}$/);
  });

  test('has several lease terms per product, exactly one active, in integer cents', () => {
    for (const p of catalogue.products) {
      for (const pricing of [p.prices.USD, p.prices.CAD]) {
        expect(pricing.terms.length).toBeGreaterThanOrEqual(3);
        expect(pricing.terms.filter((t) => t.active)).toHaveLength(1);
        for (const t of pricing.terms) {
          expect(Number.isInteger(t.leaseRate) && Number.isInteger(t.firstPayment)).toBe(true);
        }
        expect(Number.isInteger(pricing.cash)).toBe(true);
      }
    }
  });

  test('covers the states the widgets must show', () => {
    const all = catalogue.products;
    expect(all.some((p) => p.variants.length === 1)).toBe(true);
    expect(all.some((p) => p.variants.length >= 3)).toBe(true);
    expect(all.some((p) => p.variants.every((v) => !v.inStock))).toBe(true);
    expect(all.some((p) => p.variants.some((v) => !v.inStock) && p.variants.some((v) => v.inStock))).toBe(true);
    expect(all.some((p) => p.prices.USD.wasCash !== null)).toBe(true);
    expect(all.some((p) => p.promo !== null)).toBe(true);
    expect(all.some((p) => p.ratingTenths === 0)).toBe(true);
    expect(all.some((p) => p.prices.USD.terms.some((t) => t.weeklyPayments !== null))).toBe(true);
    expect(all.some((p) => p.prices.USD.terms.some((t) => t.advoLeaseRate !== null && t.advoLeaseRate < t.leaseRate))).toBe(true);
  });

  test('names every product in English and Spanish', () => {
    for (const p of catalogue.products) {
      expect(p.name.en).not.toBe(p.name.es);
    }
    expect(catalogue.products.filter((p) => searchKey(`${p.name.en} ${p.name.es}`).includes('sofa')).length).toBeGreaterThanOrEqual(7);
  });
});
