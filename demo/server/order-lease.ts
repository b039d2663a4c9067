import { withVariantPricing } from './data/variant-pricing.js';
import { activeTerm, termQuote } from './pricing.js';
import type { OrderedItem } from './views/checkout.js';

/** What the shopper pays for one item of an order, in cents (months for the term). */
export interface Lease {
  months: number;
  monthly: number;
  today: number;
  cash: number;
}

/** One item's lease: its line's figures (a cart order), else the term chosen on its product page, else its active term; null when it cannot be priced. */
export function leaseOf({ product, variantPid, quantity, line, term: chosen }: OrderedItem): Lease | null {
  const priced = withVariantPricing(product, product.variants.find((v) => v.pid === variantPid));
  const cash = priced.cash * quantity;
  if (line) return { months: line.term, monthly: line.monthlyCents, today: line.todayCents, cash };
  const term = priced.terms.find((candidate) => candidate.term === chosen) ?? activeTerm(priced);
  const quote = term && termQuote(priced, term);
  return term && quote ? { months: term.term, monthly: quote.rate * quantity, today: quote.todaysPayment * quantity, cash } : null;
}

/** What the order's leases come to a month, in cents (an item that cannot be priced here adds nothing: its store prices it). */
export const monthlyOf = (items: readonly OrderedItem[]): number => items.reduce((sum, item) => sum + (leaseOf(item)?.monthly ?? 0), 0);
