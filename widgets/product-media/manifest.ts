import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-product-media',
  summary: 'The product page main image, thumbnails (tabs) and zoom at 768px+, following the selected colour.',
  listens: [{ name: 'lto:variant-change', as: 'follows', description: "A variant was chosen elsewhere on the page: the widget shows its pictures." }],
  markup: { 'markup.html': "the selected variant's pictures" },
});
