import type { HTMLAttributes } from 'react';
import { Field } from './Field';
import type { Form } from './use-form';

export interface TextFieldProps<N extends string> {
  form: Form<N>;
  name: N;
  /** The visible label (DESIGN: every input has one). */
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  maxLength?: number;
}

/** The shared look of these fields (ui.css): label above, error text below. */
export const FIELD_CLASSES = { field: 'lto-field', invalid: 'lto-field--error', label: 'lto-field__label', description: 'lto-field__description', error: 'lto-field__error' };

/**
 * A text input of a `useForm` form, as a Field: labelled, its error text beside it. While the
 * error shows, the row, and so its label, is marked in error (SPEC 5).
 */
export function TextField<N extends string>({ form, name, label, type = 'text', autoComplete, inputMode, required, maxLength }: TextFieldProps<N>) {
  return (
    <Field label={label} error={form.error(name)} classes={FIELD_CLASSES}>
      {(control) => (
        <input
          {...form.input(name)}
          {...control}
          className="lto-field__input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-required={required || undefined}
        />
      )}
    </Field>
  );
}
