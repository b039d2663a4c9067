import type { AccountChangeDetail } from '../../contracts/account-events';

/**
 * The shopper's sign-in and Leasing Power decision (SPEC 3.4, 4.3; issue 23). The page starts from
 * what the server put in the config block (`decision`, present only on a signed-in page); this
 * slice holds what changed since, on this page or in another tab (account-actions.ts).
 */
export interface AccountSlice {
  /** Set once the shopper signed in or out, or the drawer read the decision, after the page was rendered. */
  changed?: AccountChangeDetail;
}

export function initialAccount(): AccountSlice {
  return {};
}
