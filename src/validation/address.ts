import { field, type FieldOptions, type FieldSchema, type Rule } from './field';
import { isCanadianPostalCode, isUsZip, isZipOrPostalCode, type Country } from './postal';

/**
 * Address fields (SPEC 5.2). Letters take accents (Québec streets and cities); apostrophes are
 * typed ' or ’.
 */
const ADDRESS_CHARACTERS = /^[\p{L}\p{M}\d'’,.\t -]+$/u;
const CITY_CHARACTERS = ADDRESS_CHARACTERS;
const STATE = /^[A-Za-z]{2}$/;

/**
 * A PO box however it is written (case aside): P.O. Box, PO Box, P O Box, P-O Box, POBox,
 * P.O.B. 12, Post Office Box, Post Office 12, Post Box, Postal Box, PO Bin, Box 12 / Box #12 /
 * Box No. 12, and the Spanish and French forms shoppers of the es and Canadian sites write
 * (apartado postal, apdo. 12, caja postal, case postale). 'Boxwood Ln', 'Post Oak Blvd', 'Post
 * Office Rd' and 'Pobiner St' are streets, not boxes.
 */
const PO_BOX = new RegExp(
  [
    String.raw`\bp[\s.-]*o[\s.-]*(?:box|bin)(?![a-z])`,
    String.raw`\bp[\s.-]*o[\s.-]*b\b\.?\s*#?\s*\d`,
    String.raw`\bpost(?:al)?[\s.-]*(?:office[\s.-]*)?(?:box|bin)(?![a-z])`,
    String.raw`\bpost[\s-]+office[\s.-]*#?\s*\d`,
    String.raw`\b(?:box|bin)\s*(?:no\.?|num(?:ber|\.)?|#)?\s*#?\s*\d`,
    String.raw`\bapartado\s+postal\b`,
    String.raw`\bapdo\s*\.?\s*\d`,
    String.raw`\bcaja\s+postal\b`,
    String.raw`\bcase\s+postale\b`,
  ].join('|'),
  'i',
);

export function isPoBox(value: string): boolean {
  return PO_BOX.test(value);
}

export function isAddressLine(value: string): boolean {
  return ADDRESS_CHARACTERS.test(value);
}

/**
 * address1, address2. Delivery addresses refuse PO boxes (the default); `allowPoBox` keeps only
 * the character check (billing, contact forms). A character the address may not have is said as
 * such, before any PO box: 'Apt #4' is told about its '#', not about PO boxes.
 */
export function addressLineField(options: FieldOptions & { allowPoBox?: boolean } = {}): FieldSchema {
  const rules: Rule[] = [[isAddressLine, 'ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR']];
  if (!options.allowPoBox) rules.push([(value) => !isPoBox(value), 'ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR']);
  return field(rules, options);
}

/** The 'pobox' rule alone. */
export function poBoxField(options?: FieldOptions): FieldSchema {
  return field([[(value) => !isPoBox(value), 'VALIDATE_POBOX_ADDRESS_REGEX']], options);
}

export function cityField(options?: FieldOptions): FieldSchema {
  return field(
    [
      [(value) => CITY_CHARACTERS.test(value), 'VALIDATE_CITY_REGEX'],
      [(value) => [...value].length >= 2, 'ACCEPT_INPUT_TEXTVAL_ERROR'],
    ],
    options,
  );
}

export function isStateCode(value: string): boolean {
  return STATE.test(value.trim());
}

/** state: two letters (the select lists the codes of enumerations.ts). */
export function stateField(options?: FieldOptions): FieldSchema {
  return field([[isStateCode, 'VALIDATE_STATE_REGEX']], options);
}

/**
 * postal / zip / orderTrackingPostalCode. Without `country`, SPEC 5.2's rule: 5 digits (a ZIP+4
 * too), or a Canadian postal code of 3+3 letters and digits with an optional space, on any site.
 * `country` keeps to that country's form, for forms that must (none of the checkout's does).
 */
export function isPostalCode(value: string, country?: Country): boolean {
  if (country === 'US') return isUsZip(value);
  if (country === 'CA') return isCanadianPostalCode(value);
  return isZipOrPostalCode(value);
}

export function postalField(options: FieldOptions & { country?: Country } = {}): FieldSchema {
  return field([[(value) => isPostalCode(value, options.country), 'VALIDATE_ZIP_REGEX']], options);
}
