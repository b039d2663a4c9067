import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatCents } from './money';
import { activeTerm, leaseQuote } from './lease';
import {
  CountSchema,
  FlagSchema,
  LeaseTermSchema,
  LeaseTermsSchema,
  MoneySchema,
  OptionalMoneySchema,
  RealTimePricingSchema,
  VariantWeeklySchema,
} from './schemas';
import { dollarText, seeded } from './testing';

const ok = <T>(result: v.SafeParseResult<v.GenericSchema<unknown, T>>): T => {
  if (!result.success) throw new Error(`expected a successful parse: ${result.issues.map((i) => i.message).join('; ')}`);
  return result.output;
};

describe('MoneySchema', () => {
  it('reads dollars as numbers or money strings into cents', () => {
    expect(v.parse(MoneySchema, 49.99)).toBe(4999);
    expect(v.parse(MoneySchema, 0.29)).toBe(29);
    expect(v.parse(MoneySchema, '49.99')).toBe(4999);
    expect(v.parse(MoneySchema, '$1,234.56')).toBe(123456);
    expect(v.parse(MoneySchema, 'C$49.99')).toBe(4999);
    expect(v.parse(MoneySchema, 0)).toBe(0);
  });

  it.each([[-1], ['-$1.00'], [NaN], [Infinity], [''], ['abc'], ['1.234,56'], [null], [undefined], [true], [{}]])(
    'refuses %j with an issue, not NaN',
    (value) => {
      const result = v.safeParse(MoneySchema, value);
      expect(result.success).toBe(false);
    },
  );

  it('round-trips 5,000 random amounts as JSON numbers, plain strings and formatted strings', () => {
    const random = seeded(20);
    const wrong: number[] = [];
    for (let i = 0; i < 5_000; i++) {
      const cents = random.int(0, 1e10);
      const inputs = [Number(dollarText(cents)), dollarText(cents), formatCents(cents, { locale: 'en-CA', currency: 'CAD' })];
      if (!inputs.every((input) => v.safeParse(MoneySchema, input).output === cents)) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('OptionalMoneySchema: "empty if none"', () => {
  it.each([[null], [undefined], [''], ['  '], ['false'], ['null']])('reads %j as null', (value) => {
    expect(v.parse(OptionalMoneySchema, value)).toBeNull();
  });

  it('reads amounts, including zero', () => {
    expect(v.parse(OptionalMoneySchema, '44.99')).toBe(4499);
    expect(v.parse(OptionalMoneySchema, 0)).toBe(0);
  });

  it('refuses garbage rather than treating it as none', () => {
    expect(v.safeParse(OptionalMoneySchema, 'abc').success).toBe(false);
    expect(v.safeParse(OptionalMoneySchema, -5).success).toBe(false);
  });
});

describe('CountSchema and FlagSchema', () => {
  it('reads whole counts from numbers and digit strings', () => {
    expect(v.parse(CountSchema, 18)).toBe(18);
    expect(v.parse(CountSchema, '18')).toBe(18);
    expect(v.parse(CountSchema, ' 78 ')).toBe(78);
    for (const bad of ['18.5', 18.5, -1, '-1', '', 'x', '1e2', NaN]) {
      expect(v.safeParse(CountSchema, bad).success, String(bad)).toBe(false);
    }
  });

  it('reads booleans and the strings true/false', () => {
    expect(v.parse(FlagSchema, true)).toBe(true);
    expect(v.parse(FlagSchema, 'true')).toBe(true);
    expect(v.parse(FlagSchema, ' FALSE ')).toBe(false);
    for (const bad of ['yes', 1, 0, null, '']) expect(v.safeParse(FlagSchema, bad).success, String(bad)).toBe(false);
  });
});

describe('LeaseTermSchema (SPEC 3.2 lease term entry)', () => {
  it('turns a server entry into a LeaseTerm in cents', () => {
    expect(v.parse(LeaseTermSchema, { Term: 18, LeaseRate: 49.99, AdvoLeaseRate: 44.99, FirstPaymentAmount: 9.99, Active: true })).toEqual({
      term: 18,
      leaseRate: 4999,
      advoLeaseRate: 4499,
      firstPayment: 999,
      active: true,
    });
  });

  it('accepts strings for every field and a null or missing AdvoLeaseRate', () => {
    const fromStrings = { Term: '12', LeaseRate: '$89.99', FirstPaymentAmount: '$89.99', Active: 'false' };
    expect(v.parse(LeaseTermSchema, { ...fromStrings, AdvoLeaseRate: null })).toEqual({
      term: 12,
      leaseRate: 8999,
      advoLeaseRate: null,
      firstPayment: 8999,
      active: false,
    });
    expect(v.parse(LeaseTermSchema, fromStrings).advoLeaseRate).toBeNull();
  });

  it('names the bad field', () => {
    const result = v.safeParse(LeaseTermSchema, { Term: 18, LeaseRate: 'call us', FirstPaymentAmount: 9.99, Active: true });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => v.getDotPath(i))).toEqual(['LeaseRate']);
  });

  it('refuses an entry without a lease rate', () => {
    expect(v.safeParse(LeaseTermSchema, { Term: 18, FirstPaymentAmount: 9.99, Active: true }).success).toBe(false);
  });

  it('parses a term list that the lease math can price directly', () => {
    const terms = v.parse(LeaseTermsSchema, [
      { Term: 12, LeaseRate: 69.99, AdvoLeaseRate: null, FirstPaymentAmount: 69.99, Active: false },
      { Term: 18, LeaseRate: '49.99', AdvoLeaseRate: '44.99', FirstPaymentAmount: '9.99', Active: 'true' },
    ]);
    expect(leaseQuote(activeTerm(terms), 59999)).toMatchObject({ rate: 4499, tco: 80982, todaysPayment: 999 });
  });
});

describe('RealTimePricingSchema (SPEC 3.2 real-time product pricing)', () => {
  it('reads the term and its weekly option', () => {
    const pricing = ok(
      v.safeParse(RealTimePricingSchema, {
        Term: 18,
        LeaseRate: 49.99,
        AdvoLeaseRate: null,
        numberOfWeeklyPayments: 78,
        advoLeaseRateWeekly: 10.99,
        nonAdvoLeaseRateWeekly: '12.99',
      }),
    );
    expect(pricing).toEqual({
      term: 18,
      leaseRate: 4999,
      advoLeaseRate: null,
      weekly: { numberOfWeeklyPayments: 78, advoLeaseRateWeekly: 1099, nonAdvoLeaseRateWeekly: 1299 },
    });
  });

  it('has no weekly option when the weekly rate or the number of payments is missing or empty', () => {
    expect(v.parse(RealTimePricingSchema, { Term: 18, LeaseRate: 49.99 }).weekly).toBeNull();
    expect(v.parse(RealTimePricingSchema, { Term: 18, LeaseRate: 49.99, numberOfWeeklyPayments: 78 }).weekly).toBeNull();
    expect(
      v.parse(RealTimePricingSchema, { Term: 18, LeaseRate: 49.99, numberOfWeeklyPayments: '', nonAdvoLeaseRateWeekly: 12.99 }).weekly,
    ).toBeNull();
  });
});

describe('VariantWeeklySchema (SPEC 3.2 weekly payment data on a variant)', () => {
  it('reads advoweekly, nonnadvoweekly and numberofweeklypayments; an empty advoweekly means no sale', () => {
    expect(v.parse(VariantWeeklySchema, { advoweekly: '', nonnadvoweekly: '12.99', numberofweeklypayments: '78' })).toEqual({
      numberOfWeeklyPayments: 78,
      advoLeaseRateWeekly: null,
      nonAdvoLeaseRateWeekly: 1299,
    });
    expect(v.parse(VariantWeeklySchema, { advoweekly: '$10.99', nonnadvoweekly: '$12.99', numberofweeklypayments: 78 })).toMatchObject({
      advoLeaseRateWeekly: 1099,
    });
  });

  it('is null for a variant without weekly pricing', () => {
    expect(v.parse(VariantWeeklySchema, {})).toBeNull();
    expect(v.parse(VariantWeeklySchema, { advoweekly: '', nonnadvoweekly: '', numberofweeklypayments: '' })).toBeNull();
  });
});
