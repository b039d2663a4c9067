import { useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { Field, type FieldControl } from '../../src/ui/Field';
import { useFieldError } from '../../src/ui/use-field-error';
import { isoDate, parseUsDate, usDate } from '../../src/validation/dates';
import { charLimitHandlers } from '../../src/ui/char-limit';
import { blocksTypingPastLength, charsLeft, limitChars } from '../../src/validation/masks';
import type { FieldSpec } from './field-spec';

/** What the form asks of each field on submit. */
export interface FieldHandle {
  /** Shows the field's error when its value is wrong; the error text, or undefined when right. */
  check(): string | undefined;
  focus(): void;
}

export interface FieldTexts {
  label: string;
  /** The error text for a message key (REQUIRED: the row's configured required text). */
  error: (key: string) => string;
  /** Textareas with a limit: the remaining count (CHAR_LIMIT_MSG). */
  remaining?: (count: number) => string;
  /** The SSN's reveal button: [show, hide]. */
  reveal?: readonly [string, string];
  /** Date fields: the calendar input's label. */
  calendar?: string;
  /** Selects: the empty first option. */
  choose?: string;
  /** Required with the values as they are now (aria-required). */
  required?: boolean;
}

interface CheckoutFieldProps {
  spec: FieldSpec;
  texts: FieldTexts;
  value: string;
  /** The error key of a value (undefined: right), from the step's schema in src/validation. */
  validate: (value: string) => string | undefined;
  /** The server refused the value (422): shown until the shopper changes it. */
  serverError?: string | undefined;
  onValue: (name: string, value: string) => void;
  /** A value this field's rule depends on (confirmemail: email): a change re-checks a filled field. */
  dependsOn?: string | undefined;
  handle: Ref<FieldHandle>;
}

/** The calendar companion's yyyy-mm-dd for a typed mm/dd/yyyy, and back. */
const toIso = (text: string) => {
  const parts = parseUsDate(text);
  return parts ? isoDate(parts) : '';
};
const fromIso = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return year && month && day ? usDate({ year, month, day }) : '';
};

/**
 * One checkout field (SPEC 5), a src/ui Field: a floating label after the control that stays
 * visible and is tied to it, the error beside it (aria-invalid + aria-describedby) on focus-out and
 * submit, never while typing; keypress filters and masks applied to typed and pasted text alike;
 * the text trimmed on change.
 */
export function CheckoutField({ spec, texts, value, validate, serverError, onValue, dependsOn, handle }: CheckoutFieldProps) {
  const element = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const fieldError = useFieldError((text) => validate(text) === undefined);
  const [revealed, setRevealed] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  useImperativeHandle(handle, () => ({
    check: () => (fieldError.check(latest.current) ? undefined : texts.error(validate(latest.current) ?? 'REQUIRED')),
    focus: () => element.current?.focus(),
  }));

  // confirmemail follows email (SPEC 5.2): a filled field is checked again when email changes.
  const dependency = useRef(dependsOn);
  useEffect(() => {
    if (dependency.current === dependsOn) return;
    dependency.current = dependsOn;
    if (latest.current.trim() !== '') fieldError.onBlur(latest.current);
  }, [dependsOn, fieldError]);

  const shownKey = serverError ?? (fieldError.shown ? validate(fieldError.checked ?? value) : undefined);
  const errorText = shownKey ? texts.error(shownKey) : undefined;

  const change = (next: string) => {
    let text = next;
    if (spec.filter) text = spec.filter(text);
    if (spec.mask) text = spec.mask(text, value);
    if (spec.charLimit !== undefined) text = limitChars(text, spec.charLimit);
    onValue(spec.name, text);
    fieldError.onChange(text);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => change(event.target.value);
  const onBlur = () => {
    // SPEC 5: text is trimmed on change; a masked field without a digit is emptied (SPEC 5.1).
    let text = value.trim();
    if (spec.onBlur) text = spec.onBlur(text);
    if (text !== value) onValue(spec.name, text);
    fieldError.onBlur(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    // SPEC 5.1: typing stops at a masked input's length; a paste does not (see typingLimit).
    const full = spec.typingLimit !== undefined && blocksTypingPastLength(box.value, spec.typingLimit, event, (box.selectionEnd ?? 0) - (box.selectionStart ?? 0));
    if (spec.blockKey?.(event) || full) event.preventDefault();
  };
  const common = (control: FieldControl) => ({
    ...control,
    ref: element,
    name: spec.name,
    autoComplete: spec.autoComplete,
    'aria-required': texts.required || undefined,
    onBlur,
  });
  const toggle = spec.control === 'switch' || spec.control === 'checkbox';
  const short = spec.short && !toggle && spec.control !== 'textarea' ? ' lto-checkout-field--short' : '';
  const limit = spec.charLimit;

  /** The control itself: a checkbox (switch), a select, a textarea or a text input. */
  const drawControl = (control: FieldControl) => {
    if (toggle)
      return (
        <input
          {...common(control)}
          className="lto-checkout-field__toggle"
          type="checkbox"
          role={spec.control === 'switch' ? 'switch' : undefined}
          value="true"
          checked={value === 'true'}
          onChange={(event) => {
            onValue(spec.name, event.target.checked ? 'true' : '');
            fieldError.onChange(event.target.checked ? 'true' : '');
          }}
        />
      );
    if (spec.control === 'select')
      return (
        <select {...common(control)} className="lto-checkout-field__control" value={value} onChange={onChange}>
          <option value="">{texts.choose ?? ''}</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    if (spec.control === 'textarea')
      return <textarea {...common(control)} className="lto-checkout-field__control" placeholder=" " value={value} onChange={onChange} {...charLimitHandlers(spec.charLimit, change)} />;
    return (
      <input
        {...common(control)}
        className="lto-checkout-field__control"
        type={spec.control === 'ssn' && !revealed ? 'password' : (spec.type ?? 'text')}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        placeholder=" "
        spellCheck={spec.control === 'ssn' ? false : undefined}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
    );
  };

  /** After a text input's label: the SSN's reveal button, a date's calendar. */
  const extras = (control: FieldControl) => (
    <>
      {/* Shown once there is something to show: the server's SSN box is always empty (markup contract). */}
      {spec.control === 'ssn' && texts.reveal && value !== '' ? (
        <button
          type="button"
          className="lto-checkout-field__reveal"
          aria-pressed={revealed}
          aria-controls={control.id}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? texts.reveal[1] : texts.reveal[0]}
        </button>
      ) : null}
      {spec.control === 'date' && spec.pickerRange && texts.calendar ? (
        <input
          className="lto-checkout-field__calendar"
          type="date"
          aria-label={texts.calendar}
          min={spec.pickerRange.min}
          max={spec.pickerRange.max}
          value={toIso(value)}
          onChange={(event) => {
            const text = fromIso(event.target.value);
            onValue(spec.name, text);
            if (text) fieldError.onBlur(text);
          }}
        />
      ) : null}
    </>
  );

  return (
    <Field
      label={texts.label}
      error={errorText}
      // Textareas with a limit: the characters left (SPEC 5.1).
      description={spec.control === 'textarea' && limit !== undefined && texts.remaining ? texts.remaining(charsLeft(value, limit)) : undefined}
      classes={{ field: `lto-checkout-field lto-checkout-field--${spec.control}${short}`, label: 'lto-checkout-field__label', description: 'lto-checkout-field__count', error: 'lto-checkout-field__error' }}
      labelAfter
      extra={extras}
    >
      {drawControl}
    </Field>
  );
}
