import { normalizePostalCode, type Country } from '../../../src/validation/postal.js';
import { textField, type Form } from './form-input.js';

/**
 * The sign-up fields read and checked with the widgets' own rules (src/validation, SPEC 5), so the
 * server refuses exactly what the browser refuses. A field that is absent or blank is `''`.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false };

// TEMPORARY until src/validation lands (branch validation): replaced by its rules.
const EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const NAME = /^[\p{L}\d' -]{2,}$/u;
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

export function email(form: Form, name: string): Checked<string> {
  const value = textField(form, name) ?? '';
  return EMAIL.test(value) ? { ok: true, value: value.toLowerCase() } : { ok: false };
}

/** A 10-digit North American number, digits only; `optional` lets a blank one through as ''. */
export function phone(form: Form, name: string, optional = false): Checked<string> {
  const raw = textField(form, name) ?? '';
  if (raw === '' && optional) return { ok: true, value: '' };
  const digits = raw.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return NANP.test(digits) ? { ok: true, value: digits } : { ok: false };
}

/** An optional first or last name (SPEC 5: pattern checks pass when an optional field is empty). */
export function optionalName(form: Form, name: string): Checked<string> {
  const value = textField(form, name) ?? '';
  return value === '' || NAME.test(value) ? { ok: true, value } : { ok: false };
}

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
