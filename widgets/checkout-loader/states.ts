import * as v from 'valibot';
import { CHECKOUT_STATUS_EVENT, CHECKOUT_STATUSES, isCheckoutStatus, type CheckoutStatus } from '../../src/contracts/checkout-status';
import { warnOnce } from '../../src/core/warn';

/**
 * The overlay's states (SPEC 4.9, 9.6) and the event that asks for them: the checkout contract of
 * src/contracts/checkout-status.ts. The loader shows whichever state it is given: the order is
 * the sender's.
 */
export { CHECKOUT_STATUSES as LOADER_STATES, CHECKOUT_STATUS_EVENT as STATUS_EVENT, isCheckoutStatus as isLoaderState };
export type LoaderState = CheckoutStatus;

const StatusDetail = v.object({ state: v.nullable(v.picklist(CHECKOUT_STATUSES)) });

/**
 * The state an `lto:checkout-status` event asks for; anything else (an unknown state, a missing
 * detail) hides the overlay with one warning, so a typo in a host script never leaves the page
 * covered.
 */
export function stateOfEvent(event: Event): LoaderState | null {
  const parsed = v.safeParse(StatusDetail, (event as CustomEvent<unknown>).detail);
  if (parsed.success) return parsed.output.state;
  warnOnce(`<lto-checkout-loader> got an ${CHECKOUT_STATUS_EVENT} event without a known state: the overlay is hidden`);
  return null;
}
