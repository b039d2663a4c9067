import type { HTMLAttributes } from 'react';

/**
 * How one form field is drawn: its control, autocomplete token and typing aids. What makes its
 * value right lives in src/validation (checkout-steps.ts), not here.
 */
export interface FieldSpec {
  /** The field name as SPEC 3.6 / checkout-steps.ts spell it: posted under this name. */
  name: string;
  control: 'text' | 'select' | 'textarea' | 'switch' | 'checkbox' | 'ssn' | 'date';
  /** The autocomplete token (SPEC 5: every field has the right one; 'off' for the SSN). */
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Select options: the values posted (their labels are messages `option.{name}.{value}` or given). */
  options?: readonly { value: string; label: string }[];
  /** Keypress filter (SPEC 5.1) applied to every change, typed or pasted. */
  filter?: (value: string) => string;
  /** Mask applied on every change (SPEC 5.1: digits fitted into the mask's positions). */
  mask?: (next: string, previous: string) => string;
  /** Applied on focus-out after trimming (a masked field without a digit is emptied, SPEC 5.1). */
  onBlur?: (value: string) => string;
  /** Number fields: a printable non-digit key is blocked (SPEC 5.1). */
  blockKey?: (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) => boolean;
  maxLength?: number;
  /** Masked inputs: typing stops at this length; a longer paste stays whole for the rule to refuse. */
  typingLimit?: number;
  /** Textareas with a character limit (SPEC 5.1). */
  charLimit?: number;
  /** Date fields: the picker's bounds as yyyy-mm-dd (SPEC 9.2: 100 years ago to today). */
  pickerRange?: { min: string; max: string };
  /** A short field shares its row with the next one. */
  short?: boolean;
}

/** A group of fields under one legend. */
export interface Section {
  id: string;
  legend: string;
  fields: FieldSpec[];
}
