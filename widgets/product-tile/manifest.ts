import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-product-tile',
  summary: 'A listing tile: colour swatches, lease prices, labels, ratings.',
  dispatches: [
    {
      name: 'lto:variant-change',
      from: 'element',
      detail: '{ product: string; variant: string }',
      description: 'A swatch selected a variant: the master pid and the variant pid.',
    },
  ],
  markup: { 'markup.html': 'the body of a tile for its selected variant' },
});
