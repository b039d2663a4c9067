import type { Rng } from './prng.js';

export interface SeedTerm {
  term: number;
  leaseRate: number;
  advoLeaseRate: number | null;
  firstPayment: number;
  active: boolean;
  weeklyPayments: number | null;
  advoWeekly: number | null;
  nonAdvoWeekly: number | null;
}

/** All amounts in integer cents of one currency. */
export interface SeedPricing {
  cash: number;
  wasCash: number | null;
  wasMonthly: number | null;
  terms: SeedTerm[];
}

export interface PricingChoices {
  onSale: boolean;
  lowFirstPayment: boolean;
  weekly: boolean;
}

/** Total cost of ownership as a percentage of the cash price, by term length in months. */
const TCO_PERCENT: Record<number, number> = { 6: 135, 12: 170, 18: 195, 24: 220, 36: 260 };
const CAD_PER_USD_PERCENT = 137;
const LOW_FIRST_PAYMENT = 999;

/** Retail prices end in .99. */
const endIn99 = (cents: number): number => Math.max(99, Math.ceil(cents / 100) * 100 - 1);

function termsFor(cash: number): number[] {
  if (cash < 30000) return [6, 12, 18];
  if (cash < 100000) return [12, 18, 24];
  return [12, 18, 24, 36];
}

export function buildUsdPricing(rng: Rng, priceDollars: readonly [number, number], choices: PricingChoices): SeedPricing {
  const cash = endIn99(rng.int(priceDollars[0], priceDollars[1]) * 100);
  const terms = termsFor(cash);
  const activeTerm = terms.includes(18) ? 18 : (terms[1] ?? 12);
  // Some products carry a lower advertised (advo) rate; a few a higher one, which must be ignored.
  const advoMode = rng.chance(0.35) ? 'lower' : rng.chance(0.06) ? 'higher' : 'none';
  const advoCutPercent = rng.int(8, 15);

  const leaseTerms = terms.map((term): SeedTerm => {
    const leaseRate = endIn99(Math.round((cash * (TCO_PERCENT[term] ?? 200)) / 100 / term));
    const advoLeaseRate =
      advoMode === 'lower' ? endIn99(leaseRate - Math.round((leaseRate * advoCutPercent) / 100) - 100)
      : advoMode === 'higher' ? leaseRate + 500
      : null;
    const effective = advoLeaseRate !== null && advoLeaseRate < leaseRate ? advoLeaseRate : leaseRate;
    const weeklyPayments = choices.weekly ? Math.round((term * 52) / 12) : null;
    const perWeek = (monthly: number): number => Math.ceil((monthly * term) / (weeklyPayments ?? 1));
    return {
      term,
      leaseRate,
      advoLeaseRate,
      firstPayment: choices.lowFirstPayment ? Math.min(LOW_FIRST_PAYMENT, effective) : effective,
      active: term === activeTerm,
      weeklyPayments,
      advoWeekly: weeklyPayments !== null && advoLeaseRate !== null ? perWeek(advoLeaseRate) : null,
      nonAdvoWeekly: weeklyPayments !== null ? perWeek(leaseRate) : null,
    };
  });

  const markupPercent = rng.int(15, 30);
  const active = leaseTerms.find((t) => t.active);
  const activeRate = active ? Math.min(active.leaseRate, active.advoLeaseRate ?? active.leaseRate) : 0;
  return {
    cash,
    wasCash: choices.onSale ? endIn99(Math.round((cash * (100 + markupPercent)) / 100)) : null,
    wasMonthly: choices.onSale ? endIn99(Math.round((activeRate * (100 + markupPercent)) / 100)) : null,
    terms: leaseTerms,
  };
}

/** Canadian prices come from the US ones at a fixed rate, rounded to the cent once, at seed time. */
export function toCad(usd: SeedPricing): SeedPricing {
  const cad = (cents: number): number => Math.round((cents * CAD_PER_USD_PERCENT) / 100);
  const cadOrNull = (cents: number | null): number | null => (cents === null ? null : cad(cents));
  return {
    cash: cad(usd.cash),
    wasCash: cadOrNull(usd.wasCash),
    wasMonthly: cadOrNull(usd.wasMonthly),
    terms: usd.terms.map((t) => ({
      ...t,
      leaseRate: cad(t.leaseRate),
      advoLeaseRate: cadOrNull(t.advoLeaseRate),
      firstPayment: cad(t.firstPayment),
      advoWeekly: cadOrNull(t.advoWeekly),
      nonAdvoWeekly: cadOrNull(t.nonAdvoWeekly),
    })),
  };
}
