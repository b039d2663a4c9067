import { CHECKOUT_STATUS_EVENT, type CheckoutStatus } from '../../src/contracts/checkout-status';
import { emit } from '../../src/core/events';

/**
 * The form tells <lto-checkout-loader> which state to show through the document event of
 * src/contracts/checkout-status.ts only: widgets never import each other.
 */
export type { CheckoutStatus };

/** How long each verification state of an answer stays on screen before the next one. */
export const STATUS_STEP_MS = 1500;

export function showStatus(state: CheckoutStatus | null): void {
  emit(document, CHECKOUT_STATUS_EVENT, { state });
}

/**
 * Shows each state of `states` for STATUS_STEP_MS, then resolves: the shopper reads 'Success!'
 * before the next page replaces it. Resolves false, showing no more, once `onPage()` says the form
 * has left the page: the states are no longer its to show.
 */
export async function playStatuses(states: readonly CheckoutStatus[], onPage: () => boolean): Promise<boolean> {
  for (const state of states) {
    if (!onPage()) return false;
    showStatus(state);
    await new Promise((resolve) => setTimeout(resolve, STATUS_STEP_MS));
  }
  return onPage();
}
