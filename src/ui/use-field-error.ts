import { useState } from 'react';

/**
 * When a field's error shows (DESIGN habits): on focus-out of a non-empty wrong value and on
 * submit, never while typing; once shown, it goes as soon as the value is right. Shared by every
 * form field of ours, so the rule is written once.
 */
export function useFieldError(valid: (value: string) => boolean) {
  const [shown, setShown] = useState(false);
  return {
    shown,
    /** On submit: shows the error for a wrong value; true when the value is right. */
    check(value: string): boolean {
      const ok = valid(value);
      setShown(!ok);
      return ok;
    },
    onChange(value: string): void {
      if (shown && valid(value)) setShown(false);
    },
    onBlur(value: string): void {
      setShown(value.trim() !== '' && !valid(value));
    },
  };
}
