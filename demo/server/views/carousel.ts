import type { Product } from '../data/types.js';
import type { Lang } from '../site.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { productTile } from './tile.js';

/** The demo's own words for its carousels (the platform's texts; the widget has the same in its catalogue). */
const TEXT: Record<
  Lang,
  { recommended: string; recentlyViewed: string; previous: string; next: string; role: string; slideRole: string; slide: (n: number, count: number) => string }
> = {
  en: {
    recommended: 'Recommended for you',
    recentlyViewed: 'Recently viewed',
    previous: 'Previous items',
    next: 'Next items',
    role: 'carousel',
    slideRole: 'slide',
    slide: (n, count) => `${n} of ${count}`,
  },
  es: {
    recommended: 'Recomendados para ti',
    recentlyViewed: 'Vistos recientemente',
    previous: 'Artículos anteriores',
    next: 'Artículos siguientes',
    // aria-roledescription is read out by screen readers: in the page's language, as the island writes it.
    role: 'carrusel',
    slideRole: 'diapositiva',
    slide: (n, count) => `${n} de ${count}`,
  },
};

/** Carousel tiles: teasers without compare (as on the home page), not list items (each slide is a group). */
const tiles = (ctx: ViewContext, products: readonly Product[]): Html[] =>
  products.map((product, idx) => productTile(ctx, product, { compare: false, idx, itemCount: products.length, category: '', element: 'div' }));

/** The recently viewed items the island asks for (urls.productTiles): the tiles alone, one after another. */
export function carouselTiles(ctx: ViewContext, products: readonly Product[]): Html {
  return html`${tiles(ctx, products)}`;
}

/**
 * A carousel as the contract writes it (README of <lto-carousel>, "Server markup"): the region
 * named by its heading, previous and next (previous disabled at the start) when there is more than
 * one item, and each item in its slide. The row scrolls by touch without script. Without a
 * heading (the tag's heading="none"), the region is named by the label.
 */
export function carouselBody(ctx: ViewContext, id: string, label: string, items: readonly Html[], { heading = true } = {}): Html {
  const t = TEXT[ctx.site.lang];
  const track = `${id}-track`;
  const button = (step: 'previous' | 'next') =>
    html`<button type="button" class="lto-carousel__button lto-carousel__button--${step}" aria-label="${t[step]}" aria-controls="${track}"${
      step === 'previous' ? html` aria-disabled="true"` : ''
    }><span aria-hidden="true">${step === 'previous' ? '‹' : '›'}</span></button>`;
  // heading="none" on the tag: no visible heading, the region named by the label itself.
  const name = heading ? html`aria-labelledby="${id}-heading"` : html`aria-label="${label}"`;
  const title = heading ? html`<h2 id="${id}-heading" class="lto-carousel__heading">${label}</h2>` : '';
  const controls = items.length > 1 ? html`<div class="lto-carousel__controls">${button('previous')}${button('next')}</div>` : '';
  // No white space between the elements, as the island draws them: a carousel where nothing is
  // drawn (the mobile navigation's, in its closed panel) has its text read as written.
  return html`<div class="lto-carousel" role="region" aria-roledescription="${t.role}" ${name}><div class="lto-carousel__header">${title}${controls}</div><div id="${track}" class="lto-carousel__track">${items.map(
    (item, at) => html`<div class="lto-carousel__slide" role="group" aria-roledescription="${t.slideRole}" aria-label="${t.slide(at + 1, items.length)}">${item}</div>`,
  )}</div></div>`;
}

/**
 * The product page's recommendations (SPEC 2.8), server-rendered into the carousel: no request, no
 * layout shift, and a plain scrollable row without JavaScript. None: no carousel at all.
 */
export function recommendationsCarousel(ctx: ViewContext, products: readonly Product[]): Html {
  if (products.length === 0) return html``;
  const label = TEXT[ctx.site.lang].recommended;
  return html`<lto-carousel class="pdp__carousel" label="${label}" data-lto-list="${label}">${carouselBody(ctx, 'recommended', label, tiles(ctx, products))}</lto-carousel>`;
}

/**
 * Recently viewed products (SPEC 2.8): only the shopper's browser knows them (localStorage), so the
 * server draws nothing inside; the carousel's wake module records this product and, when there are
 * others, the island loads their tiles from urls.productTiles and shows them where that moves
 * nothing in view (below the fold). Last on the page, before the footer.
 */
export function recentlyViewedCarousel(ctx: ViewContext, pid: string): Html {
  const label = TEXT[ctx.site.lang].recentlyViewed;
  return html`<lto-carousel class="pdp__carousel" label="${label}" data-lto-list="${label}" recently-viewed record="${pid}"></lto-carousel>`;
}
