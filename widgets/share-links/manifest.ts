import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-share-links',
  summary: 'Social share links of the product page, as plain share URLs.',
  listens: [
    {
      name: 'lto:variant-change',
      as: 'follows',
      description: "A colour or size of the element's `pid` was chosen: the links share that variant's page.",
    },
  ],
  dispatches: [
    {
      name: 'lto:share',
      from: 'element',
      detail: "{ network: 'facebook' | 'x' | 'pinterest' | 'email' }",
      description: 'The shopper followed a share link (analytics records it as the share event).',
    },
  ],
  markup: { 'markup.html': 'the Share disclosure, closed, with its four links' },
});
