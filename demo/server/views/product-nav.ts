import type { Category } from '../data/types.js';
import { categoryUrl, localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/**
 * <lto-product-nav> above the product (SPEC 2.8): the widget asks for the neighbours when the page
 * was opened from a listing tile (the link's #start=). Until then, and without script, a link back
 * to the product's category.
 */
export function productNavTag(ctx: ViewContext, pid: string, category: Category | undefined): Html {
  const back = category ? html`<a class="product-nav__back" href="${categoryUrl(category.key)}">${ctx.text.backTo(localized(ctx, category.name))}</a>` : '';
  return html`<lto-product-nav pid="${pid}">${back}</lto-product-nav>`;
}
