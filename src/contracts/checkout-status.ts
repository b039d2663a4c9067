/**
 * The checkout loader's states and the event that asks for them (SPEC 4.9, 9.6), one home for
 * every side of the contract: <lto-checkout-form> sends the event, <lto-checkout-loader> shows
 * the state, the demo server lists the states an order form's answer plays (and renders a page
 * with the overlay already showing), host pages and tests send it too.
 *
 * The order form goes DEFAULT → KBA_SUCCESS, or DEFAULT → DOC_VERIFY_PROCESSING →
 * DOC_VERIFY_SUCCESS; NON_CHECKOUT and GENERIC_LOADING serve other waits.
 */
export const CHECKOUT_STATUSES = ['DEFAULT', 'KBA_SUCCESS', 'NON_CHECKOUT', 'DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS', 'GENERIC_LOADING'] as const;

export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The states a successful order form answer may list in its `loader` (the verification outcome). */
export type VerificationStatus = Extract<CheckoutStatus, 'KBA_SUCCESS' | 'DOC_VERIFY_PROCESSING' | 'DOC_VERIFY_SUCCESS'>;

/** Dispatched on `document`, bubbling; `detail.state` null hides the overlay. */
export const CHECKOUT_STATUS_EVENT = 'lto:checkout-status';

export interface CheckoutStatusDetail {
  state: CheckoutStatus | null;
}

export const isCheckoutStatus = (value: string): value is CheckoutStatus => (CHECKOUT_STATUSES as readonly string[]).includes(value);

declare module '../core/events' {
  interface LtoEventMap {
    [CHECKOUT_STATUS_EVENT]: CheckoutStatusDetail;
  }
}
