import type { Product, Variant } from '../data/types.js';
import { variantName, variantPid } from '../data/variant-pricing.js';
import type { Lang } from '../site.js';
import { localized, productImage, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { PRODUCT_VIEWS, type ProductView } from './product-svg.js';

/** What each picture shows, for its alt text ('Harbor Sofa, Navy, side view'). */
const VIEW_NAMES: Record<Lang, Record<ProductView, string>> = {
  en: { front: 'front view', side: 'side view', angle: 'angled view', detail: 'close-up' },
  es: { front: 'vista frontal', side: 'vista lateral', angle: 'vista en ángulo', detail: 'primer plano' },
};

/** The demo's own words for the pictures (the platform's texts; the widget has the same in its catalogue). */
const TEXT: Record<Lang, { thumbnails: (name: string) => string; zoom: string }> = {
  en: { thumbnails: (name) => `Images of ${name}`, zoom: 'Zoom image' },
  es: { thumbnails: (name) => `Imágenes de ${name}`, zoom: 'Ampliar imagen' },
};

/** The main picture's box and the thumbnails': 4:3 (README of <lto-product-media>). */
const MAIN = { width: 800, height: 600 };
const THUMB = { width: 96, height: 72 };

interface Picture {
  src: string;
  alt: string;
}

interface VariantPictures {
  pid: string;
  images: Picture[];
}

/** A view's picture: the front is the tile's own URL (one cached picture for both). */
const viewImage = (pid: string, color: string, view: ProductView): string =>
  view === 'front' ? productImage(pid, color) : `${productImage(pid, color)}&view=${view}`;

/** The `variants` attribute: four pictures per colour, named in the site's language. */
export function mediaVariants(ctx: ViewContext, product: Product): VariantPictures[] {
  const lang = ctx.site.lang;
  return product.variants.map((variant) => {
    const name = variantName(product, variant, lang);
    return {
      pid: variantPid(product, variant),
      images: PRODUCT_VIEWS.map((view) => ({ src: viewImage(product.pid, variant.color.key, view), alt: `${name}, ${VIEW_NAMES[lang][view]}` })),
    };
  });
}

/** The zoom button's magnifier, as the contract writes it. */
const MAGNIFIER = html`<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2"></circle><path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>`;

/**
 * The body of <lto-product-media> for the shown variant: its first picture, the page's largest
 * paint (eager, high priority, kept by the island: data-lto-keep), the zoom button (the widget's
 * CSS hides it below 768px) and, with more than one picture, the thumbnails as tabs.
 */
function mediaBody(ctx: ViewContext, images: readonly Picture[], name: string, idBase: string): Html {
  const [shown] = images as [Picture, ...Picture[]];
  const tabs = images.length > 1;
  const panel = `${idBase}-panel`;
  const tab = (at: number) => `${idBase}-tab-${at}`;
  const t = TEXT[ctx.site.lang];
  return html`<div class="lto-product-media">
  <div class="lto-product-media__stage"${tabs ? html` role="tabpanel" id="${panel}" aria-labelledby="${tab(0)}" data-state="active"` : ''}>
    <img class="lto-product-media__image" data-lto-keep src="${shown.src}" alt="${shown.alt}" width="${MAIN.width}" height="${MAIN.height}" loading="eager" fetchpriority="high">
    <button type="button" class="lto-product-media__zoom-open" aria-haspopup="dialog" aria-label="${t.zoom}">${MAGNIFIER}</button>
  </div>${
    tabs
      ? html`
  <div class="lto-product-media__thumbs" role="tablist" aria-label="${t.thumbnails(name)}">${images.map(
    (image, at) => html`
    <button type="button" role="tab" id="${tab(at)}" class="lto-product-media__thumb" aria-selected="${String(at === 0)}" aria-controls="${panel}" tabindex="${at === 0 ? '0' : '-1'}" data-state="${at === 0 ? 'active' : 'inactive'}"><img src="${image.src}" alt="${image.alt}" width="${THUMB.width}" height="${THUMB.height}" loading="lazy"></button>`,
  )}
  </div>`
      : ''
  }
</div>`;
}

/** <lto-product-media> for the product page, drawn with the shown variant's first picture. */
export function productMedia(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const variants = mediaVariants(ctx, product);
  const name = localized(ctx, product.name);
  // A product with no colour at all has no pictures to choose between: its one picture, plainly.
  if (variants.length === 0) return html`<img src="${productImage(product.pid)}" width="400" height="300" alt="${name}" fetchpriority="high">`;
  const selected = chosen ? variantPid(product, chosen) : variants[0]!.pid;
  const shown = variants.find((variant) => variant.pid === selected) ?? variants[0]!;
  return html`<lto-product-media product="${product.pid}" selected="${selected}" name="${name}" variants="${JSON.stringify(variants)}">${mediaBody(
    ctx,
    shown.images,
    name,
    `media-${product.pid}`,
  )}</lto-product-media>`;
}
