import { describeWidget } from '../../src/core/widget-manifest';
import { TILES_ENDPOINT } from './load-items';

export default describeWidget({
  tag: 'lto-carousel',
  summary: 'An APG carousel of server-rendered items or of the recently viewed product tiles, 192px / 255px items.',
  endpoints: {
    [TILES_ENDPOINT]: 'With `recently-viewed` only: the tiles of the recently viewed products (HTML fragment); without it the carousel shows nothing, after one warning.',
  },
  markup: { 'markup.html': 'server-rendered items, the whole carousel' },
});
