import * as v from 'valibot';
import {
  activeTerm,
  leaseQuote,
  LeaseTermSchema,
  MoneySchema,
  RealTimePricingSchema,
  sortTerms,
  weeklyQuote,
  type Cents,
  type LeaseQuote,
  type LeaseTerm,
  type Quote,
  type RealTimePricing,
  type WeeklyPricing,
} from '../../src/pricing';

/** A lease term entry (SPEC 3.2) with the weekly option of SPEC 3.2's real-time pricing fields. */
export interface TermOption extends LeaseTerm {
  weekly: WeeklyPricing | null;
}

/** One entry: the lease term fields, plus numberOfWeeklyPayments / advoLeaseRateWeekly / nonAdvoLeaseRateWeekly when given. */
const TermOptionSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): TermOption => {
    const term = v.safeParse(LeaseTermSchema, dataset.value);
    if (!term.success) {
      addIssue({ message: 'Expected a lease term entry {Term, LeaseRate, AdvoLeaseRate, FirstPaymentAmount, Active}' });
      return NEVER;
    }
    const realTime = v.safeParse(RealTimePricingSchema, dataset.value);
    return { ...term.output, weekly: realTime.success ? realTime.output.weekly : null };
  }),
);

export interface Pricing {
  cashPrice: Cents;
  /** Shortest first (SPEC 9.1). */
  terms: TermOption[];
}

/**
 * The `pricing` attribute: `{cashPrice, terms}`. Refused (so the server's price stays, with one
 * warning) unless exactly one term is active and it prices a lease: no NaN or blank price is
 * ever shown for a missing active term, a zero rate or bad amounts.
 */
export const PricingSchema = v.pipe(
  v.object({ cashPrice: MoneySchema, terms: v.array(TermOptionSchema) }),
  v.check((p) => p.terms.filter((term) => term.active).length === 1, 'Expected exactly one active term'),
  v.check((p) => leaseQuote(activeTerm(p.terms), p.cashPrice) !== undefined, 'The active term cannot price a lease'),
  v.transform((p): Pricing => ({ cashPrice: p.cashPrice, terms: sortTerms(p.terms) })),
);

/** The terms a tab can be offered for: those that price a lease (the others are left out). */
export function priceableTerms(pricing: Pricing): TermOption[] {
  return pricing.terms.filter((term) => leaseQuote(term, pricing.cashPrice) !== undefined);
}

export type Schedule = 'monthly' | 'weekly';

export interface TermQuote {
  term: TermOption;
  schedule: Schedule;
  quote: Quote;
  /** Today's payment: the term's first payment, whichever schedule. */
  todaysPayment: Cents;
  /** The regular rate when the sale (advo) rate is the one charged. */
  regularRate: Cents | null;
}

/** The figures of `term` on `schedule` (monthly when the term has no usable weekly pricing). */
export function quoteFor(term: TermOption, schedule: Schedule, cashPrice: Cents): TermQuote | undefined {
  const monthly: LeaseQuote | undefined = leaseQuote(term, cashPrice);
  if (!monthly) return undefined;
  const weekly = schedule === 'weekly' ? weeklyQuote(term.weekly, cashPrice) : undefined;
  if (weekly && term.weekly) {
    return { term, schedule: 'weekly', quote: weekly, todaysPayment: term.firstPayment, regularRate: weekly.onSale ? term.weekly.nonAdvoLeaseRateWeekly : null };
  }
  return { term, schedule: 'monthly', quote: monthly, todaysPayment: monthly.todaysPayment, regularRate: monthly.onSale ? term.leaseRate : null };
}

export const hasWeekly = (term: TermOption, cashPrice: Cents): boolean => weeklyQuote(term.weekly, cashPrice) !== undefined;

/** Real-time pricing (SPEC 3.2) replaces the rates of the terms it names; first payments stay. */
export function withRealTimePricing(pricing: Pricing, realTime: readonly RealTimePricing[]): Pricing {
  const byTerm = new Map(realTime.map((entry) => [entry.term, entry]));
  return {
    ...pricing,
    terms: pricing.terms.map((term) => {
      const fresh = byTerm.get(term.term);
      return fresh ? { ...term, leaseRate: fresh.leaseRate, advoLeaseRate: fresh.advoLeaseRate, weekly: fresh.weekly ?? term.weekly } : term;
    }),
  };
}
