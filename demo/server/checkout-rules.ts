import type { VerificationStatus } from '../../src/contracts/checkout-status.js';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../src/validation/checkout-steps.js';
import type { Decision, SavedCard, StepValues } from './data/checkout.js';

/** SPEC 2.11's steps in order, as the step schemas name them; each is a page at /checkout/{step}. */
export { CHECKOUT_STEPS, isCheckoutStep, type CheckoutStep } from '../../src/validation/checkout-steps.js';

/** The step the shopper has to do next, or null when every step is done. */
export function firstUnfinished(done: ReadonlySet<string>): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => !done.has(step)) ?? null;
}

/** A step may be shown or posted once every step before it is done (earlier steps may be redone). */
export function reachable(step: CheckoutStep, done: ReadonlySet<string>): boolean {
  const next = firstUnfinished(done);
  return next === null || CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(next);
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

/**
 * The demo's stand-in for the leasing decision (SPEC 4.10 leaves the real rules out), deterministic
 * so tests and people trying the demo can reach every outcome; documented in demo/README.md. It
 * reads the application so far (the name is given on the delivery step, idProof on the order form).
 */
export function decide(application: StepValues): { decision: Decision; loader: LoaderState[] } {
  const declined = DECLINING_LAST_NAMES[(application['lastName'] ?? '').trim().toLowerCase()];
  if (declined) return { decision: declined, loader: [] };
  const loader: LoaderState[] = application['idProof'] === DOCUMENT_PROOF ? ['DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS'] : ['KBA_SUCCESS'];
  return { decision: 'approved', loader };
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
