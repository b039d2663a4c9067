import { CAPTCHA_DUE_EVENT } from '../../src/contracts/safety-events';
import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-captcha',
  summary: "The 'Are you human' dialog (ARE_YOU_HUMAN) of a rate-limited session; not closable with Escape; OK resets the limiter and closes it.",
  listens: [
    {
      name: CAPTCHA_DUE_EVENT,
      as: 'command',
      detail: 'null',
      description: "Dispatched by the runtime's page work where the config block's page.showCaptcha is true, and by the runtime's requests on a 429 (rate limited, SPEC 8): the widget is loaded and the dialog opens.",
    },
  ],
  endpoints: {
    rateLimiterReset: "GET ?format=ajax when the shopper selects OK: clears the session's SHOW_CAPTCHA flag; the dialog closes on any answer. When it fails: the dialog stays and says so, and OK tries again. Without it: OK closes the dialog.",
  },
  markup: { 'markup.html': 'empty on purpose: the dialog shows nothing until it opens' },
});
