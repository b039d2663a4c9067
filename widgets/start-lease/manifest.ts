import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-start-lease',
  summary: "'Start my lease': creates the order and goes to checkout, or the add-to-cart form.",
  dispatches: [
    {
      name: 'lto:zip-modal-open',
      from: 'document',
      detail: 'null',
      description: 'Starting a lease with no zip known: asks `<lto-zip-modal>` for one.',
    },
  ],
  endpoints: {
    createOrder: 'Creates the order (mode `order`); without it a click fails with a message, after one warning.',
    checkoutStart: 'The checkout the order goes to; without it a click fails with a message, after one warning.',
    logCheckoutSessionActivity: "Logs 'PDP_StartLease'.",
  },
  markup: { 'markup.html': 'mode `order`', 'markup-form.html': 'mode `form`' },
});
