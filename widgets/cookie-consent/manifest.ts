import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-cookie-consent',
  summary: "The cookie consent dialog where COOKIE_HINT is on: the cookie-hint text and one button, 'I agree', which grants consent; not closable with Escape.",
  dispatches: [
    {
      name: 'lto:consent-change',
      from: 'document',
      detail: "{ state: 'granted' | 'pending' }",
      description: "The shopper selected 'I agree': dw=1 and dw_cookies_accepted=1 are set (path '/'), and the state is 'granted'.",
    },
  ],
  markup: { 'markup.html': 'empty on purpose: the dialog shows nothing until it opens' },
});
