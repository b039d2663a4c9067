/**
 * The page-level analytics markup (README "Markup"), apart from the code that reads it, so the
 * entry can tell whether a page needs the product or checkout part without loading it, and the
 * share record can name the product without the pricing code.
 */
export const PRODUCT_SELECTOR = '[data-lto-product]';
export const CHECKOUT_SELECTOR = '[data-lto-checkout-step]';

/** The page's product id, '' on a page without one. */
export const pageProduct = (doc: Document): string => doc.querySelector<HTMLElement>(PRODUCT_SELECTOR)?.dataset.ltoProduct?.trim() ?? '';
