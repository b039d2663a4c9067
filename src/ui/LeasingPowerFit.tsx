import { fitsLeasingPower, leasingPowerFitText, remainingLeasingPower, type Cents } from '../pricing';
import { getConfig, type LtoConfig } from '../core/config';
import type { LtoState } from '../core/store';
import { useLtoStore } from '../core/store/use-store';

const fromBlock = new WeakMap<LtoConfig, Cents | undefined>();

/**
 * The store's selector (issue 23): what is left of the shopper's Leasing Power, in cents a month,
 * or undefined to show nothing. Read once per page from the store bus, never fetched per tile: the
 * config block's decision (the server's, on a signed-in page) until a sign-in or sign-out here or in
 * another tab changed it (store/account-actions.ts).
 */
export function leasingPower(state: LtoState): Cents | undefined {
  const changed = state.account.changed;
  if (changed) return changed.signedIn ? remainingLeasingPower(changed.decision) : undefined;
  const config = getConfig();
  if (!fromBlock.has(config)) fromBlock.set(config, remainingLeasingPower(config.decision));
  return fromBlock.get(config);
}

/**
 * Whether a monthly payment fits what is left of the shopper's Leasing Power (issue 23):
 * 'Fits your $250.00/mo Leasing Power' / '$12.00/mo over your Leasing Power'. The same element and
 * classes as the server writes beside the price, so drawing an island changes nothing. Nothing for
 * a shopper who is signed out, pending, denied, or whose decision or payment is not an amount.
 */
export function LeasingPowerFit({ monthly }: { monthly: Cents | undefined }) {
  const remaining = useLtoStore(leasingPower);
  // A payment of nothing (a price the server did not give) says nothing about fitting.
  const fit = !monthly || monthly < 0 || remaining === undefined ? undefined : fitsLeasingPower(monthly, remaining);
  const text = leasingPowerFitText(fit, getConfig());
  if (!fit || !text) return null;
  return <p className={`lto-leasing-power lto-leasing-power--${fit.fits ? 'fits' : 'over'}`}>{text}</p>;
}
