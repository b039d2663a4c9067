import * as v from 'valibot';
import { warnOnce } from '../../src/core/warn';
import { tag } from './tag';

/** A saved card of the payment step (SPEC 2.11 billing: 'Expired' or 'Reauthorize' tags). */
const Card = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  brand: v.pipe(v.string(), v.nonEmpty()),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2999)),
  status: v.optional(v.picklist(['ok', 'expired', 'reauthorize']), 'ok'),
});

export type SavedCard = v.InferOutput<typeof Card>;

/** The well-formed cards of the attribute; each malformed one is left out with a warning (its index, never its data). */
export function readCards(raw: readonly unknown[]): SavedCard[] {
  return raw.flatMap((entry, index) => {
    const card = v.safeParse(Card, entry);
    if (card.success) return [card.output];
    warnOnce(`<${tag}> attribute "saved-cards": card ${index} is malformed, left out`);
    return [];
  });
}

/** An expired card cannot pay: it is shown, tagged, but cannot be chosen. */
export const canPay = (card: SavedCard) => card.status !== 'expired';
