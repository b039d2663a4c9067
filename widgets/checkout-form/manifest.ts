import { CHECKOUT_STATUS_EVENT, CHECKOUT_STATUSES } from '../../src/contracts/checkout-status';
import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-checkout-form',
  summary: 'One step of the lease application: delivery, order form, payment, sign, references.',
  dispatches: [
    {
      name: CHECKOUT_STATUS_EVENT,
      from: 'document',
      detail: `{ state: ${CHECKOUT_STATUSES.map((state) => `'${state}'`).join(' | ')} | null }`,
      description:
        "For `<lto-checkout-loader>`: `DEFAULT` when the order form is posted (`GENERIC_LOADING` for the other steps), then each state of the answer's `loader` list, and `null` (hide) when the answer is an error.",
    },
    {
      name: 'lto:checkout-step-complete',
      from: 'element',
      detail: '{ step: string; number: number }',
      description: "The server accepted the step (its answer says go on): the step's name and its place from 1, before the loader's states (analytics records it).",
    },
  ],
  markup: {
    'markup.html': 'the delivery step (US, English)',
    'markup-delivery-es.html': 'the delivery step in Spanish',
    'markup-delivery-ca.html': 'the delivery step of the Canadian site',
    'markup-order-form.html': 'the order form step',
    'markup-payment.html': 'the payment step',
  },
});
