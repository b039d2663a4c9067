import * as v from 'valibot';
import type { FieldMessageKey } from './messages';

/**
 * A whole form's check, the same in a widget and on the server: the values as they will be kept
 * (trimmed text; checkboxes 'true' / 'false') and one error key per field, the first found.
 */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, FieldMessageKey>;

export interface FormResult {
  ok: boolean;
  values: FormValues;
  errors: FormErrors;
}

/** The first error of each top-level field. */
export function errorsByField(issues: readonly v.BaseIssue<unknown>[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message as FieldMessageKey;
  }
  return errors;
}

/**
 * `input` (form data as an object: strings, or anything for a field that was tampered with) checked
 * against `schema`, an object schema of field schemas. Fields the schema does not name are dropped.
 */
export function validateForm(schema: v.GenericSchema<Record<string, unknown>, FormValues>, input: Record<string, unknown>): FormResult {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, values: result.output, errors: {} };
  // On failure valibot's output still holds each field as far as it got (trimmed); a field that was
  // not text at all is kept as ''.
  const partial = (result.output ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(Object.entries(partial).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  return { ok: false, values, errors: errorsByField(result.issues) };
}

/** A rule across fields: the errors it finds, by field name. */
export type FormCheck = (values: FormValues) => Partial<FormErrors>;

/**
 * Cross-field rules run after the fields' own, even when some field already failed (so a shopper
 * sees every error at once); a field keeps its own error first.
 */
export function formChecks(checks: readonly FormCheck[]) {
  return v.rawCheck<FormValues>(({ dataset, addIssue }) => {
    const values = dataset.value as FormValues;
    if (typeof values !== 'object' || values === null) return;
    const text = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : ''])) as FormValues;
    for (const check of checks) {
      for (const [key, message] of Object.entries(check(text))) {
        if (!message) continue;
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      }
    }
  });
}
