import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { fieldError, type FieldSchema } from '../validation/field';
import { fieldMessages, type FieldMessageKey } from '../validation/messages';
import { useFocusOutDrawing } from './after-press';
import { focusInvalid } from './focus-invalid';
import { shownAfterBlur, shownAfterChange, type FieldErrorRule } from './use-field-error';

/** One text field of a form: its rule (src/validation), its keypress filter (SPEC 5.1). */
export interface FormFieldSpec extends FieldErrorRule {
  schema: FieldSchema;
  /** Runs on every input, so typed keys, pastes and autofill pass the same filter. */
  filter?: (value: string) => string;
}

export type FormSpecs<N extends string> = Record<N, FormFieldSpec>;

/** What a form's field is drawn with. */
type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The text fields of one form (SPEC 5 General): errors on focus-out and submit, never while typing
 * (the rule of use-field-error.ts); text trimmed when the shopper leaves a field; on a failed
 * submit every wrong field is marked, focus goes to the first (in the order of `specs`) and its
 * error is announced. What was typed stays: nothing here clears a value.
 *
 * `message` turns a field's error key into the text shown beside it; `initial` holds the values a
 * form starts with (the platform's, after a post without script).
 */
export function useForm<N extends string>(specs: FormSpecs<N>, message: (key: FieldMessageKey) => string, initial: Partial<Record<N, string>> = {}) {
  const names = Object.keys(specs) as N[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<N, string>);
  /** The error each field shows, as found when it was last checked (it never changes while typing). */
  const errorKey = (name: N, value = values[name]) => fieldError(specs[name].schema, value);
  const [shown, setShown] = useState<Partial<Record<N, FieldMessageKey>>>(() =>
    Object.fromEntries(names.filter((name) => specs[name].shownAtFirst).map((name) => [name, errorKey(name)])) as Partial<Record<N, FieldMessageKey>>,
  );
  const inputs = useRef<Partial<Record<N, FormControl | null>>>({});
  const focusOut = useFocusOutDrawing();

  const setValue = useCallback((name: N, value: string) => setValues((old) => ({ ...old, [name]: value })), []);

  /** The error text beside `name`, when it shows. */
  const error = (name: N): string | undefined => {
    const key = shown[name];
    return key ? message(key) : undefined;
  };

  /** Props for the field's <input>, <textarea> or <select> (its label and error text are the Field's: TextField.tsx). */
  const input = (name: N) => {
    const spec = specs[name];
    return {
      name,
      value: values[name],
      ref: (el: FormControl | null) => {
        inputs.current[name] = el;
      },
      onChange: (event: ChangeEvent<FormControl>) => {
        const value = spec.filter ? spec.filter(event.target.value) : event.target.value;
        setValue(name, value);
        if (shown[name] && !shownAfterChange(true, errorKey(name, value) === undefined)) setShown((old) => ({ ...old, [name]: undefined }));
      },
      onBlur: (event: FocusEvent<FormControl>) => {
        // SPEC 5: text inputs are trimmed on change.
        const value = event.target.value.trim();
        if (value !== values[name]) setValue(name, value);
        const key = errorKey(name, value);
        focusOut.later(() => setShown((old) => ({ ...old, [name]: shownAfterBlur(value, key === undefined, spec) ? key : undefined })));
      },
    };
  };

  /** Focus to the first of `keys`' fields (in the order of `specs`) and its error announced; whether there was one. */
  const showFirst = (keys: Partial<Record<N, FieldMessageKey>>): boolean => {
    const first = names.find((name) => keys[name] !== undefined);
    if (first === undefined) return false;
    focusInvalid(inputs.current[first], message(keys[first]!));
    return true;
  };

  /**
   * The server refused fields that passed here (their field message keys by name, as a form's
   * endpoint answers `errors`): each shows its error, as on a failed submit. Names and keys this
   * form does not know are left out; returns whether any showed.
   */
  const refused = (errors: Readonly<Record<string, string>>): boolean => {
    const known = (key: string | undefined): key is FieldMessageKey => key !== undefined && Object.hasOwn(fieldMessages.en, key);
    const keys = Object.fromEntries(names.flatMap((name) => (known(errors[name]) ? [[name, errors[name]]] : []))) as Partial<Record<N, FieldMessageKey>>;
    setShown((old) => ({ ...old, ...keys }));
    return showFirst(keys);
  };

  /**
   * On submit: marks every wrong field. When one is wrong, focus goes to the first and its error
   * is announced, and the result is undefined; otherwise the trimmed values.
   */
  const validate = (): Record<N, string> | undefined => {
    focusOut.submitted();
    const trimmed = Object.fromEntries(names.map((name) => [name, values[name].trim()])) as Record<N, string>;
    const keys = Object.fromEntries(names.map((name) => [name, errorKey(name, trimmed[name])])) as Partial<Record<N, FieldMessageKey>>;
    setValues(trimmed);
    setShown(keys);
    return showFirst(keys) ? undefined : trimmed;
  };

  return { values, setValue, input, error, validate, refused };
}

export type Form<N extends string> = ReturnType<typeof useForm<N>>;
