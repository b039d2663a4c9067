import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-accordion',
  summary: 'Info drawers and FAQ accordions of the product page: server-rendered `<details>` sections with the APG accordion keys.',
  markup: { 'markup.html': 'three sections, the first open' },
});
