import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-tooltip',
  summary: 'A tooltip (APG) on a server-marked trigger: shown on hover and keyboard focus, Escape dismisses it; styled apart on the payment page.',
  markup: {
    'markup.html': 'a term and its tip (a product page)',
    'markup-payment.html': "the payment page's tip (`variant=\"payment\"`)",
  },
});
