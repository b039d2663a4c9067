/**
 * lto:account-change (issue 23): dispatched on the document by <lto-account-drawer> when the
 * shopper signed in or out on this page, or when it read the account's Leasing Power decision;
 * also by the tab sync when it happened in another tab of the site. `decision` is the part of
 * SPEC 3.4's sessionDecisionViewModel that prices need (never the name or e-mail), null when signed
 * out or unknown. The prices that say whether they fit the Leasing Power follow it.
 */
export const ACCOUNT_CHANGE_EVENT = 'lto:account-change';

/** sessionDecisionViewModel without the shopper's name: every field may be missing or null. */
export interface LeasingPowerDecision {
  approvalDetermination?: string | null;
  tierIsApproved?: boolean | null;
  /** Whole currency units per month (250 is $250.00/mo). */
  remainingLeasingPower?: number | null;
  expirationDateValue?: string | null;
  /**
   * Whether the platform knows the shopper by name (a firstName in the view model): SPEC 4.3 hides
   * the apply promos from a shopper it knows, approved or not. The name itself never travels.
   */
  named?: boolean | null;
}

export interface AccountChangeDetail {
  signedIn: boolean;
  decision: LeasingPowerDecision | null;
}

declare module '../core/events' {
  interface LtoEventMap {
    [ACCOUNT_CHANGE_EVENT]: AccountChangeDetail;
  }
}
