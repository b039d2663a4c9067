import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-variant-picker',
  summary: 'The product page swatches and variation selects; reloads the product content.',
  dispatches: [
    {
      name: 'lto:variant-change',
      from: 'element',
      detail: '{ product: string; variant: string }',
      description: 'On choosing a variant, and again (with the variant shown) when the reload fails.',
    },
  ],
  endpoints: { productVariant: "Optional: the URL of a variant's product content, with `{pid}` and `{variantPid}` filled in; without it the variant's own URL." },
  markup: { 'markup.html': 'colour swatches', 'markup-select.html': 'a size select' },
});
