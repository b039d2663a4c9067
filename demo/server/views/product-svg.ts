import { html, raw, type Html } from './html.js';
import { SHAPES } from './product-shapes.js';

const FALLBACK_SHAPE = 'cabinet';

/** The views of a product the product page shows as thumbnails (SPEC 2.8): 'front' is the tile's picture. */
export const PRODUCT_VIEWS = ['front', 'side', 'angle', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const isProductView = (value: string | undefined): value is ProductView => PRODUCT_VIEWS.includes(value as ProductView);

/**
 * How each view is drawn from the one silhouette: seen from the side (narrowed), at an angle
 * (skewed), or close up (a quarter of the picture, twice as large). Different enough to tell the
 * thumbnails apart; nobody mistakes them for photographs.
 */
const VIEW_DRAWING: Record<ProductView, { viewBox: string; transform: string }> = {
  front: { viewBox: '0 0 400 300', transform: '' },
  side: { viewBox: '0 0 400 300', transform: 'translate(200 0) scale(0.55 1) translate(-200 0)' },
  angle: { viewBox: '0 0 400 300', transform: 'translate(200 150) skewY(-10) scale(0.85) translate(-200 -150)' },
  detail: { viewBox: '60 100 200 150', transform: '' },
};

/** A product picture drawn on the server: a silhouette for its kind in the variant colour, named by <title>. */
export function productSvg(kind: string, fill: string, title: string, view: ProductView = 'front'): Html {
  const shape = SHAPES[kind] ?? SHAPES[FALLBACK_SHAPE];
  const drawing = VIEW_DRAWING[view];
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox}" width="400" height="300" role="img" aria-labelledby="title">
<title id="title">${title}</title>
<rect width="400" height="300" fill="#f1f3f5"/>
<ellipse cx="200" cy="262" rx="160" ry="10" fill="#000" fill-opacity=".08"/>
<g stroke="#1f2328" stroke-opacity=".35" stroke-width="2"${drawing.transform ? html` transform="${drawing.transform}"` : ''}>${shape ? shape(fill) : raw('')}</g>
</svg>`;
}
