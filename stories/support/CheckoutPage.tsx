import { useEffect, useState } from 'react';
import { CHECKOUT_STATUS_EVENT, type CheckoutStatusDetail } from '../../src/contracts/checkout-status';
import { StoryPage } from './StoryPage';

/** The args of the checkout form stories: the attributes a checkout step page renders. */
export interface CheckoutFormArgs {
  step: 'delivery' | 'order-form' | 'payment' | 'sign' | 'references';
  /** Values the server saved for the step (JSON). */
  values: string;
  /** The pre-filled address object of SPEC 3.6 (JSON). */
  address: string;
  /** Saved cards of the payment step (JSON). */
  savedCards: string;
  userCountry: string;
  userState: string;
}

export const DEFAULT_CHECKOUT_ARGS: CheckoutFormArgs = { step: 'delivery', values: '{}', address: '{}', savedCards: '[]', userCountry: '', userState: '' };

/**
 * A checkout step page: the form, and a line that shows the loader state the form asked for
 * (<lto-checkout-loader> is its own widget; here the 'lto:checkout-status' events are only shown).
 */
export function CheckoutPage({ args, note }: { args: CheckoutFormArgs; note?: string | undefined }) {
  const [status, setStatus] = useState<string>('none');
  useEffect(() => {
    const listener = (event: Event) => setStatus(String((event as CustomEvent<CheckoutStatusDetail>).detail.state));
    document.addEventListener(CHECKOUT_STATUS_EVENT, listener);
    return () => document.removeEventListener(CHECKOUT_STATUS_EVENT, listener);
  }, []);
  return (
    <StoryPage note={note}>
      <lto-checkout-form
        step={args.step}
        action={`/checkout/${args.step}`}
        csrf-token="story-csrf-token"
        values={args.values}
        address={args.address}
        saved-cards={args.savedCards}
        user-country={args.userCountry}
        user-state={args.userState}
      />
      <p className="sb-listing__note" data-checkout-status={status}>
        <strong>Loader state asked for:</strong> {status}
      </p>
    </StoryPage>
  );
}
