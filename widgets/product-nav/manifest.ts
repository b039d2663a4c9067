import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-product-nav',
  summary: 'Previous / next product of the listing the shopper came from.',
  endpoints: { productNav: "The neighbours of the product in the listing (JSON); without it only the link back shows." },
  markup: { 'markup.html': 'the back link, before the neighbours are known' },
});
