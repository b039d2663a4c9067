import { locationHandlers, realTimePricingOk } from '../../.storybook/handlers';
import { getConfig } from '../../src/core/config';
import { dollarsToCents, monthlyPriceText } from '../../src/pricing';
import { PRODUCTS, type StoryProduct } from './products';

/**
 * The lease pricing of the product page stories, as the platform renders it into
 * `<lto-lease-terms pricing>` (SPEC 3.2 lease term entries, in dollars, like the demo's termEntry):
 * one product per case, so the real-time pricing handler can answer each pid with its own rates.
 */
export interface TermEntry {
  Term: number;
  LeaseRate: number;
  AdvoLeaseRate: number | null;
  FirstPaymentAmount: number;
  Active: boolean;
  numberOfWeeklyPayments?: number | null;
  advoLeaseRateWeekly?: number | null;
  nonAdvoLeaseRateWeekly?: number | null;
}

export interface StoryPricing {
  cashPrice: number;
  terms: TermEntry[];
}

const term = (Term: number, LeaseRate: number, FirstPaymentAmount: number, more: Partial<TermEntry> = {}): TermEntry => ({
  Term,
  LeaseRate,
  AdvoLeaseRate: null,
  FirstPaymentAmount,
  Active: false,
  ...more,
});

const weekly = (numberOfWeeklyPayments: number, nonAdvoLeaseRateWeekly: number, advoLeaseRateWeekly: number | null = null) => ({
  numberOfWeeklyPayments,
  nonAdvoLeaseRateWeekly,
  advoLeaseRateWeekly,
});

const byPid = (pid: string): StoryProduct => PRODUCTS.find((product) => product.pid === pid)!;

/** Harbor Sofa, $1,199.99: 12, 18 (active) and 24 months; 18 and 24 also weekly. No sale. */
export const REGULAR = byPid('P1001');
/** Avery Loveseat, $899.99: 18 months (active) on sale, $64.99 instead of $74.99 (weekly $15.49 instead of $17.99). */
export const ON_SALE = byPid('P1002');
/** Monterey 3-Piece Sectional: a feed with no active term, which the widget refuses. */
export const NO_ACTIVE_TERM = byPid('P1003');

export const STORY_PRICING: Record<string, StoryPricing> = {
  [REGULAR.pid]: {
    cashPrice: 1199.99,
    terms: [
      term(12, 139.99, 49.99),
      term(18, 99.99, 39.99, { Active: true, ...weekly(78, 23.99) }),
      term(24, 79.99, 49.99, weekly(104, 19.99)),
    ],
  },
  [ON_SALE.pid]: {
    cashPrice: 899.99,
    terms: [
      term(12, 104.99, 39.99),
      term(18, 74.99, 29.99, { AdvoLeaseRate: 64.99, Active: true, ...weekly(78, 17.99, 15.49) }),
      term(24, 59.99, 39.99),
    ],
  },
  [NO_ACTIVE_TERM.pid]: {
    cashPrice: 1899.99,
    terms: [term(12, 219.99, 69.99), term(18, 159.99, 59.99), term(24, 129.99, 59.99)],
  },
};

/** The real-time pricing answer (SPEC 3.2) for a pricing: each term's rates, without first payment or Active. */
export function realTimeEntries({ terms }: StoryPricing) {
  return terms.map(({ Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments = null, advoLeaseRateWeekly = null, nonAdvoLeaseRateWeekly = null }) => ({
    Term,
    LeaseRate,
    AdvoLeaseRate,
    numberOfWeeklyPayments,
    advoLeaseRateWeekly,
    nonAdvoLeaseRateWeekly,
  }));
}

/** Today's rates of a story product, as the demo answers real-time pricing: the rates the page was rendered with. */
export function storyRealTimeRates(pid: string) {
  const pricing = STORY_PRICING[pid];
  return pricing && realTimeEntries(pricing);
}

/** The product page's endpoints: the header's location ones, and real-time pricing from the catalogue above. */
export const leaseHandlers = { ...locationHandlers, realTimePricing: realTimePricingOk(storyRealTimeRates) };

/** The Harbor Sofa's rates after a price change: every term $5 a month (and $1 a week) less. */
export const LOWERED_RATES: StoryPricing = {
  ...STORY_PRICING[REGULAR.pid]!,
  terms: STORY_PRICING[REGULAR.pid]!.terms.map((entry) => ({
    ...entry,
    LeaseRate: Math.round((entry.LeaseRate - 5) * 100) / 100,
    nonAdvoLeaseRateWeekly: entry.nonAdvoLeaseRateWeekly ? Math.round((entry.nonAdvoLeaseRateWeekly - 1) * 100) / 100 : null,
  })),
};

/**
 * The price line a platform renders when its feed names no active term: the lowest monthly rate,
 * '$129.99/mo. for 24 months, plus tax', in the page's language and currency.
 */
export function fallbackPriceText({ terms }: StoryPricing): string {
  const lowest = [...terms].sort((a, b) => a.LeaseRate - b.LeaseRate)[0]!;
  return monthlyPriceText({ rate: dollarsToCents(lowest.LeaseRate)!, months: lowest.Term }, getConfig()) ?? '';
}
