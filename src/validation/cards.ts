import { passesLuhn } from './check-digit';
import { field, type FieldOptions, type FieldSchema } from './field';

/**
 * A new card on the payment step. SPEC names no card fields; these are ours (checkout-steps.ts).
 * The number is 13–19 digits (spaces or dashes between groups) passing the Luhn check digit.
 */
export function isCardNumber(value: string): boolean {
  if (!/^\d[\d -]*\d$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** 'MM/YY' (or M/YY, MM/YYYY) of this month or later: a card is good to the end of its month. */
export function isCardExpiry(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1;
}

export function cardNumberField(options?: FieldOptions): FieldSchema {
  return field([[isCardNumber, 'CREDITCARD']], options);
}

export function cardExpiryField(options: FieldOptions & { today?: Date } = {}): FieldSchema {
  return field([[(value) => isCardExpiry(value, options.today), 'CARD_EXPIRY_INVALID']], options);
}

export function cardCvvField(options?: FieldOptions): FieldSchema {
  return field([[(value) => /^\d{3,4}$/.test(value), 'CARD_CVV_INVALID']], options);
}
