import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-dialog-link',
  summary: "A link whose page opens in the generic dialog (631px wide unless told) instead of navigating.",
  markup: { 'markup.html': 'one link' },
});
