import { warnOnce } from '../../src/core/warn';
import { tag } from './tag';

/** What a form field can start with: its text (a checkbox: 'true' or ''). */
export type FormValues = Record<string, string>;

/** Pre-fill keys that are never form values (SPEC 3.6). */
const IGNORED = new Set(['ID', 'UUID', 'key']);

/** Pre-fill keys that fill a field of another name (SPEC 3.6). */
const RENAMED: Record<string, string> = { countryCode: 'country', stateCode: 'state' };

/** A value a form field can show, or undefined for anything else (objects, arrays, null). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : '';
  return undefined;
}

/**
 * The values of `source` (a parsed attribute) for the form's `fields`: keys that are not fields
 * are skipped silently (the address object may carry anything); a field whose value is not text,
 * a number or a boolean is skipped with a warning naming the field, never its value (PII).
 */
export function readValues(source: Record<string, unknown>, fields: ReadonlySet<string>, attribute: 'values' | 'address'): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(source)) {
    if (attribute === 'address' && IGNORED.has(key)) continue;
    const name = (attribute === 'address' && RENAMED[key]) || key;
    if (!fields.has(name)) continue;
    const text = asText(value);
    if (text === undefined) {
      warnOnce(`<${tag}> attribute "${attribute}": field "${key}" is not text, ignored`);
      continue;
    }
    // countryCode and stateCode fill country and state, ahead of country and state themselves.
    if (name !== key || !(name in out)) out[name] = text;
  }
  return out;
}

/**
 * What the form starts with: the pre-filled address under the values the server saved for the
 * step, and the shopper's state (user-state) when neither gives one. The SSN is never pre-filled,
 * whatever the page sends.
 */
export function initialValues(
  fields: ReadonlySet<string>,
  saved: Record<string, unknown>,
  address: Record<string, unknown>,
  userState: string,
): FormValues {
  const values = { ...readValues(address, fields, 'address'), ...readValues(saved, fields, 'values') };
  delete values['socialSecurity'];
  if (fields.has('state') && !values['state'] && userState.trim()) values['state'] = userState.trim().toUpperCase();
  return values;
}
