import type { LeasingPowerDetailsAnswer, SessionDecisionViewModel as DecisionContract } from '../../../src/contracts/account.js';
import { formatPrice } from '../../../src/pricing/index.js';
import type { Account } from '../data/accounts.js';
import type { Site } from '../site.js';

/** SPEC 3.4 sessionDecisionViewModel as the login and account details answers carry it: every field of the contract, always. */
export interface SessionDecisionViewModel extends DecisionContract {
  approvalDetermination: string | null;
  tierIsApproved: boolean;
  firstName: string | null;
  remainingLeasingPower: number | null;
  remainingLeasingPowerFormatted: string | null;
  expirationDateValue: string | null;
}

/** Amounts are whole currency units; the formatted one is in the site's currency ('$250.00', 'C$250.00'). */
export function sessionDecisionViewModel(account: Account, site: Site): SessionDecisionViewModel {
  const { decision } = account;
  const remaining = decision.remainingCents;
  return {
    approvalDetermination: decision.approvalDetermination,
    tierIsApproved: decision.tierIsApproved === true,
    firstName: account.firstName,
    remainingLeasingPower: remaining === null ? null : remaining / 100,
    remainingLeasingPowerFormatted: remaining === null ? null : (formatPrice(remaining, site) ?? null),
    expirationDateValue: decision.expirationDate,
  };
}

export interface LeasingPowerDetails extends LeasingPowerDetailsAnswer {
  approvedAmount: number;
  availableAmount: number;
  currency: Site['currency'];
  expirationDateValue: string;
}

/** The Leasing Power details of an approved account (the modal's pie chart), null without an approval. */
export function leasingPowerDetails(account: Account, site: Site): LeasingPowerDetails | null {
  const { approvedCents, remainingCents, expirationDate } = account.decision;
  if (approvedCents === null || remainingCents === null || expirationDate === null) return null;
  return { approvedAmount: approvedCents / 100, availableAmount: remainingCents / 100, currency: site.currency, expirationDateValue: expirationDate };
}

/**
 * Whether the page offers this shopper the lease application ('Apply before you shop'), by SPEC
 * 4.3's rule for the leasing promos: hidden while a decision is pending or once approved (nothing
 * left to apply for), and for a not-approved shopper the store knows by name; shown to everyone
 * else, signed out or without decision data.
 */
export function offersApplication(account: Account | null): boolean {
  if (!account) return true;
  const { approvalDetermination, tierIsApproved } = account.decision;
  if (approvalDetermination === 'PendingVerification' || approvalDetermination === 'Approved' || tierIsApproved === true) return false;
  return !account.firstName?.trim();
}
