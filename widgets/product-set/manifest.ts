import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-product-set',
  summary: "Product set items with colour swatches, quantities and 'add all to cart'.",
  endpoints: { getSetItem: 'The HTML of one set item for the swatch chosen; without it a swatch is a plain link to its page.' },
  markup: { 'markup.html': 'a set of two items' },
});
