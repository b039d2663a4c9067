import * as v from 'valibot';
import { warnOnce } from '../core/warn';
import type { Cents } from '../pricing/cents';
import { activeTerm, leaseQuote, type LeaseTerm } from '../pricing/lease';
import { LeaseTermsSchema, MoneySchema } from '../pricing/schemas';
import type { ProductRecord } from './record-schemas';

/**
 * The product page's markup (README "Markup"): one element with `data-lto-product` (the product
 * id), `data-lto-product-name`, and `data-lto-pricing`, the product's prices as SPEC 3.2 gives them,
 * `{cashPrice, terms: [{Term, LeaseRate, AdvoLeaseRate, FirstPaymentAmount, Active}]}` (the same
 * JSON as <lto-lease-terms pricing>). The dimensions are worked out from those numbers with
 * src/pricing, never read back from a text on the page.
 */

const PricingSchema = v.object({ cashPrice: MoneySchema, terms: LeaseTermsSchema });

/**
 * An amount in the page currency's units (49.99): never NaN or infinite. As in record-schemas.ts,
 * written again here: imported from there, the schemas every page loads would become a chunk that
 * this part and the main one share.
 */
const Money = v.pipe(v.number(), v.check((n: number) => Number.isFinite(n)));
const Amount = v.pipe(Money, v.minValue(0));

/**
 * SPEC 3.8 'Product analytics dimensions' ('view_item', 'lease_term_change'), in the page
 * currency's units and months, for one product: here rather than in record-schemas.ts, so only a
 * product page loads it.
 */
export const ProductSchema = v.object({
  ecommerce: v.object({ items: v.pipe(v.array(v.object({ item_id: v.pipe(v.string(), v.nonEmpty()), item_name: v.string() })), v.minLength(1)) }),
  PaymentToday: Amount,
  OwnTotalCost: Amount,
  CashPrice: Amount,
  LOPDuration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  // Negative when a promotion makes the lease cheaper than cash (src/pricing costOfLeaseService).
  LeaseCost: Money,
});

export interface ProductPricing {
  id: string;
  name: string;
  cashPrice: Cents;
  terms: LeaseTerm[];
}

/** The page's product and its prices, or null (one warning when the markup is there but unreadable). */
export function productPricing(doc: Document, id?: string): ProductPricing | null {
  const element = [...doc.querySelectorAll<HTMLElement>('[data-lto-product]')].find((candidate) => id === undefined || candidate.dataset.ltoProduct === id);
  if (!element?.dataset.ltoProduct) return null;
  let json: unknown;
  try {
    json = JSON.parse(element.dataset.ltoPricing ?? '');
  } catch {
    // Not JSON: left undefined, which the schema refuses.
  }
  const pricing = v.safeParse(PricingSchema, json);
  if (!pricing.success) {
    warnOnce('analytics: data-lto-pricing is not {cashPrice, terms}: no product record');
    return null;
  }
  return { id: element.dataset.ltoProduct, name: (element.dataset.ltoProductName ?? '').trim(), ...pricing.output };
}

const units = (cents: Cents) => cents / 100;

/**
 * SPEC 3.8's product dimensions for a term (the active one unless `months` names another), as
 * `event`: 'view_item' when the page shows the product, 'lease_term_change' when the shopper picks
 * a term. Null when that term cannot price a lease (src/pricing leaseQuote): no NaN is ever sent.
 */
export function productRecord(product: ProductPricing, event: ProductRecord['event'], months?: number): ProductRecord | null {
  const term = months === undefined ? activeTerm(product.terms) : product.terms.find((candidate) => candidate.term === months);
  const quote = leaseQuote(term, product.cashPrice);
  if (!term || !quote) {
    warnOnce(`analytics: no term of data-lto-pricing prices a lease: no '${event}'`);
    return null;
  }
  return {
    event,
    ecommerce: { items: [{ item_id: product.id, item_name: product.name }] },
    PaymentToday: units(quote.todaysPayment),
    OwnTotalCost: units(quote.tco),
    CashPrice: units(product.cashPrice),
    LOPDuration: term.term,
    LeaseCost: units(quote.leaseService),
  };
}
