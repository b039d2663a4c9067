import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-get-started',
  summary: "The home page's 'apply before you shop' promo.",
  endpoints: { logCheckoutSessionActivity: "Logs 'HomePage_GetStarted' before the link is followed; without it the link is followed without logging." },
  markup: { 'markup.html': 'the promo' },
});
