import type {} from '../contracts/product-events';
import { on } from '../core/events';
import type { push as Push } from './data-layer';
import { productPricing, productRecord, ProductSchema } from './product-dimensions';

/**
 * 'view_item' with the active term's dimensions once, then 'lease_term_change' whenever
 * <lto-lease-terms> reports a term. Loaded only on a page with the product markup; `push` is
 * handed over rather than imported, so the data layer stays in the one chunk every page loads.
 */
export function start(doc: Document, push: typeof Push): () => void {
  const product = productPricing(doc);
  const shown = product && productRecord(product, 'view_item');
  if (shown) push(ProductSchema, shown, doc);
  return on(doc, 'lto:term-change', ({ detail }) => {
    // Read again: a variant change replaces the product's markup, and with it its prices.
    const chosen = productPricing(doc, detail.product) ?? productPricing(doc);
    const record = chosen && productRecord(chosen, 'lease_term_change', detail.term);
    if (record) push(ProductSchema, record, doc);
  });
}
