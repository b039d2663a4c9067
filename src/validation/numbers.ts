import { field, type FieldOptions, type FieldSchema } from './field';

/** Number fields of SPEC 5.2. */
const DIGITS = /^\d+$/;

export function isNumbersOnly(value: string): boolean {
  return DIGITS.test(value);
}

const inRange = (value: string, min: number, max: number) => DIGITS.test(value) && Number(value) >= min && Number(value) <= max;

/** residenceYears: 0–99. */
export function residenceYearsField(options?: FieldOptions): FieldSchema {
  return field([[(value) => inRange(value, 0, 99), 'VALIDATE_RESIDENCE_YEARS_REGEX']], options);
}

/** residenceMonths: 0–11 (12 months are a year). */
export function residenceMonthsField(options?: FieldOptions): FieldSchema {
  return field([[(value) => inRange(value, 0, 11), 'VALIDATE_RESIDENCE_MONTHS_REGEX']], options);
}

/** employerExt / ext. */
export function extensionField(options?: FieldOptions): FieldSchema {
  return field([[isNumbersOnly, 'VALIDATE_EXT_REGEX']], options);
}

/** 'numbersOnly'. */
export function numbersOnlyField(options?: FieldOptions): FieldSchema {
  return field([[isNumbersOnly, 'DIGITS']], options);
}

/** A non-negative decimal: '0', '12', '12.5', '.5'. */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isPositiveNumber(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/** 'positivenumber': empty or a number ≥ 0. */
export function positiveNumberField(options?: FieldOptions): FieldSchema {
  return field([[isPositiveNumber, 'NUMBER']], options);
}

/** An amount as shoppers write it: '25', '25.50', '$1,000', '1000.00'. */
const AMOUNT = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** The amount in dollars, or undefined when `value` is not written as one. */
export function parseAmount(value: string): number | undefined {
  const trimmed = value.trim();
  return AMOUNT.test(trimmed) ? Number(trimmed.replace(/[$,]/g, '')) : undefined;
}

/** gift-cert-amount: 5 to 5000 inclusive (SPEC 9.1). */
export function isGiftCertAmount(value: string): boolean {
  const amount = parseAmount(value);
  return amount !== undefined && amount >= 5 && amount <= 5000;
}

export function giftCertAmountField(options?: FieldOptions): FieldSchema {
  return field([[isGiftCertAmount, 'GIFT_CERT_AMOUNT_INVALID']], options);
}

/** A store number: 'C' or 'F' and 2–4 digits. */
export function isStoreNumber(value: string): boolean {
  return /^[CF]\d{2,4}$/.test(value.trim());
}
