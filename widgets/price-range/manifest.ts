import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-price-range',
  summary: "The listing's 'Monthly Payment' refinement: a two-thumb slider and min / max boxes refining by pmin and pmax.",
  markup: {
    'markup.html': 'a category listing refined by brand, sorted by newest, with a range of $40 to $80 in force',
    'markup-ca.html': 'the Canadian site, no range in force: the slider at both ends',
  },
});
