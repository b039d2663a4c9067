import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-privacy-bar',
  summary: "The cookie privacy bar at the foot of the window, shown on a visitor's first visit until they close it (30 days).",
  markup: { 'markup.html': 'the bar as the platform writes it on a first visit, its close button in a form that works without script (English US site)' },
});
