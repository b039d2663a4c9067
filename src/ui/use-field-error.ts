import { useState } from 'react';
import { useFocusOutDrawing } from './after-press';

/**
 * When a field's error shows (DESIGN habits): on focus-out of a non-empty wrong value and on
 * submit, never while typing; once shown, it goes as soon as the value is right. A field that
 * must be marked when left empty (SPEC 5: the e-mail and SMS fields) also shows it on focus-out
 * of an empty value. The rule is written once, here, for every form field of ours.
 */
export interface FieldErrorRule {
  /** SPEC 5: the e-mail and SMS fields are marked in error when left empty on blur. */
  flagEmptyOnBlur?: boolean;
  /** The error shows from the start (a form the server drew again after a submit, its errors shown). */
  shownAtFirst?: boolean;
}

/** Whether the error shows after the shopper leaves the field. */
export function shownAfterBlur(value: string, valid: boolean, { flagEmptyOnBlur = false }: FieldErrorRule = {}): boolean {
  return (flagEmptyOnBlur || value.trim() !== '') && !valid;
}

/** Whether the error still shows after the shopper typed: it can go, never come. */
export function shownAfterChange(shown: boolean, valid: boolean): boolean {
  return shown && !valid;
}

/** `initial`: the value the field starts with (with `shownAtFirst`, the one the server found wrong). */
export function useFieldError(valid: (value: string) => boolean, rule: FieldErrorRule = {}, initial?: string) {
  const [state, setState] = useState<{ shown: boolean; checked?: string }>(() => (rule.shownAtFirst ? { shown: true, checked: initial } : { shown: false }));
  const focusOut = useFocusOutDrawing();
  return {
    shown: state.shown,
    /**
     * The value last checked (on focus-out or submit), undefined before any check: the error
     * says what is wrong with it. Typing never changes what it says (typing 'J' into a field
     * whose error asked for a name does not turn it into 'at least 2 letters'); it goes once the
     * value is right, and leaving the field checks the new value.
     */
    checked: state.checked,
    /** On submit: shows the error for a wrong value; true when the value is right. */
    check(value: string): boolean {
      focusOut.submitted();
      const ok = valid(value);
      setState({ shown: !ok, checked: value });
      return ok;
    },
    onChange(value: string): void {
      if (state.shown && !shownAfterChange(true, valid(value))) setState({ ...state, shown: false });
    },
    /** Drawn once the press that left the field is over (after-press.ts), unless a submit came first. */
    onBlur(value: string): void {
      const shown = shownAfterBlur(value, valid(value), rule);
      focusOut.later(() => setState({ shown, checked: value }));
    },
  };
}
