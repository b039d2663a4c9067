import type {} from '../contracts/checkout-step-events';
import { on } from '../core/events';
import { warnOnce } from '../core/warn';
import { push } from './data-layer';

/** The step's markup (README "Markup"). */
const CHECKOUT_SELECTOR = '[data-lto-checkout-step]';

/**
 * Checkout steps (SPEC 2.11, 7.9). Reached: the page's step as the server marks it,
 * `data-lto-checkout-step="{name}"` with `data-lto-checkout-step-number="{1-based}"` ('begin_checkout'
 * for the first, 'checkout_step_reached' after it). Completed: <lto-checkout-form>'s
 * lto:checkout-step-complete ('checkout_step_completed'). The checkout logging of SPEC 7.4 is
 * apart and unchanged. Nothing on a page without the step's markup.
 */
export function startCheckout(doc: Document): () => void {
  const marked = doc.querySelector<HTMLElement>(CHECKOUT_SELECTOR);
  if (!marked) return () => {};
  const name = (marked.dataset.ltoCheckoutStep ?? '').trim();
  const number = Number(marked.dataset.ltoCheckoutStepNumber);
  if (name && Number.isInteger(number) && number >= 1) {
    push({ event: number === 1 ? 'begin_checkout' : 'checkout_step_reached', checkout_step: number, checkout_step_name: name }, doc);
  } else warnOnce('analytics: data-lto-checkout-step needs a name and data-lto-checkout-step-number from 1');
  return on(doc, 'lto:checkout-step-complete', ({ detail }) => {
    push({ event: 'checkout_step_completed', checkout_step: detail.number, checkout_step_name: detail.step }, doc);
  });
}
