import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { translator } from '../../../src/core/i18n.js';
import { MediaVariantsSchema, type MediaVariantInput } from '../../../widgets/product-media/images.js';
import { MediaBody } from '../../../widgets/product-media/MediaBody.js';
import { messages } from '../../../widgets/product-media/messages.js';
import type { Product, Variant } from '../data/types.js';
import { variantName, variantPid } from '../data/variant-pricing.js';
import type { Lang } from '../site.js';
import { localized, productImage, type ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { PRODUCT_VIEWS, type ProductView } from './product-svg.js';
import { widgetConfig } from './widget-config.js';

/** What each picture shows, for its alt text ('Harbor Sofa, Navy, side view'). */
const VIEW_NAMES: Record<Lang, Record<ProductView, string>> = {
  en: { front: 'front view', side: 'side view', angle: 'angled view', detail: 'close-up' },
  es: { front: 'vista frontal', side: 'vista lateral', angle: 'vista en ángulo', detail: 'primer plano' },
};

/** A view's picture: the front is the tile's own URL (one cached picture for both). */
const viewImage = (pid: string, color: string, view: ProductView): string =>
  view === 'front' ? productImage(pid, color) : `${productImage(pid, color)}&view=${view}`;

/** The `variants` attribute: four pictures per colour, named in the site's language. */
export function mediaVariants(ctx: ViewContext, product: Product): MediaVariantInput[] {
  const lang = ctx.site.lang;
  return product.variants.map((variant) => {
    const name = variantName(product, variant, lang);
    return {
      pid: variantPid(product, variant),
      images: PRODUCT_VIEWS.map((view) => ({ src: viewImage(product.pid, variant.color.key, view), alt: `${name}, ${VIEW_NAMES[lang][view]}` })),
    };
  });
}

/**
 * <lto-product-media> for the product page, with the body the widget renders for the chosen
 * variant (React on the server, through the widget's own schema), so nothing moves when it mounts.
 * React adds a preload link before a server-rendered image; inside <body> it comes too late to
 * help and the island would drop it, so it is left out.
 */
export function productMedia(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const variants = mediaVariants(ctx, product);
  const name = localized(ctx, product.name);
  // A product with no colour at all has no pictures to choose between: its one picture, plainly.
  if (variants.length === 0) return html`<img src="${productImage(product.pid)}" width="400" height="300" alt="${name}">`;
  const selected = chosen ? variantPid(product, chosen) : (variants[0]?.pid ?? '');
  const parsed = v.parse(MediaVariantsSchema, variants);
  const shown = parsed.find((variant) => variant.pid === selected) ?? parsed[0]!;
  const t = translator(messages, widgetConfig(ctx.site));
  const body = renderToStaticMarkup(createElement(MediaBody, { images: shown.images, index: 0, idBase: `lto-media-${product.pid}`, name, t })).replace(
    /^<link rel="preload"[^>]*>/,
    '',
  );
  return html`<lto-product-media product="${product.pid}" selected="${selected}" name="${name}" variants="${JSON.stringify(variants)}">${raw(
    body,
  )}</lto-product-media>`;
}
