import * as v from 'valibot';
import { field, type FieldOptions, type FieldSchema } from './field';
import type { FieldMessageKey } from './messages';

/** A select or radio group: one of `values` (CHOICE_INVALID otherwise; a page's list was tampered with). */
export function choiceField(values: readonly string[], options?: FieldOptions): FieldSchema {
  return field([[(value) => values.includes(value), 'CHOICE_INVALID']], options);
}

const CHECKED = new Set(['true', 'on', '1', 'yes']);

/**
 * A checkbox as a form posts it (absent, 'on', 'true', 'false' …), read as 'true' or 'false'. A
 * required one must be checked, with `message` when it is not.
 */
export function checkboxField(options: { required?: boolean; message?: FieldMessageKey } = {}): FieldSchema {
  const { required = false, message = 'REQUIRED' } = options;
  return v.pipe(
    v.optional(v.string(message), ''),
    v.transform((raw) => (CHECKED.has(raw.trim().toLowerCase()) ? 'true' : 'false')),
    v.check((value) => !required || value === 'true', message),
  );
}
