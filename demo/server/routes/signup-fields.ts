import { emailField, phoneDigits, phoneField } from '../../../src/validation/contact.js';
import { isValid, type FieldSchema } from '../../../src/validation/field.js';
import { nameField } from '../../../src/validation/names.js';
import { normalizePostalCode, type Country } from '../../../src/validation/postal.js';
import { textField, type Form } from './form-input.js';

/**
 * The sign-up fields read and checked with the widgets' own rules (src/validation, SPEC 5), so the
 * server refuses exactly what the browser refuses. An absent field reads as ''.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false };

const read = (form: Form, name: string, schema: FieldSchema): Checked<string> => {
  const value = textField(form, name) ?? '';
  return isValid(schema, value) ? { ok: true, value } : { ok: false };
};

const REQUIRED_EMAIL = emailField({ required: true });
// The demo's preference allowNumeralsInNameFields is off (views/config-block.ts).
const OPTIONAL_NAME = nameField();

/** A required e-mail address, lower case. */
export function email(form: Form, name: string): Checked<string> {
  const checked = read(form, name, REQUIRED_EMAIL);
  return checked.ok ? { ok: true, value: checked.value.toLowerCase() } : checked;
}

/** A 10-digit North American number, as its digits; `optional` lets a blank one through as ''. */
export function phone(form: Form, name: string, optional = false): Checked<string> {
  const checked = read(form, name, phoneField({ required: !optional }));
  if (!checked.ok || checked.value === '') return checked;
  const digits = phoneDigits(checked.value);
  return digits ? { ok: true, value: digits } : { ok: false };
}

/** An optional first or last name (SPEC 5: pattern checks pass when an optional field is empty). */
export const optionalName = (form: Form, name: string): Checked<string> => read(form, name, OPTIONAL_NAME);

/** An optional zip or postal code of the site's country, in its normal form. */
export function optionalPostalCode(form: Form, name: string, country: Country): Checked<string> {
  const value = textField(form, name) ?? '';
  if (value === '') return { ok: true, value };
  const normalized = normalizePostalCode(value, country);
  return normalized ? { ok: true, value: normalized } : { ok: false };
}

/** A checkbox or 'true'/'false' field: checked when its value is 'true' or 'on'. */
export function checked(form: Form, name: string): boolean {
  const value = textField(form, name);
  return value === 'true' || value === 'on';
}
