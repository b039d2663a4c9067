import type { Product } from '../data/types.js';
import type { Lang } from '../site.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { productTile } from './tile.js';

const LABELS: Record<Lang, { recommended: string; recentlyViewed: string }> = {
  en: { recommended: 'Recommended for you', recentlyViewed: 'Recently viewed' },
  es: { recommended: 'Recomendados para ti', recentlyViewed: 'Vistos recientemente' },
};

/** Carousel tiles: teasers without compare (as on the home page), not list items (each slide is a group). */
export function carouselTiles(ctx: ViewContext, products: readonly Product[]): Html {
  return html`${products.map((product, idx) =>
    productTile(ctx, product, { compare: false, idx, itemCount: products.length, category: '', element: 'div' }),
  )}`;
}

/**
 * The product page's recommendations (SPEC 2.8), server-rendered into the carousel: no request, no
 * layout shift, and a plain scrollable row without JavaScript. None: no carousel at all.
 */
export function recommendationsCarousel(ctx: ViewContext, products: readonly Product[]): Html {
  if (products.length === 0) return html``;
  return html`<lto-carousel class="pdp__carousel" label="${LABELS[ctx.site.lang].recommended}">${carouselTiles(ctx, products)}</lto-carousel>`;
}

/**
 * Recently viewed products (SPEC 2.8): only the shopper's browser knows them (localStorage), so the
 * carousel loads their tiles from urls.productTiles and records this product for the next page.
 */
export function recentlyViewedCarousel(ctx: ViewContext, pid: string): Html {
  return html`<lto-carousel class="pdp__carousel" label="${LABELS[ctx.site.lang].recentlyViewed}" recently-viewed record="${pid}"></lto-carousel>`;
}
