import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-mobile-nav',
  summary:
    "The header's mobile navigation over the server's markup: below 1024px a toggle button opens the navigation's panel over an overlay (under the nav bar below 768px), the focus kept inside until it closes.",
  markup: {
    'markup.html': 'the US navigation: the promo banner carousel and the categories in the panel, closed',
    'markup-es.html': 'the Spanish navigation: no promo banners',
  },
});
