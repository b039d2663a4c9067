/**
 * lto:checkout-step-complete: a checkout step's form was accepted (SPEC 2.11: the answer says go
 * on), dispatched from <lto-checkout-form> before the loader's states and the next page. `step` is
 * the step's name (src/validation/checkout-steps.ts), `number` its place from 1. Nothing of what
 * the shopper typed. Analytics records it as 'checkout_step_completed' (src/analytics); a step
 * reached is read from the page's data-lto-checkout-step markup instead, as it is the server's to
 * say.
 */
export const CHECKOUT_STEP_COMPLETE_EVENT = 'lto:checkout-step-complete';

export interface CheckoutStepCompleteDetail {
  step: string;
  number: number;
}

declare module '../core/events' {
  interface LtoEventMap {
    [CHECKOUT_STEP_COMPLETE_EVENT]: CheckoutStepCompleteDetail;
  }
}
