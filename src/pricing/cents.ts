/**
 * Money as integer cents, and the two ways money reaches us from the server: JSON numbers of
 * dollars (49.99) and US-formatted strings ('$1,234.56', 'C$49.99', '49.9').
 */

/** An amount of money in cents of the page currency. Always a safe integer: never a float, never NaN. */
export type Cents = number;

/** True for a safe integer (so it is a whole number of cents whose sums and products stay exact). */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** -0 would format as '-$0.00'; it is the same money as 0. */
const noNegativeZero = (cents: number): Cents => (cents === 0 ? 0 : cents);

/**
 * Dollars as a JSON number (49.99) to cents (4999), or undefined when the number is not finite or
 * too large for exact cents. A JSON number is a binary float (49.99 is 49.9899999…), so we round to
 * the nearest cent, halves away from zero; for inputs with at most two decimals that is exact.
 * Inputs with more decimals (a computed 16.666…) are rounded rather than refused, because the
 * number carries no way to tell a formatting slip from a real price. Negative amounts are kept:
 * callers that need a price (not a difference) check `cents >= 0`, as the schemas do.
 */
export function dollarsToCents(dollars: number): Cents | undefined {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return undefined;
  const cents = Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
  return Number.isSafeInteger(cents) ? noNegativeZero(cents) : undefined;
}

/**
 * The one money-string shape we read (SPEC's price strings are US-formatted):
 *   optional '-' · optional '$', 'C$', 'CA$' or 'US$' (any case) · optional spaces ·
 *   dollars, either plain ('1234') or grouped by commas in threes ('1,234') ·
 *   optional '.' and one or two decimals.
 * Surrounding whitespace is ignored. Everything else is refused, on purpose:
 *   - three decimals ('1.234') could be a European thousands group, so it is not guessed at;
 *   - European decimals ('1.234,56', '49,99') and bad groups ('1,23', '12,34,567') are refused;
 *   - '', 'false' (SPEC's "no was-price"), 'NaN', '1e3', '0x10', '$', '.99' are refused.
 */
const MONEY = /^(-)?\s*(?:C\$|CA\$|US\$|\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/**
 * A server money string to cents, or undefined when it is not money in the shape above. The
 * digits are read as integers, never through a float, so '0.29' is exactly 29 cents.
 */
export function parseMoney(text: string): Cents | undefined {
  if (typeof text !== 'string') return undefined;
  const match = MONEY.exec(text.trim());
  if (!match) return undefined;
  const [, minus, dollarDigits = '', fraction = ''] = match;
  const dollars = Number(dollarDigits.replace(/,/g, ''));
  const cents = dollars * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return noNegativeZero(minus ? -cents : cents);
}

/**
 * Cents from what a server sends for money: a JSON number of dollars or a money string. Anything
 * else (null, booleans, objects) is undefined.
 */
export function toCents(value: unknown): Cents | undefined {
  if (typeof value === 'number') return dollarsToCents(value);
  if (typeof value === 'string') return parseMoney(value);
  return undefined;
}

/**
 * The exact sum of amounts in cents, or undefined when one of them is not whole cents or the sum
 * leaves the range where integers are exact (about 90 trillion dollars).
 */
export function sumCents(amounts: Iterable<Cents>): Cents | undefined {
  let total = 0;
  for (const amount of amounts) {
    if (!isCents(amount)) return undefined;
    total += amount;
    if (!Number.isSafeInteger(total)) return undefined;
  }
  return noNegativeZero(total);
}
