import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-quick-view',
  summary: "The quick view of a tile's product in a dialog, with arrows through the grid.",
  markup: { 'markup.html': "the 'Quick view' button" },
});
