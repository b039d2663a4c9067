import * as v from 'valibot';
import { toCents, type Cents } from './cents';
import type { LeaseTerm, WeeklyPricing } from './lease';

/**
 * valibot schemas for the pricing data servers send (SPEC 3.2). Money may come as a JSON number of
 * dollars (49.99) or a US-formatted string ('49.99', '$1,234.56', 'C$49.99'); counts as numbers or
 * digit strings ('18'). The output is always integer cents and whole counts, in the camelCase shape
 * the lease functions take. Keys are spelled exactly as SPEC 3.2 spells them.
 */

const NumberOrString = v.union([v.number(), v.string()]);

/** Values that mean "none" for an optional amount: SPEC's "empty if none", plus null and 'false'. */
const isNone = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && /^\s*(false|null)?\s*$/i.test(value));

function moneyOf(value: unknown): Cents | undefined {
  const cents = toCents(value);
  return cents !== undefined && cents >= 0 ? cents : undefined;
}

function countOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

const MONEY_MESSAGE = 'Expected an amount of money ≥ 0 with at most two decimals, such as 49.99 or "$1,234.56"';
const COUNT_MESSAGE = 'Expected a whole number ≥ 0, such as 18 or "18"';

/** Money ≥ 0 as cents: 49.99, '49.99', '$1,234.56', 'C$49.99'. */
export const MoneySchema = v.pipe(
  NumberOrString,
  v.rawTransform(({ dataset, addIssue, NEVER }): Cents => {
    const cents = moneyOf(dataset.value);
    if (cents === undefined) {
      addIssue({ message: MONEY_MESSAGE });
      return NEVER;
    }
    return cents;
  }),
);

/** Optional money: null, a missing key, '' or 'false' give null; anything else must be money ≥ 0. */
export const OptionalMoneySchema = v.pipe(
  v.nullish(NumberOrString),
  v.rawTransform(({ dataset, addIssue, NEVER }): Cents | null => {
    if (isNone(dataset.value)) return null;
    const cents = moneyOf(dataset.value);
    if (cents === undefined) {
      addIssue({ message: MONEY_MESSAGE });
      return NEVER;
    }
    return cents;
  }),
);

/** A whole count ≥ 0 (months, weeks): 18 or '18'. */
export const CountSchema = v.pipe(
  NumberOrString,
  v.rawTransform(({ dataset, addIssue, NEVER }): number => {
    const n = countOf(dataset.value);
    if (n === undefined) {
      addIssue({ message: COUNT_MESSAGE });
      return NEVER;
    }
    return n;
  }),
);

/** An optional count: null, a missing key or '' give null. */
export const OptionalCountSchema = v.pipe(
  v.nullish(NumberOrString),
  v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
    if (isNone(dataset.value)) return null;
    const n = countOf(dataset.value);
    if (n === undefined) {
      addIssue({ message: COUNT_MESSAGE });
      return NEVER;
    }
    return n;
  }),
);

/** true / false, or the strings 'true' / 'false' the platform writes into data attributes. */
export const FlagSchema = v.union([
  v.boolean(),
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false']),
    v.transform((s) => s === 'true'),
  ),
]);

/** Weekly pricing, or null when the regular weekly rate or the number of weekly payments is absent. */
function weeklyOf(payments: number | null, advo: Cents | null, regular: Cents | null): WeeklyPricing | null {
  return payments === null || regular === null
    ? null
    : { numberOfWeeklyPayments: payments, advoLeaseRateWeekly: advo, nonAdvoLeaseRateWeekly: regular };
}

/** SPEC 3.2 lease term entry: { Term, LeaseRate, AdvoLeaseRate, FirstPaymentAmount, Active } → LeaseTerm. */
export const LeaseTermSchema = v.pipe(
  v.object({
    Term: CountSchema,
    LeaseRate: MoneySchema,
    AdvoLeaseRate: OptionalMoneySchema,
    FirstPaymentAmount: MoneySchema,
    Active: FlagSchema,
  }),
  v.transform(
    (t): LeaseTerm => ({
      term: t.Term,
      leaseRate: t.LeaseRate,
      advoLeaseRate: t.AdvoLeaseRate ?? null,
      firstPayment: t.FirstPaymentAmount,
      active: t.Active,
    }),
  ),
);

/** A list of lease term entries. */
export const LeaseTermsSchema = v.array(LeaseTermSchema);

/** Real-time pricing of a term with its weekly option. */
export interface RealTimePricing {
  term: number;
  leaseRate: Cents;
  advoLeaseRate: Cents | null;
  /** Null when the answer has no weekly rate or no number of weekly payments. */
  weekly: WeeklyPricing | null;
}

/**
 * SPEC 3.2 real-time product pricing: { Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments,
 * advoLeaseRateWeekly, nonAdvoLeaseRateWeekly } → RealTimePricing.
 */
export const RealTimePricingSchema = v.pipe(
  v.object({
    Term: CountSchema,
    LeaseRate: MoneySchema,
    AdvoLeaseRate: OptionalMoneySchema,
    numberOfWeeklyPayments: OptionalCountSchema,
    advoLeaseRateWeekly: OptionalMoneySchema,
    nonAdvoLeaseRateWeekly: OptionalMoneySchema,
  }),
  v.transform(
    (p): RealTimePricing => ({
      term: p.Term,
      leaseRate: p.LeaseRate,
      advoLeaseRate: p.AdvoLeaseRate ?? null,
      weekly: weeklyOf(p.numberOfWeeklyPayments ?? null, p.advoLeaseRateWeekly ?? null, p.nonAdvoLeaseRateWeekly ?? null),
    }),
  ),
);

/**
 * SPEC 3.2 weekly payment data on a variant: { advoweekly (empty if no sale), nonnadvoweekly,
 * numberofweeklypayments } → WeeklyPricing, or null when the variant has no weekly pricing.
 */
export const VariantWeeklySchema = v.pipe(
  v.object({
    advoweekly: OptionalMoneySchema,
    nonnadvoweekly: OptionalMoneySchema,
    numberofweeklypayments: OptionalCountSchema,
  }),
  v.transform((w): WeeklyPricing | null => weeklyOf(w.numberofweeklypayments ?? null, w.advoweekly ?? null, w.nonnadvoweekly ?? null)),
);
