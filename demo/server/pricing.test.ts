import { describe, expect, test } from 'vitest';
import type { LeaseTerm, Product, Variant } from './data/types.js';
import { activeQuote, activeTerm, isOutOfStock, termQuote, weeklyOption } from './pricing.js';

/** The lease math itself is tested in src/pricing; these check the demo prices products with it. */

const term = (over: Partial<LeaseTerm>): LeaseTerm => ({
  term: 18,
  leaseRate: 4999,
  advoLeaseRate: null,
  firstPayment: 4999,
  active: true,
  weekly: null,
  ...over,
});

const product = (over: Partial<Product>): Product => ({
  pid: 'P1',
  uuid: 'u1',
  category: 'living-room',
  kind: 'sofa',
  brand: 'Brand',
  name: { en: 'Sofa', es: 'Sofá' },
  ratingTenths: 0,
  reviewCount: 0,
  promo: null,
  express: false,
  variants: [],
  currency: 'USD',
  cash: 59999,
  wasCash: null,
  wasMonthly: null,
  terms: [term({ term: 12, active: false, leaseRate: 6999 }), term({}), term({ term: 24, active: false, leaseRate: 3999 })],
  ...over,
});

describe('demo lease pricing (SPEC 9.1, through src/pricing)', () => {
  test('prices the active term: the advo rate when lower, TCO = rate × months, lease service = TCO − cash', () => {
    const p = product({ terms: [term({ term: 12, active: false }), term({ advoLeaseRate: 4499, firstPayment: 999 })] });
    expect(activeQuote(p)).toEqual({ rate: 4499, payments: 18, tco: 4499 * 18, leaseService: 4499 * 18 - 59999, todaysPayment: 999, onSale: true });
  });

  test('ignores a higher advo rate', () => {
    expect(activeQuote(product({ terms: [term({ advoLeaseRate: 5499 })] }))).toMatchObject({ rate: 4999, onSale: false });
  });

  test('prices any term of the product against its cash price', () => {
    const p = product({});
    const [twelve] = p.terms;
    expect(twelve && termQuote(p, twelve)).toMatchObject({ rate: 6999, payments: 12, tco: 6999 * 12, leaseService: 6999 * 12 - 59999 });
  });

  test('has no active term, and no price, when no term is active', () => {
    const p = product({ terms: [term({ active: false }), term({ term: 24, active: false })] });
    expect(activeTerm(p)).toBeNull();
    expect(activeQuote(p)).toBeNull();
  });

  test('has no price rather than a NaN or zero one when the rate is unusable', () => {
    expect(activeQuote(product({ terms: [term({ leaseRate: 0 })] }))).toBeNull();
  });

  test('weekly pricing uses the number of weekly payments and the lower weekly rate', () => {
    const p = product({});
    const weekly = term({ weekly: { numberOfWeeklyPayments: 78, advoLeaseRateWeekly: 1000, nonAdvoLeaseRateWeekly: 1200 } });
    expect(weeklyOption(p, weekly)).toMatchObject({ rate: 1000, payments: 78, tco: 78000, onSale: true });
    expect(weeklyOption(p, term({}))).toBeNull();
  });

  test('a product is out of stock when no variant is in stock', () => {
    const color = { key: 'grey', name: { en: 'Grey', es: 'Gris' }, hex: '#888' };
    const variant = (inStock: boolean): Variant => ({ pid: 'P1-1', color, inStock, surchargePercent: 0, newColor: false });
    expect(isOutOfStock(product({ variants: [variant(false)] }))).toBe(true);
    expect(isOutOfStock(product({ variants: [variant(false), variant(true)] }))).toBe(false);
  });
});
