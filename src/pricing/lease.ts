import { isCents, type Cents } from './cents';

/**
 * SPEC 9.1 lease math. Every function takes and returns integer cents; any input that is not
 * usable (not whole cents, a zero or negative rate, no active term) gives undefined, never NaN,
 * so a widget can fall back to the price the server rendered.
 */

/** One lease term (SPEC 3.2 'Lease term entry'), money in cents. Parse server JSON with LeaseTermSchema. */
export interface LeaseTerm {
  /** Length of the lease in months; one payment a month. */
  term: number;
  /** The regular monthly rate. */
  leaseRate: Cents;
  /** The discounted (advo) monthly rate; null when there is none. */
  advoLeaseRate: Cents | null;
  /** Today's payment (SPEC 'FirstPaymentAmount'). */
  firstPayment: Cents;
  active: boolean;
}

/** Weekly pricing of a term (SPEC 3.2 real-time pricing and the variant's weekly fields). */
export interface WeeklyPricing {
  numberOfWeeklyPayments: number;
  /** The advertised weekly sale rate; null when there is no sale. */
  advoLeaseRateWeekly: Cents | null;
  /** The regular weekly rate. */
  nonAdvoLeaseRateWeekly: Cents;
}

/** What a shopper pays, worked out once from a term or from weekly pricing. */
export interface Quote {
  /** The rate charged per payment: the advo rate when it applies, else the regular one. Always > 0. */
  rate: Cents;
  /** Number of payments: months for a monthly quote, weeks for a weekly one. Always ≥ 1. */
  payments: number;
  /** Total cost of ownership = rate × payments. */
  tco: Cents;
  /**
   * Cost of lease service = TCO − cash price. Kept as plain arithmetic: it is negative when the
   * lease costs less than the cash price (a promotion), and the caller decides how to show that.
   */
  leaseService: Cents;
  /** True when the advo (sale) rate is the one charged. */
  onSale: boolean;
}

export interface LeaseQuote extends Quote {
  /** Today's payment (the term's first payment). */
  todaysPayment: Cents;
}

const isRate = (value: unknown): value is Cents => isCents(value) && value > 0;
const isPaymentCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * The rate charged: the discounted (advo) rate when it is present, positive and lower than the
 * lease rate (SPEC 9.1); otherwise the lease rate, unchanged, even when that is unusable (the
 * caller's own check, such as leaseQuote's, refuses it). A null, zero, negative, equal or higher
 * advo rate is ignored.
 */
export function effectiveRate(leaseRate: Cents, advoRate: Cents | null | undefined): Cents {
  return isRate(advoRate) && advoRate < leaseRate ? advoRate : leaseRate;
}

/**
 * The active term. Exactly one term is expected to be active; with several, the first active one
 * in the list wins (the server sorts terms ascending, SPEC 9.1). With none, undefined: there is
 * no safe guess at which term the server priced, so the caller keeps the server-rendered price.
 */
export function activeTerm<T extends Pick<LeaseTerm, 'active'>>(terms: readonly T[] | null | undefined): T | undefined {
  return terms?.find((t) => t.active === true);
}

/** Terms shortest first, as SPEC 9.1 lists them ('N MONTHS', sorted ascending); a new array. */
export function sortTerms<T extends Pick<LeaseTerm, 'term'>>(terms: readonly T[]): T[] {
  return [...terms].sort((a, b) => a.term - b.term);
}

/**
 * Total cost of ownership = rate × number of payments (SPEC 9.1), exact in integer cents; undefined
 * when the rate is not whole cents, the count is not a whole number ≥ 0, or the product is beyond
 * exact integers.
 */
export function totalCostOfOwnership(rate: Cents, numberOfPayments: number): Cents | undefined {
  if (!isCents(rate) || !Number.isSafeInteger(numberOfPayments) || numberOfPayments < 0) return undefined;
  const tco = rate * numberOfPayments;
  return Number.isSafeInteger(tco) ? tco + 0 : undefined;
}

/**
 * Cost of lease service = total cost of ownership − cash price (SPEC 9.1). Not clamped: a negative
 * result is the true difference and is returned as is. Undefined when either amount is not cents.
 */
export function costOfLeaseService(tco: Cents, cashPrice: Cents): Cents | undefined {
  if (!isCents(tco) || !isCents(cashPrice)) return undefined;
  const difference = tco - cashPrice;
  return Number.isSafeInteger(difference) ? difference + 0 : undefined;
}

function quote(leaseRate: Cents, advoRate: Cents | null, payments: number, cashPrice: Cents): Quote | undefined {
  const rate = effectiveRate(leaseRate, advoRate);
  if (!isRate(rate) || !isPaymentCount(payments) || !isCents(cashPrice) || cashPrice < 0) return undefined;
  const tco = totalCostOfOwnership(rate, payments);
  const leaseService = tco === undefined ? undefined : costOfLeaseService(tco, cashPrice);
  if (tco === undefined || leaseService === undefined) return undefined;
  return { rate, payments, tco, leaseService, onSale: rate !== leaseRate };
}

/**
 * The monthly quote for a term: rate (advo when lower), payments = Term months, TCO, cost of lease
 * service and today's payment. Undefined when the data cannot price a lease: no term, a rate that is
 * zero, negative or not whole cents, a term under one month, a missing or negative cash price or
 * first payment.
 */
export function leaseQuote(term: LeaseTerm | null | undefined, cashPrice: Cents): LeaseQuote | undefined {
  if (!term || !isCents(term.firstPayment) || term.firstPayment < 0) return undefined;
  const monthly = quote(term.leaseRate, term.advoLeaseRate, term.term, cashPrice);
  return monthly && { ...monthly, todaysPayment: term.firstPayment };
}

/**
 * The weekly quote: payments = numberOfWeeklyPayments, rate = the advo weekly rate when it is
 * present and lower, else the regular weekly rate (SPEC 3.2, 9.1). Undefined when unusable, as for
 * leaseQuote.
 */
export function weeklyQuote(weekly: WeeklyPricing | null | undefined, cashPrice: Cents): Quote | undefined {
  if (!weekly) return undefined;
  return quote(weekly.nonAdvoLeaseRateWeekly, weekly.advoLeaseRateWeekly, weekly.numberOfWeeklyPayments, cashPrice);
}
