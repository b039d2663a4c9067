import type { LeaseTerm, Product } from './data/types.js';

/** SPEC 9.1 lease math, all in integer cents. */

export function activeTerm(product: Product): LeaseTerm | null {
  return product.terms.find((t) => t.active) ?? product.terms[0] ?? null;
}

/** The advertised (advo) rate wins only when it is lower than the lease rate. */
export function monthlyRate(term: LeaseTerm): number {
  return term.advoLeaseRate !== null && term.advoLeaseRate < term.leaseRate ? term.advoLeaseRate : term.leaseRate;
}

/** Rate × number of payments; one payment a month over the term. */
export function totalCostOfOwnership(term: LeaseTerm): number {
  return monthlyRate(term) * term.term;
}

export function costOfLeaseService(term: LeaseTerm, cash: number): number {
  return totalCostOfOwnership(term) - cash;
}

export interface WeeklyPrice {
  rate: number;
  payments: number;
  total: number;
}

export function weeklyPrice(term: LeaseTerm): WeeklyPrice | null {
  const weekly = term.weekly;
  if (!weekly) return null;
  const { advoLeaseRateWeekly: advo, nonAdvoLeaseRateWeekly: regular } = weekly;
  const rate = advo !== null && advo < regular ? advo : regular;
  return { rate, payments: weekly.numberOfWeeklyPayments, total: rate * weekly.numberOfWeeklyPayments };
}

export const isOutOfStock = (product: Product): boolean => !product.variants.some((v) => v.inStock);
