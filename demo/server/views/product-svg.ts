import { html, raw, type Html } from './html.js';
import { SHAPES } from './product-shapes.js';

const FALLBACK_SHAPE = 'cabinet';

/** A product picture drawn on the server: a silhouette for its kind in the variant colour, named by <title>. */
export function productSvg(kind: string, fill: string, title: string): Html {
  const shape = SHAPES[kind] ?? SHAPES[FALLBACK_SHAPE];
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="title">
<title id="title">${title}</title>
<rect width="400" height="300" fill="#f1f3f5"/>
<ellipse cx="200" cy="262" rx="160" ry="10" fill="#000" fill-opacity=".08"/>
<g stroke="#1f2328" stroke-opacity=".35" stroke-width="2">${shape ? shape(fill) : raw('')}</g>
</svg>`;
}
