import type { Context } from 'hono';
import { normalizeQuantity } from '../../../src/core/attributes.js';
import type { DataAccess } from '../data/index.js';
import type { Product } from '../data/types.js';
import { variantPid } from '../data/variant-pricing.js';
import type { AppEnv } from '../env.js';
import { chosenVariant, type ContentOptions } from '../views/product.js';
import { storesInventory } from './store-inventory.js';

/**
 * The quantity (?Quantity=, SPEC 5.4: missing, non-numeric or 0 is 1) and the shown variant's
 * availability, for the product content of the page and of the variant fragment alike.
 */
export function productContentOptions(data: DataAccess, product: Product, c: Context<AppEnv>, variantPidAsked?: string): ContentOptions {
  const quantity = normalizeQuantity(c.req.query('Quantity'));
  const chosen = variantPidAsked
    ? product.variants.find((v) => variantPid(product, v) === variantPidAsked)
    : chosenVariant(product, c.req.query('color'));
  const availability = chosen ? data.variantStock.availability(variantPid(product, chosen), quantity) : null;
  // The store availability's list for the shopper's zip, as storesInventory answers it.
  const { zip } = c.get('location');
  const nearbyStores = zip ? storesInventory(data, product.pid, zip, c.get('text')) : null;
  return { quantity, availability, nearbyStores };
}
