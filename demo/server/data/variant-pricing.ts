import type { LeaseTerm, Product, Variant } from './types.js';

/**
 * Some colours cost more (SPEC 3.2 prices are per variant): a variant's prices are the product's
 * raised by its surcharge percent, rounded to the cent. The variant a page shows first has none,
 * so the product's own prices (compare page, product page without a colour) are that variant's.
 */
const raise = (cents: number, percent: number): number => Math.round((cents * (100 + percent)) / 100);
const raiseOrNull = (cents: number | null, percent: number): number | null => (cents === null ? null : raise(cents, percent));

function raiseTerm(term: LeaseTerm, percent: number): LeaseTerm {
  return {
    ...term,
    leaseRate: raise(term.leaseRate, percent),
    advoLeaseRate: raiseOrNull(term.advoLeaseRate, percent),
    firstPayment: raise(term.firstPayment, percent),
    weekly: term.weekly && {
      numberOfWeeklyPayments: term.weekly.numberOfWeeklyPayments,
      advoLeaseRateWeekly: raiseOrNull(term.weekly.advoLeaseRateWeekly, percent),
      nonAdvoLeaseRateWeekly: raise(term.weekly.nonAdvoLeaseRateWeekly, percent),
    },
  };
}

/** The product priced for one of its variants. */
export function withVariantPricing(product: Product, variant: Variant | undefined): Product {
  const percent = variant?.surchargePercent ?? 0;
  if (percent === 0) return product;
  return {
    ...product,
    cash: raise(product.cash, percent),
    wasCash: raiseOrNull(product.wasCash, percent),
    wasMonthly: raiseOrNull(product.wasMonthly, percent),
    terms: product.terms.map((term) => raiseTerm(term, percent)),
  };
}

/** The variant a page shows when it asks for none: the first in stock, else the first. */
export function defaultVariant(product: Product): Variant | undefined {
  return product.variants.find((v) => v.inStock) ?? product.variants[0];
}

/** The variant's own pid, or `{product pid}-{position from 1}`. */
export function variantPid(product: Product, variant: Variant): string {
  return variant.pid ?? `${product.pid}-${product.variants.indexOf(variant) + 1}`;
}

/** 'Harbor Sofa, Navy' when the product comes in several colours; just the name otherwise. */
export function variantName(product: Product, variant: Variant | undefined, lang: 'en' | 'es'): string {
  const name = product.name[lang];
  return variant && product.variants.length > 1 ? `${name}, ${variant.color.name[lang]}` : name;
}
