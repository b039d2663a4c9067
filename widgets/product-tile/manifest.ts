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
  listens: [
    {
      name: 'lto:account-change',
      as: 'follows',
      description: "Signed in or out (here or in another tab): the tile says whether its monthly payment fits the shopper's Leasing Power, or no longer does.",
    },
  ],
  markup: { 'markup.html': 'the body of a tile for its selected variant' },
});
