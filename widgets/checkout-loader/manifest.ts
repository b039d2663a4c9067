import { CHECKOUT_STATUS_EVENT, CHECKOUT_STATUSES } from '../../src/contracts/checkout-status';
import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-checkout-loader',
  summary: 'The checkout verification overlay and its messages, driven by the checkout form or the host page.',
  listens: [
    {
      name: CHECKOUT_STATUS_EVENT,
      as: 'command',
      detail: `{ state: ${CHECKOUT_STATUSES.map((state) => `'${state}'`).join(' | ')} | null }`,
      description: 'The overlay shows the state, or hides for `null` (an unknown state hides it too, with one warning).',
    },
  ],
  markup: { 'markup.html': 'showing `DOC_VERIFY_PROCESSING`' },
});
