import { describe, expect, it } from 'vitest';
import {
  activeTerm,
  costOfLeaseService,
  effectiveRate,
  leaseQuote,
  sortTerms,
  totalCostOfOwnership,
  weeklyQuote,
  type LeaseTerm,
  type WeeklyPricing,
} from './lease';
import { NOT_CENTS, seeded } from './testing';

const term = (over: Partial<LeaseTerm> = {}): LeaseTerm => ({
  term: 18,
  leaseRate: 4999,
  advoLeaseRate: null,
  firstPayment: 999,
  active: true,
  ...over,
});

const weekly = (over: Partial<WeeklyPricing> = {}): WeeklyPricing => ({
  numberOfWeeklyPayments: 78,
  advoLeaseRateWeekly: null,
  nonAdvoLeaseRateWeekly: 1299,
  ...over,
});

describe('effectiveRate: the discounted (advo) rate is used when it is lower (SPEC 9.1)', () => {
  it('uses a lower advo rate', () => {
    expect(effectiveRate(4999, 4499)).toBe(4499);
    expect(effectiveRate(4999, 4998)).toBe(4998);
    expect(effectiveRate(4999, 1)).toBe(1);
  });

  it('keeps the lease rate when the advo rate is null, missing, equal or higher', () => {
    expect(effectiveRate(4999, null)).toBe(4999);
    expect(effectiveRate(4999, undefined)).toBe(4999);
    expect(effectiveRate(4999, 4999)).toBe(4999);
    expect(effectiveRate(4999, 5000)).toBe(4999);
  });

  it('ignores an advo rate of zero, below zero or not whole cents (never a free or NaN lease)', () => {
    expect(effectiveRate(4999, 0)).toBe(4999);
    expect(effectiveRate(4999, -100)).toBe(4999);
    expect(effectiveRate(4999, NaN)).toBe(4999);
    expect(effectiveRate(4999, 44.99)).toBe(4999);
  });

  it('picks the advo rate if and only if it is a positive amount below the lease rate (10,000 cases)', () => {
    const random = seeded(10);
    const wrong: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const lease = random.int(1, 500_000);
      const advo = random.pick([null, 0, -random.int(1, 1000), lease, lease + random.int(1, 1000), random.int(1, lease)]);
      const rate = effectiveRate(lease, advo);
      const advoIsLower = advo !== null && advo > 0 && advo < lease;
      if (rate !== (advoIsLower ? advo : lease) || rate > lease || rate <= 0) wrong.push(`${lease} ${advo} -> ${rate}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('activeTerm', () => {
  const t12 = term({ term: 12, active: false });
  const t18 = term({ term: 18, active: true });
  const t24 = term({ term: 24, active: false });

  it('is the term marked active', () => {
    expect(activeTerm([t12, t18, t24])).toBe(t18);
  });

  it('is undefined when no term is active, or there are no terms (callers keep the server price)', () => {
    expect(activeTerm([t12, t24])).toBeUndefined();
    expect(activeTerm([])).toBeUndefined();
    expect(activeTerm(null)).toBeUndefined();
    expect(activeTerm(undefined)).toBeUndefined();
  });

  it('is the first active term in list order when several are active', () => {
    const t24active = term({ term: 24, active: true });
    expect(activeTerm([t12, t24active, t18])).toBe(t24active);
  });

  it('counts only a real true as active', () => {
    const truthy = { ...t12, active: 'true' as unknown as boolean };
    expect(activeTerm([truthy])).toBeUndefined();
  });
});

describe('sortTerms: lease terms are listed ascending (SPEC 9.1)', () => {
  it('sorts by months into a new array', () => {
    const terms = [term({ term: 24 }), term({ term: 6 }), term({ term: 18 }), term({ term: 12 })];
    expect(sortTerms(terms).map((t) => t.term)).toEqual([6, 12, 18, 24]);
    expect(terms.map((t) => t.term)).toEqual([24, 6, 18, 12]);
  });
});

describe('totalCostOfOwnership = rate × number of payments (SPEC 9.1)', () => {
  it('multiplies in cents', () => {
    expect(totalCostOfOwnership(4999, 18)).toBe(89982);
    expect(totalCostOfOwnership(4499, 18)).toBe(80982);
    expect(totalCostOfOwnership(1299, 78)).toBe(101322);
    expect(totalCostOfOwnership(1, 1)).toBe(1);
    expect(totalCostOfOwnership(4999, 0)).toBe(0);
  });

  it('is exact for 50,000 random rates and payment counts, up to the limit of exact integers (checked with BigInt)', () => {
    const random = seeded(11);
    const wrong: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      // The last range puts totals near 2^53, where a detour through floating-point dollars rounds wrongly.
      const rate = random.pick([random.int(0, 999), random.int(0, 100_000), random.int(0, 1e10), random.int(1e12, 1.7e13)]);
      const payments = random.int(0, 520);
      const tco = totalCostOfOwnership(rate, payments);
      if (tco === undefined || BigInt(tco) !== BigInt(rate) * BigInt(payments)) wrong.push(`${rate} × ${payments} = ${tco}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is exact for every cent rate up to $100.00 over 18 months and 78 weeks', () => {
    const wrong: number[] = [];
    for (let rate = 0; rate <= 10_000; rate++) {
      if (totalCostOfOwnership(rate, 18) !== Number(BigInt(rate) * 18n)) wrong.push(rate);
      if (totalCostOfOwnership(rate, 78) !== Number(BigInt(rate) * 78n)) wrong.push(rate);
    }
    expect(wrong).toEqual([]);
  });

  it('is undefined for amounts that are not cents, bad counts, or a result beyond exact integers', () => {
    for (const bad of NOT_CENTS) expect(totalCostOfOwnership(bad, 18), String(bad)).toBeUndefined();
    for (const bad of [NaN, Infinity, -1, 1.5]) expect(totalCostOfOwnership(4999, bad), String(bad)).toBeUndefined();
    expect(totalCostOfOwnership(Number.MAX_SAFE_INTEGER, 2)).toBeUndefined();
  });
});

describe('costOfLeaseService = total cost of ownership − cash price (SPEC 9.1)', () => {
  it('subtracts the cash price', () => {
    expect(costOfLeaseService(89982, 59999)).toBe(29983);
    expect(costOfLeaseService(59999, 59999)).toBe(0);
  });

  it('keeps a negative difference as it is (no clamping)', () => {
    expect(costOfLeaseService(50000, 59999)).toBe(-9999);
  });

  it('is undefined when either amount is not cents', () => {
    for (const bad of NOT_CENTS.filter((n) => !Number.isSafeInteger(n))) {
      expect(costOfLeaseService(bad, 100), String(bad)).toBeUndefined();
      expect(costOfLeaseService(100, bad), String(bad)).toBeUndefined();
    }
  });
});

describe('leaseQuote: a monthly price block from a term', () => {
  it('prices an 18-month term on sale', () => {
    expect(leaseQuote(term({ leaseRate: 4999, advoLeaseRate: 4499, firstPayment: 999 }), 59999)).toEqual({
      rate: 4499,
      payments: 18,
      tco: 80982,
      leaseService: 20983,
      todaysPayment: 999,
      onSale: true,
    });
  });

  it('prices a term without a sale at the lease rate', () => {
    expect(leaseQuote(term({ term: 12, leaseRate: 8999, advoLeaseRate: null, firstPayment: 8999 }), 79999)).toEqual({
      rate: 8999,
      payments: 12,
      tco: 107988,
      leaseService: 27989,
      todaysPayment: 8999,
      onSale: false,
    });
  });

  it('ignores a higher or zero advo rate and is not on sale then', () => {
    expect(leaseQuote(term({ advoLeaseRate: 5499 }), 59999)).toMatchObject({ rate: 4999, onSale: false });
    expect(leaseQuote(term({ advoLeaseRate: 0 }), 59999)).toMatchObject({ rate: 4999, onSale: false });
  });

  it('allows a one-month term and a $0.00 first payment', () => {
    expect(leaseQuote(term({ term: 1, firstPayment: 0 }), 4000)).toMatchObject({ payments: 1, tco: 4999, todaysPayment: 0 });
  });

  it.each<[string, LeaseTerm | null | undefined, number]>([
    ['no term', undefined, 59999],
    ['a null term', null, 59999],
    ['a zero lease rate', term({ leaseRate: 0 }), 59999],
    ['a zero lease rate even with an advo rate', term({ leaseRate: 0, advoLeaseRate: 100 }), 59999],
    ['a negative lease rate', term({ leaseRate: -4999 }), 59999],
    ['a rate in dollars by mistake', term({ leaseRate: 49.99 }), 59999],
    ['a NaN rate', term({ leaseRate: NaN }), 59999],
    ['a zero-month term', term({ term: 0 }), 59999],
    ['a fractional term', term({ term: 18.5 }), 59999],
    ['a NaN term', term({ term: NaN }), 59999],
    ['a NaN first payment', term({ firstPayment: NaN }), 59999],
    ['a negative first payment', term({ firstPayment: -1 }), 59999],
    ['a NaN cash price', term(), NaN],
    ['a negative cash price', term(), -1],
    ['a total beyond exact integers', term({ leaseRate: Number.MAX_SAFE_INTEGER }), 0],
  ])('is undefined for %s', (_, t, cash) => {
    expect(leaseQuote(t, cash)).toBeUndefined();
  });

  it('is either undefined or whole, consistent cents, for 20,000 random (partly broken) terms', () => {
    const random = seeded(12);
    const amount = (): number =>
      random.chance(0.1) ? random.pick(NOT_CENTS) : random.chance(0.05) ? random.pick([0, -random.int(1, 999)]) : random.int(1, 1_000_000);
    let priced = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const t = term({
        term: random.chance(0.05) ? random.pick([0, -6, 12.5, NaN]) : random.pick([6, 12, 18, 24, 36]),
        leaseRate: amount(),
        advoLeaseRate: random.chance(0.5) ? null : amount(),
        firstPayment: random.chance(0.05) ? random.pick(NOT_CENTS) : random.int(0, 100_000),
      });
      const cash = random.chance(0.05) ? random.pick(NOT_CENTS) : random.int(0, 5_000_000);
      const q = leaseQuote(t, cash);
      if (q === undefined) continue;
      priced++;
      const consistent =
        [q.rate, q.payments, q.tco, q.leaseService, q.todaysPayment].every(Number.isSafeInteger) &&
        q.rate > 0 &&
        q.payments === t.term &&
        BigInt(q.tco) === BigInt(q.rate) * BigInt(t.term) &&
        q.leaseService === q.tco - cash &&
        q.todaysPayment === t.firstPayment &&
        q.onSale === (q.rate === t.advoLeaseRate && q.rate < t.leaseRate) &&
        !/null|NaN/.test(JSON.stringify(q));
      if (!consistent) wrong.push(JSON.stringify({ t, cash, q }));
    }
    expect(wrong).toEqual([]);
    // The generator must exercise real prices, not only broken ones.
    expect(priced).toBeGreaterThan(10_000);
  });
});

describe('weeklyQuote: weekly pricing uses the number of weekly payments (SPEC 9.1)', () => {
  it('uses the advertised weekly rate when it is lower', () => {
    expect(weeklyQuote(weekly({ advoLeaseRateWeekly: 1099, nonAdvoLeaseRateWeekly: 1299 }), 59999)).toEqual({
      rate: 1099,
      payments: 78,
      tco: 85722,
      leaseService: 25723,
      onSale: true,
    });
  });

  it('uses the regular weekly rate when there is no sale, or the sale rate is not lower', () => {
    expect(weeklyQuote(weekly(), 59999)).toMatchObject({ rate: 1299, tco: 101322, onSale: false });
    expect(weeklyQuote(weekly({ advoLeaseRateWeekly: 1399 }), 59999)).toMatchObject({ rate: 1299, onSale: false });
    expect(weeklyQuote(weekly({ advoLeaseRateWeekly: 0 }), 59999)).toMatchObject({ rate: 1299, onSale: false });
  });

  it('counts weekly payments, not months', () => {
    expect(weeklyQuote(weekly({ numberOfWeeklyPayments: 52 }), 0)).toMatchObject({ payments: 52, tco: 1299 * 52 });
  });

  it('is undefined without weekly pricing or with unusable values', () => {
    expect(weeklyQuote(null, 59999)).toBeUndefined();
    expect(weeklyQuote(undefined, 59999)).toBeUndefined();
    expect(weeklyQuote(weekly({ numberOfWeeklyPayments: 0 }), 59999)).toBeUndefined();
    expect(weeklyQuote(weekly({ nonAdvoLeaseRateWeekly: 0 }), 59999)).toBeUndefined();
    expect(weeklyQuote(weekly({ nonAdvoLeaseRateWeekly: 12.99 }), 59999)).toBeUndefined();
    expect(weeklyQuote(weekly(), NaN)).toBeUndefined();
  });
});
