import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { searchKey } from '../data/search-key.js';
import { generateCatalogue } from './catalogue.js';
import { generateStores } from './stores.js';

const catalogue = generateCatalogue();

/** SHA-256 of the first 180 products and of their store stock, as the catalogue had them before the wider living-room range. */
const FIRST_EDITION_DIGEST = 'a8052d2abd0f1b34cea00e06dd5b7bce53de26ac856ef63658bff1a7119d3059';
const FIRST_EDITION_STOCK_DIGEST = 'd6a6a8e66667f0ff6b8af708ac690a55d48137f4ce8c1eaa09f0a7d8691616c6';

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

  test('has 100+ living-room products for the listing page, in several brands, colours and sub-categories, some out of stock', () => {
    const living = catalogue.products.filter((p) => p.category === 'living-room');
    expect(living.length).toBe(110);
    expect(new Set(living.map((p) => p.brand)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(living.flatMap((p) => p.variants.map((v) => v.color))).size).toBeGreaterThanOrEqual(10);
    expect(new Set(living.map((p) => p.typeKey)).size).toBeGreaterThanOrEqual(10);
    expect(living.filter((p) => p.variants.every((v) => !v.inStock)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(living.map((p) => p.ratingTenths)).size).toBeGreaterThan(20);
  });

  test('names each product once, and labels every product type as a sub-category', () => {
    expect(new Set(catalogue.products.map((p) => p.name.en)).size).toBe(catalogue.products.length);
    const labelled = new Set(catalogue.subcategories.map((s) => s.key));
    expect(catalogue.products.filter((p) => !labelled.has(p.typeKey)).map((p) => p.typeKey)).toEqual([]);
  });

  test("dates each product's arrival, the 'New arrival' ones in the range's last month", () => {
    for (const p of catalogue.products) expect(p.arrivedOn, p.pid).toMatch(/^2025-(0[6-9]|1[0-2])-\d{2}$|^2026-(0\d|1[01])-\d{2}$/);
    const latest = catalogue.products.map((p) => p.arrivedOn).sort().at(-1)!;
    const monthBefore = new Date(Date.parse(latest) - 31 * 86_400_000).toISOString().slice(0, 10);
    for (const p of catalogue.products.filter((p) => p.promo === 'new')) expect(p.arrivedOn >= monthBefore, p.pid).toBe(true);
  });

  // The living room's wider range came after: the first products, and their stock in every store,
  // must be exactly what they were (pages, tests and bookmarks name them), so their digest is pinned.
  test('keeps the first 180 products and their store stock as they were before the wider range', () => {
    const first = catalogue.products.slice(0, catalogue.firstEditionSize).map(({ arrivedOn: _, ...p }) => p);
    expect(first).toHaveLength(180);
    const stocked = (products: typeof catalogue.products) => products.map((p) => ({ pid: p.pid, inStock: p.variants.some((v) => v.inStock) }));
    const { stock } = generateStores(stocked(catalogue.products.slice(0, 180)), stocked(catalogue.products.slice(180)));
    const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(digest(first)).toBe(FIRST_EDITION_DIGEST);
    expect(digest(stock.filter((s) => Number(s.pid.slice(1)) < 1181))).toBe(FIRST_EDITION_STOCK_DIGEST);
  });
});

