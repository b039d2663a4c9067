/**
 * The product page's analytics markup (README "Markup"): the element with `data-lto-product`. Apart
 * from the pricing it carries, so the share record can name the product without loading that.
 */
export const PRODUCT_SELECTOR = '[data-lto-product]';

/** The page's product id, '' on a page without one. */
export const pageProduct = (doc: Document): string => doc.querySelector<HTMLElement>(PRODUCT_SELECTOR)?.dataset.ltoProduct?.trim() ?? '';
