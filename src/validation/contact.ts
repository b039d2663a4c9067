import { field, type FieldOptions, type FieldSchema } from './field';

/**
 * E-mail and phone (SPEC 5.2). The e-mail is the usual user@domain form whose last label (the
 * top-level domain) is at least two letters; the phone is a 10-digit North American number.
 */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}

export function emailField(options?: FieldOptions): FieldSchema {
  return field([[isEmail, 'VALIDATE_EMAIL_REGEX']], options);
}

/** confirmemail: the same address as `email` (case aside), and an address at all. */
export function sameEmail(confirm: string, email: string): boolean {
  return isEmail(confirm) && confirm.trim().toLowerCase() === email.trim().toLowerCase();
}

export function confirmEmailField(email: string, options?: FieldOptions): FieldSchema {
  return field([[(value) => sameEmail(value, email), 'VALIDATE_CONFIRMEMAIL_REGEX']], options);
}

/**
 * Optional country code 1, the area code (optionally in parentheses), the exchange and the line
 * number, separated by nothing, '-', '.' or spaces. Area and exchange codes start with 2–9 and
 * are never N11 (211, 311 … 911 are service codes, not numbers).
 */
const NANP = /^(?:\+?1[-. ]?)?(?:\(([2-9]\d\d)\)|([2-9]\d\d))[-. ]?([2-9]\d\d)[-. ]?(\d{4})$/;
const N11 = /^[2-9]11$/;

/** The ten digits of a North American number, or undefined when `value` is not one. */
export function phoneDigits(value: string): string | undefined {
  const trimmed = value.trim();
  // SPEC 9.2: minlength 10, maxlength 50 on what was typed.
  if (trimmed.length < 10 || trimmed.length > 50) return undefined;
  const match = NANP.exec(trimmed.replace(/\s+/g, ' '));
  if (!match) return undefined;
  const area = match[1] ?? match[2]!;
  const exchange = match[3]!;
  if (N11.test(area) || N11.test(exchange)) return undefined;
  return `${area}${exchange}${match[4]}`;
}

export function isNanpPhone(value: string): boolean {
  return phoneDigits(value) !== undefined;
}

/** phone, cellPhone, workphone, employerPhone; interstitial and footer phone fields. */
export function phoneField(options?: FieldOptions): FieldSchema {
  return field([[isNanpPhone, 'INVALID_PHONE']], options);
}
