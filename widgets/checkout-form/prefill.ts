import { warnOnce } from '../../src/core/warn';
import { prefillValues, withFieldNames } from '../../src/validation/prefill';
import { tag } from './tag';

/** What a form field can start with: its text (a checkbox: 'true' or ''). */
export type FormValues = Record<string, string>;

/** A value a form field can show, or undefined for anything else (objects, arrays, null). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : '';
  return undefined;
}

/**
 * Warns about each field of `source` (under its SPEC 3.6 name) that the form has but whose value
 * is not text, a number or a boolean: it is ignored. The warning names the field, never its value
 * (PII); keys that are not fields of the step are skipped silently (the address may carry anything).
 */
function warnMalformed(source: Record<string, unknown>, fields: ReadonlySet<string>, attribute: string): void {
  for (const [name, value] of Object.entries(withFieldNames(source))) {
    if (fields.has(name) && asText(value) === undefined) warnOnce(`<${tag}> attribute "${attribute}": field "${name}" is not text, ignored`);
  }
}

const only = (values: Record<string, string>, fields: ReadonlySet<string>): FormValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => fields.has(name)));

/**
 * What the form starts with: the pre-filled address object of SPEC 3.6 (src/validation reads it:
 * countryCode fills country, stateCode state, ID/UUID/key never), under the values the server saved
 * for the step, and the shopper's state (user-state) when neither gives one. The SSN is never
 * pre-filled, whatever the page sends.
 */
export function initialValues(fields: ReadonlySet<string>, saved: Record<string, unknown>, address: Record<string, unknown>, userState: string): FormValues {
  warnMalformed(address, fields, 'address');
  warnMalformed(saved, fields, 'values');
  const savedText = Object.fromEntries(Object.entries(withFieldNames(saved)).flatMap(([name, value]) => {
    const text = asText(value);
    return text === undefined ? [] : [[name, text]];
  }));
  const values = { ...only(prefillValues(address), fields), ...only(savedText, fields) };
  delete values['socialSecurity'];
  if (fields.has('state') && !values['state'] && userState.trim()) values['state'] = userState.trim().toUpperCase();
  return values;
}
