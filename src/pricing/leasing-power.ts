import { dollarsToCents, isCents, type Cents } from './cents';
import { formatCents, type PriceFormat } from './money';
import { priceWords } from './wording';

/**
 * Whether a monthly payment fits what is left of an approved shopper's Leasing Power (issue 23):
 * it fits when it is at most the remaining amount, both per month. Amounts are whole cents of the
 * page currency.
 */
export type LeasingPowerFit = { fits: true; remaining: Cents } | { fits: false; over: Cents };

const isAmount = (value: unknown): value is Cents => isCents(value) && value >= 0;

/**
 * The fit of `monthly` within `remaining`, or undefined when either is not an amount (not whole
 * cents, negative, NaN): then nothing is shown, never a wrong 'fits'.
 */
export function fitsLeasingPower(monthly: Cents, remaining: Cents): LeasingPowerFit | undefined {
  if (!isAmount(monthly) || !isAmount(remaining)) return undefined;
  return monthly <= remaining ? { fits: true, remaining } : { fits: false, over: monthly - remaining };
}

/**
 * 'Fits your $250.00/mo Leasing Power' · '$12.00/mo over your Leasing Power' (Spanish in
 * wording.ts), or undefined for no fit.
 */
export function leasingPowerFitText(fit: LeasingPowerFit | undefined, format: PriceFormat): string | undefined {
  if (!fit) return undefined;
  return fit.fits
    ? priceWords('price.fitsLeasingPower', format, { price: formatCents(fit.remaining, format) })
    : priceWords('price.overLeasingPower', format, { price: formatCents(fit.over, format) });
}

/**
 * What is left of an approved shopper's Leasing Power, in cents a month, from SPEC 3.4's
 * sessionDecisionViewModel as a server sent it (unchecked: any shape), or undefined: no decision,
 * pending, denied, an amount (remainingLeasingPower, whole currency units) that is missing,
 * negative or not a number, an approval past its expiry date or with one that is not a date.
 * Undefined shows nothing, never a wrong 'fits'.
 */
export function remainingLeasingPower(decision: unknown, now: Date = new Date()): Cents | undefined {
  if (!decision || typeof decision !== 'object') return undefined;
  const { approvalDetermination, tierIsApproved, remainingLeasingPower: amount, expirationDateValue: expiry } = decision as Record<string, unknown>;
  if (approvalDetermination === 'PendingVerification') return undefined;
  if (approvalDetermination !== 'Approved' && tierIsApproved !== true) return undefined;
  if (expiry != null && (typeof expiry !== 'string' || expired(expiry, now))) return undefined;
  const cents = typeof amount === 'number' ? dollarsToCents(amount) : undefined;
  return cents !== undefined && cents >= 0 ? cents : undefined;
}

/** An approval lasts to the end of its expiry day (a date alone, '2026-03-01', is read as the shopper's day). */
function expired(value: string, now: Date): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const end = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1).getTime() : Date.parse(value);
  return !Number.isFinite(end) || end <= now.getTime();
}
