import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-refinements',
  summary: "A listing's refinements over the server's markup: groups that open and close, and below 1024px a modal sidebar opened by the show-filter link.",
  markup: {
    'markup.html': 'a category listing: groups closed but the one holding the value in force',
    'markup-brand.html': "a brand landing page: two sub-categories chosen (subcatids), the generic 'All types' value",
  },
  openers: '[data-lto-refinements-opener]',
});
