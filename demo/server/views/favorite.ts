import { defaultVariant, variantPid } from '../data/variant-pricing.js';
import type { Product, Variant } from '../data/types.js';
import { localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/**
 * `<lto-favorite>` for a product: keyed by the pid of the variant shown (SPEC 4.5; the page's
 * default variant unless one is given), and following the variant a tile selects for the product.
 * `name` is the accessible name's product part ("Save Harbor Sofa").
 */
export function favoriteIcon(
  ctx: ViewContext,
  product: Product,
  variant?: Variant,
  name: string = localized(ctx, product.name),
  /** The pid to key it by, when it is not the variant's (a product pid saved as such). */
  savedPid?: string,
): Html {
  const shown = variant ?? defaultVariant(product);
  const pid = savedPid ?? (shown ? variantPid(product, shown) : product.pid);
  return html`<lto-favorite pid="${pid}" product="${product.pid}" uuid="${product.uuid}" name="${name}"></lto-favorite>`;
}
