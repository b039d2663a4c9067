import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-order-tracking',
  summary: "My Account's 'find order' form: agreement number and postal code.",
  endpoints: { orderTracking: 'The form posts here and the order found is shown; without it the form shows but sends nothing, after one warning.' },
  markup: { 'markup.html': 'the form, empty' },
});
