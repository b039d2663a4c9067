import type { Product, Variant } from '../data/types.js';
import { variantPid } from '../data/variant-pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** A colour's page URL: the no-JS swatch link, and the address bar after a change. */
export const colorUrl = (product: Product, variant: Variant): string => `${productUrl(product.pid)}?color=${encodeURIComponent(variant.color.key)}`;

/**
 * The product page's colours (SPEC 2.8): `<lto-variant-picker>` with every colour as a value of
 * the colour attribute, and inside it, for pages without JavaScript, the swatches as plain links.
 */
export function variantPicker(ctx: ViewContext, product: Product, chosen: Variant | undefined, quantity: number): Html {
  const t = ctx.text;
  const label = (v: Variant) => `${localized(ctx, v.color.name)}${v.inStock ? '' : t.outOfStockSuffix}`;
  const variations = [
    {
      id: 'color',
      label: t.colorsHeading,
      display: 'swatch',
      values: product.variants.map((v) => ({
        pid: variantPid(product, v),
        label: localized(ctx, v.color.name),
        url: colorUrl(product, v),
        oos: !v.inStock,
        image: productImage(product.pid, v.color.key),
        selected: v === chosen,
      })),
    },
  ];
  return html`<lto-variant-picker product="${product.pid}" selected="${chosen ? variantPid(product, chosen) : product.pid}" quantity="${String(quantity)}" variations="${JSON.stringify(variations)}">
<section class="pdp__colors" aria-labelledby="colors-heading">
  <h2 id="colors-heading">${t.colorsHeading}</h2>
  <ul class="swatches">${product.variants.map(
    (v) => html`<li><a class="swatch${v.inStock ? '' : ' swatch--oos'}" href="${colorUrl(product, v)}"${
      v === chosen ? html` aria-current="true"` : ''
    }><img src="${productImage(product.pid, v.color.key)}" width="80" height="60" alt=""><span>${label(v)}</span></a></li>`,
  )}</ul>
</section>
</lto-variant-picker>`;
}
