/**
 * Zip and postal codes (SPEC 5.2 postal/zip, 5.4 zip prompt). A US zip is 5 digits with an
 * optional -4; a Canadian postal code is letter-digit-letter, an optional space, digit-letter-digit,
 * without the letters Canada Post never uses (D, F, I, O, Q, U anywhere; W and Z never first).
 */
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export type Country = 'US' | 'CA';

export function isUsZip(value: string): boolean {
  return US_ZIP.test(value.trim());
}

export function isCanadianPostalCode(value: string): boolean {
  return CANADIAN_POSTAL_CODE.test(value.trim());
}

/** Either form: the store locator's zip prompt takes both (SPEC 5.4). */
export function isZipOrPostalCode(value: string): boolean {
  return isUsZip(value) || isCanadianPostalCode(value);
}

/**
 * The code as the server expects it ('30303', '30303-1234', 'M5V 3L9'), or undefined when it is
 * not one. `country` limits it to that country's form; without it, either form is taken.
 */
export function normalizePostalCode(value: string, country?: Country): string | undefined {
  const trimmed = value.trim();
  if (country !== 'CA' && isUsZip(trimmed)) return trimmed;
  if (country !== 'US' && isCanadianPostalCode(trimmed)) {
    const compact = trimmed.replace(' ', '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return undefined;
}
