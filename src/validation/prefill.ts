/**
 * Values a checkout form starts with (SPEC 3.6): the other spellings of a field name some pages
 * post (secondname, zip, cellphone, ext, firstname, lastname) read as the one our schemas use, and
 * the address object the page pre-fills: any of its fields except ID, UUID and key (identifiers
 * of the platform, not the shopper's), its countryCode filling country and its stateCode state.
 */
export const FIELD_ALIASES: Readonly<Record<string, string>> = {
  secondname: 'middleInitial',
  firstname: 'firstName',
  lastname: 'lastName',
  zip: 'postal',
  cellphone: 'cellPhone',
  ext: 'employerExt',
  countryCode: 'country',
  stateCode: 'state',
};

const NEVER_PREFILLED = new Set(['ID', 'UUID', 'key']);

/** `input` with each alias under its field's name (a value under the name itself wins). */
export function withFieldNames(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const name = FIELD_ALIASES[key];
    if (name === undefined) out[key] = value;
    else if (!(name in input)) out[name] = value;
  }
  return out;
}

/** The pre-filled address as form values: text only (numbers written out), identifiers dropped. */
export function prefillValues(address: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(withFieldNames(address))) {
    if (NEVER_PREFILLED.has(key)) continue;
    if (typeof value === 'string') out[key] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return out;
}
