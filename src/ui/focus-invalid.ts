import { announce } from './announce';

/**
 * SPEC 5: a failed submit moves the focus to the first invalid field, where a screen reader reads
 * it with its error. A field that has the focus already (Enter pressed in it) is not read again by
 * `focus()`: its error is said instead, once.
 */
export function focusInvalid(field: HTMLElement | null | undefined, error: string | undefined): void {
  if (!field) return;
  if (field.ownerDocument.activeElement !== field) field.focus();
  else if (error) announce(error, 'assertive');
}
