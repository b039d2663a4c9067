import type { Product, Variant } from '../data/types.js';
import { variantPid } from '../data/variant-pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** A colour's page URL: the no-JS swatch link, and the address bar after a change. */
export const colorUrl = (product: Product, variant: Variant): string => `${productUrl(product.pid)}?color=${encodeURIComponent(variant.color.key)}`;

/**
 * The product page's colours (SPEC 2.8): `<lto-variant-picker>` with every colour as a value of
 * the colour attribute, and inside it the contract's markup (README "Server markup"): each colour
 * a link to its page (the page without script, and before the widget's code has run), with the
 * role of a radio button, the shown one checked.
 */
export function variantPicker(ctx: ViewContext, product: Product, chosen: Variant | undefined, quantity: number): Html {
  // A product in one colour only has nothing to choose.
  if (product.variants.length === 0) return html``;
  const t = ctx.text;
  const values = product.variants.map((v) => ({
    pid: variantPid(product, v),
    label: localized(ctx, v.color.name),
    url: colorUrl(product, v),
    oos: !v.inStock,
    image: productImage(product.pid, v.color.key),
    selected: v === chosen,
  }));
  const variations = [{ id: 'color', label: t.colorsHeading, display: 'swatch', values }];
  const shown = values.find((value) => value.selected);
  const label = (value: (typeof values)[number]) => `${value.label}${value.oos ? t.outOfStockSuffix : ''}`;
  const labelId = `${product.pid}-color-label`;
  return html`<lto-variant-picker product="${product.pid}" selected="${shown?.pid ?? product.pid}" quantity="${String(quantity)}" variations="${JSON.stringify(variations)}"><div class="lto-variant-picker">
  <div class="lto-variant-picker__variation">
    <p class="lto-variant-picker__label"><span id="${labelId}">${t.colorsHeading}</span>${shown ? html`<span class="lto-variant-picker__chosen">: ${label(shown)}</span>` : ''}</p>
    <div role="radiogroup" aria-labelledby="${labelId}" class="lto-variant-picker__swatches" data-variation="color">${values.map(
      (value) =>
        html`<a href="${value.url}" role="radio" aria-checked="${String(value.selected)}" class="lto-variant-picker__swatch${value.oos ? ' lto-variant-picker__swatch--oos' : ''}"><img src="${value.image}" alt="" width="80" height="60"><span class="lto-variant-picker__text">${label(value)}</span></a>`,
    )}</div>
  </div>
  <p role="status" class="lto-variant-picker__status"></p>
</div></lto-variant-picker>`;
}
