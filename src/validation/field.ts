import * as v from 'valibot';
import type { FieldMessageKey } from './messages';

/**
 * One form field's rule as a valibot schema (SPEC 5 General): the text is trimmed, an empty
 * required field fails with REQUIRED (the widget shows the row's configured required text for it),
 * an empty optional field passes every pattern check, and otherwise the first failing rule's
 * message key is the error. Output: the trimmed text.
 */
export type FieldSchema = v.GenericSchema<string | undefined, string>;

/** A test the trimmed, non-empty value must pass, and the key shown when it does not. */
export type Rule = readonly [test: (value: string) => boolean, message: FieldMessageKey];

export interface FieldOptions {
  required?: boolean;
}

/** Site preference flags (SPEC 9.9) that change field rules. */
export interface SiteRules {
  allowNumeralsInNameFields?: boolean;
}

/** The rules of the config block's preferences (`getConfig().preferences`). */
export function siteRules(preferences: Record<string, unknown>): SiteRules {
  const flag = preferences['allowNumeralsInNameFields'];
  return { allowNumeralsInNameFields: flag === true || flag === 1 || (typeof flag === 'string' && flag.trim().toLowerCase() === 'true') };
}

/** The first failing key of `rules` for `value` (already trimmed), or undefined. */
export function firstFailure(rules: readonly Rule[], value: string, required = false): FieldMessageKey | undefined {
  if (value === '') return required ? 'REQUIRED' : undefined;
  return rules.find(([test]) => !test(value))?.[1];
}

export function field(rules: readonly Rule[], { required = false }: FieldOptions = {}): FieldSchema {
  return v.pipe(
    v.optional(v.string(rules[0]?.[1] ?? 'REQUIRED'), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = firstFailure(rules, dataset.value, required);
      if (message) addIssue({ message });
    }),
  );
}

/** The error key of one field's value, or undefined when it is fine. */
export function fieldError(schema: FieldSchema, value: string | undefined): FieldMessageKey | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : (result.issues[0].message as FieldMessageKey);
}

export function isValid(schema: FieldSchema, value: string | undefined): boolean {
  return fieldError(schema, value) === undefined;
}
