import type { VerificationStatus } from '../../src/contracts/checkout-status.js';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../src/validation/checkout-steps.js';
import type { AccountDecision } from './data/accounts.js';
import { APPROVAL_DAYS, type Decision, type SavedCard, type StepValues } from './data/checkout.js';
import { isApplication, type Order } from './data/orders.js';

/** SPEC 2.11's steps in order, as the step schemas name them; each is a page at /checkout/{step}. */
export { CHECKOUT_STEPS, isCheckoutStep, type CheckoutStep } from '../../src/validation/checkout-steps.js';

const APPLICATION_STEPS: readonly CheckoutStep[] = ['delivery', 'order-form'];

/**
 * The steps an order goes through. An application (no product yet, SPEC 2.10) has nothing to pay
 * or sign: the delivery address and the order form, then its decision. A lease started after an
 * approved application has that application's answers and decision already: no order form.
 */
export function stepsOf(order: Order): readonly CheckoutStep[] {
  if (isApplication(order)) return APPLICATION_STEPS;
  return order.applicationId ? CHECKOUT_STEPS.filter((step) => step !== 'order-form') : CHECKOUT_STEPS;
}

/** The step the shopper has to do next, or null when every step is done. */
export function firstUnfinished(done: ReadonlySet<string>, steps: readonly CheckoutStep[]): CheckoutStep | null {
  return steps.find((step) => !done.has(step)) ?? null;
}

/** A step may be shown or posted once every step before it is done (earlier steps may be redone). */
export function reachable(step: CheckoutStep, done: ReadonlySet<string>, steps: readonly CheckoutStep[]): boolean {
  const next = firstUnfinished(done, steps);
  return steps.includes(step) && (next === null || steps.indexOf(step) <= steps.indexOf(next));
}

/** SPEC 4.9's loader states the order form's answer lists. */
export type LoaderState = VerificationStatus;

/** The idProof value (SPEC 9.7: 1–7) the demo treats as a document upload to verify. */
const DOCUMENT_PROOF = '7';

const DECLINING_LAST_NAMES: Readonly<Record<string, Exclude<Decision, 'approved'>>> = {
  declined: 'declined',
  chargedoff: 'charged-off',
  recent: 'recent-order',
};

/** The monthly Leasing Power an approval allows, in cents, by SPEC 9.7's source of income. */
const LEASING_POWER_CENTS: Readonly<Record<string, number>> = {
  ActivelyEmployed: 300_00,
  RetiredOrBenefits: 250_00,
  UnemployedOrStudent: 150_00,
  Other: 150_00,
};

/**
 * The demo's stand-in for the leasing decision (SPEC 4.10 leaves the real rules out), deterministic
 * so tests and people trying the demo can reach every outcome; documented in demo/README.md. It
 * reads the application so far (the name is given on the delivery step, idProof and the source of
 * income on the order form).
 */
export function decide(application: StepValues): { decision: Decision; loader: LoaderState[]; leasingPowerCents: number | null } {
  const declined = DECLINING_LAST_NAMES[(application['lastName'] ?? '').trim().toLowerCase()];
  if (declined) return { decision: declined, loader: [], leasingPowerCents: null };
  const loader: LoaderState[] = application['idProof'] === DOCUMENT_PROOF ? ['DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS'] : ['KBA_SUCCESS'];
  return { decision: 'approved', loader, leasingPowerCents: LEASING_POWER_CENTS[application['incomeSource'] ?? ''] ?? 150_00 };
}

/**
 * A signed-in shopper's application decided at `now` (or one decided in the session before they
 * signed in): the account's Leasing Power decision (SPEC 3.4) from then on, what the drawer, the
 * config block and the Leasing Power details read. An approval expires APPROVAL_DAYS after it.
 */
export function accountDecision(outcome: Pick<ReturnType<typeof decide>, 'decision' | 'leasingPowerCents'>, now: Date): AccountDecision {
  if (outcome.decision !== 'approved') {
    return { approvalDetermination: 'Denied', tierIsApproved: false, approvedCents: null, remainingCents: null, expirationDate: null };
  }
  const expires = new Date(now.getTime() + APPROVAL_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const cents = outcome.leasingPowerCents;
  return { approvalDetermination: 'Approved', tierIsApproved: true, approvedCents: cents, remainingCents: cents, expirationDate: expires };
}

/** SPEC 2.11's saved card tags: 'Expired' after its expiry month, else 'Reauthorize' when the issuer asks. */
export type CardStatus = 'ok' | 'expired' | 'reauthorize';

export function cardStatus(card: SavedCard, today: Date): CardStatus {
  const thisMonth = today.getFullYear() * 12 + today.getMonth() + 1;
  if (card.expYear * 12 + card.expMonth < thisMonth) return 'expired';
  return card.needsReauthorization ? 'reauthorize' : 'ok';
}

export type CardWithStatus = Omit<SavedCard, 'needsReauthorization'> & { status: CardStatus };

/** The cards as the payment step shows them (the attribute of <lto-checkout-form> and the plain form). */
export const withStatus = (cards: readonly SavedCard[], today: Date): CardWithStatus[] =>
  cards.map((card) => {
    const { needsReauthorization: _asked, ...shown } = card;
    return { ...shown, status: cardStatus(card, today) };
  });
