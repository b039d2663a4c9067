/** The checkout steps, in order (SPEC 2.11), as src/validation/checkout-steps.ts names them. */
export { CHECKOUT_STEPS as STEPS, type CheckoutStep as Step } from '../../src/validation/checkout-steps';
