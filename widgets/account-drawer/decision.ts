import type * as v from 'valibot';
import type { DecisionSchema } from '../../src/contracts/account';

/** sessionDecisionViewModel (SPEC 3.4) as read: the contract is src/contracts/account.ts. */
export type Decision = v.InferOutput<typeof DecisionSchema>;

/** What the account section shows for a decision (SPEC 4.3). */
export type DecisionView =
  | { kind: 'pending'; firstName: string | undefined }
  | { kind: 'approved'; firstName: string | undefined; remaining: number | undefined; remainingText: string | undefined; expires: string | undefined }
  | { kind: 'not-approved'; firstName: string | undefined; named: boolean }
  | { kind: 'missing' };

/** `named`: whether the platform knows the shopper by name (told by another tab, which keeps the name). */
export function decisionView(decision: Decision | null | undefined, named = Boolean(decision?.firstName?.trim())): DecisionView {
  if (!decision) return { kind: 'missing' };
  const firstName = decision.firstName?.trim() || undefined;
  if (decision.approvalDetermination === 'PendingVerification') return { kind: 'pending', firstName };
  if (decision.approvalDetermination === 'Approved' || decision.tierIsApproved === true) {
    return {
      kind: 'approved',
      firstName,
      remaining: decision.remainingLeasingPower ?? undefined,
      remainingText: decision.remainingLeasingPowerFormatted ?? undefined,
      expires: decision.expirationDateValue ?? undefined,
    };
  }
  if (decision.approvalDetermination || named) return { kind: 'not-approved', firstName, named };
  return { kind: 'missing' };
}

/**
 * Whether the 'Discover leasing' / 'Get started' promo shows: signed out, decision missing, or not
 * approved and not known by name. SPEC 4.3 hides it while pending and for a not-approved shopper
 * the platform knows by name; a shopper with an approval has nothing left to apply for.
 */
export function showsPromo(view: DecisionView | undefined): boolean {
  if (!view) return true;
  if (view.kind === 'pending' || view.kind === 'approved') return false;
  if (view.kind === 'not-approved') return !view.named;
  return true;
}
