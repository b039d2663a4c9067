/**
 * What the shopper chose of a product (SPEC 2.6, 2.8), dispatched from the island they chose it in,
 * bubbling to the document; `product` is the product's id (the master pid).
 *
 * lto:variant-change: a colour or size swatch of a tile, the variant picker; `variant` is the pid of
 * the variant now shown. Availability, product media, favourites and store availability follow it
 * (widgets/registry.ts).
 */
export const VARIANT_CHANGE_EVENT = 'lto:variant-change';

export interface VariantChangeDetail {
  product: string;
  variant: string;
}

/** lto:term-change: a lease term tab; `term` is its number of months. */
export const TERM_CHANGE_EVENT = 'lto:term-change';

export interface TermChangeDetail {
  product: string;
  term: number;
}

declare module '../core/events' {
  interface LtoEventMap {
    [VARIANT_CHANGE_EVENT]: VariantChangeDetail;
    [TERM_CHANGE_EVENT]: TermChangeDetail;
  }
}
