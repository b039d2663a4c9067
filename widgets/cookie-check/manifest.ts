import { COOKIES_BLOCKED_EVENT } from '../../src/contracts/safety-events';
import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-cookie-check',
  summary: 'The COOKIES_DISABLED banner, shown when the browser refuses cookies.',
  listens: [
    {
      name: COOKIES_BLOCKED_EVENT,
      as: 'command',
      detail: 'null',
      description: "Dispatched by the runtime's page work when the browser refuses cookies: the widget is loaded and shows the banner.",
    },
  ],
  markup: { 'markup.html': 'the banner, hidden until the widget shows it (English US site)' },
});
