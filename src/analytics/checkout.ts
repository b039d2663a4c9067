import type {} from '../contracts/checkout-step-events';
import { on } from '../core/events';
import { warnOnce } from '../core/warn';
import { CheckoutStepSchema } from './checkout-step';
import type { push as Push } from './data-layer';

/**
 * Checkout steps (SPEC 2.11, 7.9). Reached: the page's step as the server marks it,
 * `data-lto-checkout-step="{name}"` with `data-lto-checkout-step-number="{1-based}"` ('begin_checkout'
 * for the first, 'checkout_step_reached' after it). Completed: <lto-checkout-form>'s
 * lto:checkout-step-complete ('checkout_step_completed'). The checkout logging of SPEC 7.4 is
 * apart and unchanged. Loaded only on a page with the step's markup (`marked`); `push` is handed
 * over rather than imported: the data layer stays in the one chunk every page loads. (Its schema
 * brings valibot, so the warnings are imported too, as the product part does: the two share the
 * runtime's chunk only while the same entries import both; a module some entries need without
 * the others goes to a chunk of its own.)
 */
export function start(doc: Document, push: typeof Push, marked: HTMLElement): () => void {
  const name = (marked.dataset.ltoCheckoutStep ?? '').trim();
  const number = Number(marked.dataset.ltoCheckoutStepNumber);
  if (name && Number.isInteger(number) && number >= 1) {
    push(CheckoutStepSchema, { event: number === 1 ? 'begin_checkout' : 'checkout_step_reached', checkout_step: number, checkout_step_name: name }, doc);
  } else warnOnce('analytics: data-lto-checkout-step needs a name and data-lto-checkout-step-number from 1');
  return on(doc, 'lto:checkout-step-complete', ({ detail }) => {
    push(CheckoutStepSchema, { event: 'checkout_step_completed', checkout_step: detail.number, checkout_step_name: detail.step }, doc);
  });
}
