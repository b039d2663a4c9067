import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-availability',
  summary: 'The availability messages of the selected variant and quantity on the product page.',
  listens: [
    {
      name: 'lto:variant-change',
      as: 'follows',
      description: "Another variant of the page's product was chosen: the widget shows that variant's availability.",
    },
  ],
  endpoints: { getAvailability: "The availability levels and messages of a variant and quantity (JSON); without it the server's lines stay." },
  markup: { 'markup.html': 'a variant on back order, with its expected date' },
});
