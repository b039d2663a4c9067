import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-zip-banner',
  summary: "The header's current zip / postal code, which opens the zip modal.",
  listens: [{ name: 'lto:location-change', as: 'follows', description: 'A zip was set elsewhere on the page: the banner shows it.' }],
  markup: { 'markup.html': 'the zip 30303' },
});
