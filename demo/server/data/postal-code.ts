/** A US ZIP or Canadian postal code in its normal form, as lookups answer it and the session keeps it. */
export interface PostalCode {
  code: string;
  country: 'US' | 'CA';
}

/** Longer input is not a postal code whatever it holds; checked first so no pattern runs on a huge string. */
const MAX_INPUT_LENGTH = 16;
const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
// SPEC 5.4: letter-digit-letter, optional space, digit-letter-digit; Canada Post never uses
// D, F, I, O, Q or U, nor W or Z in the first place.
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/**
 * '30303-1234' → '30303'; 'm5v3l9' and ' M5V 3L9 ' → 'M5V 3L9'. Null for anything that is not
 * shaped like either (SPEC 5.4 zip prompt), so callers never look up free text.
 */
export function normalizePostalCode(raw: string): PostalCode | null {
  const value = raw.trim().toUpperCase();
  if (value.length > MAX_INPUT_LENGTH) return null;
  const zip = US_ZIP.exec(value);
  if (zip) return { code: zip[1] as string, country: 'US' };
  const postal = CA_POSTAL.exec(value);
  if (postal) return { code: `${postal[1] as string} ${postal[2] as string}`, country: 'CA' };
  return null;
}
