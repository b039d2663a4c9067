import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-mega-nav',
  summary:
    "The header's category navigation over the server's markup: each category's link and a disclosure button for its sub-categories' panel (APG disclosure navigation); below 1024px a drill-down with a back button.",
  markup: {
    'markup.html': 'two categories, the first the current page, their panels closed',
  },
});
