import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-share-links',
  summary: 'Social share links of the product page, as plain share URLs.',
  markup: { 'markup.html': 'the Share disclosure, closed, with its four links' },
});
