import { describe, expect, test } from 'vitest';
import type { LeaseTerm } from './data/types.js';
import { costOfLeaseService, monthlyRate, totalCostOfOwnership, weeklyPrice } from './pricing.js';

const term = (over: Partial<LeaseTerm>): LeaseTerm => ({
  term: 18,
  leaseRate: 4999,
  advoLeaseRate: null,
  firstPayment: 4999,
  active: true,
  weekly: null,
  ...over,
});

describe('lease math (SPEC 9.1)', () => {
  test('the advo rate is used only when it is lower than the lease rate', () => {
    expect(monthlyRate(term({ advoLeaseRate: 4499 }))).toBe(4499);
    expect(monthlyRate(term({ advoLeaseRate: 5499 }))).toBe(4999);
    expect(monthlyRate(term({ advoLeaseRate: null }))).toBe(4999);
  });

  test('total cost of ownership is rate × number of payments, in cents', () => {
    expect(totalCostOfOwnership(term({ advoLeaseRate: 4499 }))).toBe(4499 * 18);
    expect(costOfLeaseService(term({}), 59999)).toBe(4999 * 18 - 59999);
  });

  test('weekly pricing uses the number of weekly payments and the lower weekly rate', () => {
    const weekly = weeklyPrice(
      term({ weekly: { numberOfWeeklyPayments: 78, advoLeaseRateWeekly: 1000, nonAdvoLeaseRateWeekly: 1200 } }),
    );
    expect(weekly).toEqual({ rate: 1000, payments: 78, total: 78000 });
    expect(weeklyPrice(term({}))).toBeNull();
  });
});
