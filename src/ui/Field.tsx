import { useId, type ReactNode } from 'react';

/** The attributes that tie a control to its label, description and error: spread them on it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Each widget keeps its own class names (its CSS and its server markup use them). */
export interface FieldClasses {
  /** The element that holds the field; without it, the parts stand in their parent (a form). */
  field?: string;
  /** Added to `field` while the error shows. */
  invalid?: string;
  label?: string;
  description?: string;
  error: string;
}

export interface FieldProps {
  /** The visible label (DESIGN: every control has one), tied to the control by `for`. */
  label: ReactNode;
  /**
   * The control's id where the server's markup gave it one (a page's own link, label or script may
   * name it), so it stays when the widget is drawn; else one of React's.
   */
  id?: string | undefined;
  /** The error text while it shows (when is the form's rule: use-field-error.ts, use-form.ts). */
  error?: string | undefined;
  /** Text that stays, after the label (a textarea's characters left). */
  description?: ReactNode;
  /** Ids of texts outside the field that describe the control too (the form's failure message). */
  describedBy?: string | undefined;
  classes: FieldClasses;
  /** The label after the control (a floating label, a checkbox's) rather than before it. */
  labelAfter?: boolean;
  /** What follows the control and label, before the description (a reveal button, a calendar). */
  extra?: (control: FieldControl) => ReactNode;
  /**
   * Draws the control, given the attributes to spread on it; it may draw what shares the control's
   * row too (the zip form's submit button, the password's show/hide).
   */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A form field (DESIGN habits, SPEC 5): a visible label tied to its control, an optional
 * description, and the error text; while the error shows the control is `aria-invalid="true"`,
 * and it is described by the error, then the description, then `describedBy`. The error and the
 * description are in the page only while they have something to say, so a server's markup without
 * them is what the field first draws.
 */
export function Field({ label, id: given, error, description, describedBy, classes, labelAfter = false, extra, children }: FieldProps) {
  const generated = useId();
  const id = given || generated;
  const ids = { error: `${id}-error`, description: `${id}-description` };
  const hasDescription = description !== undefined && description !== null;
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? ids.error : '', hasDescription ? ids.description : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined,
  };
  const labelElement = (
    <label className={classes.label} htmlFor={id}>
      {label}
    </label>
  );
  const parts = (
    <>
      {labelAfter ? null : labelElement}
      {children(control)}
      {labelAfter ? labelElement : null}
      {extra?.(control)}
      {hasDescription ? (
        <p id={ids.description} className={classes.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={classes.error}>
          {error}
        </p>
      ) : null}
    </>
  );
  if (classes.field === undefined) return parts;
  return <div className={error && classes.invalid ? `${classes.field} ${classes.invalid}` : classes.field}>{parts}</div>;
}
