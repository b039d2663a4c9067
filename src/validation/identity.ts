import { passesLuhn } from './check-digit';
import { field, type FieldOptions, type FieldSchema } from './field';

/**
 * Identity fields (SPEC 5.2). A Social Security number is 9 digits, with or without its dashes,
 * and never one of the numbers that cannot be issued: the advertising samples 123-45-6789,
 * 219-09-9999 and 078-05-1120, nine identical digits, area 000, 666 or 900–999, group 00, serial
 * 0000.
 */
const SSN = /^(\d{3})-?(\d{2})-?(\d{4})$/;
const NEVER_ISSUED = new Set(['123456789', '219099999', '078051120']);

export function isSocialSecurityNumber(value: string): boolean {
  const match = SSN.exec(value.trim());
  if (!match) return false;
  const [, area, group, serial] = match as unknown as [string, string, string, string];
  const digits = `${area}${group}${serial}`;
  return (
    !NEVER_ISSUED.has(digits) &&
    !/^(\d)\1{8}$/.test(digits) &&
    area !== '000' &&
    area !== '666' &&
    !area.startsWith('9') &&
    group !== '00' &&
    serial !== '0000'
  );
}

/**
 * A Canadian applicant has a Social Insurance Number rather than an SSN: 9 digits in groups of
 * three, with or without a space or dash between them, whose last digit is the Luhn check digit
 * of the others. None starts with 0 (never issued) or 8 (business numbers).
 */
const SIN = /^(\d{3})[ -]?(\d{3})[ -]?(\d{3})$/;

export function isSocialInsuranceNumber(value: string): boolean {
  const match = SIN.exec(value.trim());
  if (!match) return false;
  const digits = match.slice(1).join('');
  return !digits.startsWith('0') && !digits.startsWith('8') && passesLuhn(digits);
}

/** The characters a pre-filled, masked SSN is shown with ('***-**-1234', '•••-••-1234'). */
const MASKED = /[*•xX]/;

/**
 * socialSecurity: an SSN, or in Canada (`country` 'CA') a SIN, in the same field and under the
 * same message key (the Canadian catalogue names the SIN). A form pre-filled with a masked number
 * checks the `original` it stands for while the shopper leaves it as shown (SPEC 5.2: the typed
 * value or the pre-filled original value); once they type a new one, that is checked.
 */
export function socialSecurityField(options: FieldOptions & { original?: string; country?: 'US' | 'CA' } = {}): FieldSchema {
  const { original } = options;
  const valid = options.country === 'CA' ? isSocialInsuranceNumber : isSocialSecurityNumber;
  const check = (value: string) => valid(MASKED.test(value) && original !== undefined ? original : value);
  return field([[check, 'VALIDATE_SOCIAL_SECURITY_REGEX']], options);
}

const ONE_OR_TWO_DIGITS = /^\d{1,2}$/;

export function isBirthMonth(value: string): boolean {
  return ONE_OR_TWO_DIGITS.test(value) && Number(value) >= 1 && Number(value) <= 12;
}

export function isBirthDay(value: string): boolean {
  return ONE_OR_TWO_DIGITS.test(value) && Number(value) >= 1 && Number(value) <= 31;
}

/** Four digits, after 1800 (SPEC 9.2). */
export function isBirthYear(value: string): boolean {
  return /^\d{4}$/.test(value) && Number(value) > 1800;
}

export function dateOfBirthMonthField(options?: FieldOptions): FieldSchema {
  return field([[isBirthMonth, 'DATE_MONTH_INVALID']], options);
}

export function dateOfBirthDayField(options?: FieldOptions): FieldSchema {
  return field([[isBirthDay, 'DATE_DAY_INVALID']], options);
}

export function dateOfBirthYearField(options?: FieldOptions): FieldSchema {
  return field([[isBirthYear, 'DATE_YEAR_INVALID']], options);
}

/** idNumber: groups of letters and digits joined by single dashes ('D123-4567-89'). */
const ID_NUMBER = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export function isIdNumber(value: string): boolean {
  return ID_NUMBER.test(value.trim());
}

export function idNumberField(options?: FieldOptions): FieldSchema {
  return field([[isIdNumber, 'VALIDATE_IDENTIFICATION_REGEX']], options);
}
