import { activeTerm as firstActiveTerm, leaseQuote, weeklyQuote, type LeaseQuote, type Quote } from '../../src/pricing/index.js';
import type { LeaseTerm, Product } from './data/types.js';

/**
 * The demo's product-level view of the lease math. The math itself (SPEC 9.1: advo rate, total cost
 * of ownership, cost of lease service, weekly pricing) is src/pricing, the module the widgets use,
 * so the prices the server renders and the prices a widget works out cannot disagree.
 */

/** The product's active term, or null when none is marked active (the seed always marks one). */
export function activeTerm(product: Product): LeaseTerm | null {
  return firstActiveTerm(product.terms) ?? null;
}

/** The monthly quote of one of the product's terms, or null when its data cannot price a lease. */
export function termQuote(product: Product, term: LeaseTerm): LeaseQuote | null {
  return leaseQuote(term, product.cash) ?? null;
}

/** The quote of the product's active term: what tiles, the compare page and the product page show. */
export function activeQuote(product: Product): LeaseQuote | null {
  const term = activeTerm(product);
  return term ? termQuote(product, term) : null;
}

/** The weekly option of a term, or null when the term has no usable weekly pricing. */
export function weeklyOption(product: Product, term: LeaseTerm): Quote | null {
  return weeklyQuote(term.weekly, product.cash) ?? null;
}

export const isOutOfStock = (product: Product): boolean => !product.variants.some((v) => v.inStock);
