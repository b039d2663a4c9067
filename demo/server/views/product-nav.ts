import type { Category } from '../data/types.js';
import { categoryUrl, localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** The navigation's name, in the page's language (the widget's productNav.label says the same). */
const LABEL = { en: 'Products in this list', es: 'Productos de esta lista' } as const;

/**
 * <lto-product-nav> above the product (SPEC 2.8), its server markup as
 * widgets/product-nav/README.md gives it: the link back to the product's category, and the
 * place of the previous / next links, empty at its final size. Only the browser knows the
 * listing the shopper came from (the link's #start=): the widget fills that place, moving nothing.
 */
export function productNavTag(ctx: ViewContext, pid: string, category: Category | undefined): Html {
  const back = category ? html`<a class="lto-product-nav__back" href="${categoryUrl(category.key)}">${ctx.text.backTo(localized(ctx, category.name))}</a>` : '';
  return html`<lto-product-nav pid="${pid}"><nav class="lto-product-nav" aria-label="${LABEL[ctx.site.lang]}">${back}<div class="lto-product-nav__steps"></div></nav></lto-product-nav>`;
}
