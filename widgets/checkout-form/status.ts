import { emit } from '../../src/core/events';

/**
 * The checkout loader's states (SPEC 4.9, 9.6). The form tells <lto-checkout-loader> which to show
 * through a document event only: widgets never import each other (contract: checkout-contract.md).
 */
export type CheckoutStatus = 'DEFAULT' | 'KBA_SUCCESS' | 'NON_CHECKOUT' | 'DOC_VERIFY_PROCESSING' | 'DOC_VERIFY_SUCCESS' | 'GENERIC_LOADING';

declare module '../../src/core/events' {
  interface LtoEventMap {
    /** `state` null hides the loader. */
    'lto:checkout-status': { state: CheckoutStatus | null };
  }
}

/** How long each verification state of an answer stays on screen before the next one. */
export const STATUS_STEP_MS = 1500;

export function showStatus(state: CheckoutStatus | null): void {
  emit(document, 'lto:checkout-status', { state });
}

/**
 * Shows each state of `states` for STATUS_STEP_MS, then resolves: the shopper reads 'Success!'
 * before the next page replaces it.
 */
export async function playStatuses(states: readonly CheckoutStatus[]): Promise<void> {
  for (const state of states) {
    showStatus(state);
    await new Promise((resolve) => setTimeout(resolve, STATUS_STEP_MS));
  }
}
