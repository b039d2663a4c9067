import type { HTMLAttributes } from 'react';
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

/**
 * A labelled text input of a `useForm` form, its error text beside it (linked by
 * aria-describedby). While the error shows, the row, and so its label, is marked in error (SPEC 5).
 */
export function TextField<N extends string>({ form, name, label, type = 'text', autoComplete, inputMode, required, maxLength }: TextFieldProps<N>) {
  const props = form.input(name);
  const error = form.error(name);
  return (
    <div className={error ? 'lto-field lto-field--error' : 'lto-field'}>
      <label className="lto-field__label" htmlFor={props.id}>
        {label}
      </label>
      <input
        {...props}
        className="lto-field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
      />
      {error ? (
        <p id={form.errorId(name)} className="lto-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
