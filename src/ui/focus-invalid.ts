import { announce } from './announce';

/**
 * SPEC 5: a failed submit moves the focus to the first invalid field and says its error
 * (assertive), so a screen reader hears it whether the focus moved or was there already (Enter
 * pressed in the field, where `focus()` reads nothing new). Every form does this: useForm's own
 * submit and the widgets that check their one or two fields themselves.
 */
export function focusInvalid(field: HTMLElement | null | undefined, error: string | undefined): void {
  field?.focus();
  // A newer failed submit's error replaces the last one's: two submits within a second said both,
  // the first no longer true ('Fill in this field' for a field since filled in).
  takeBackLast();
  takeBackLast = error ? announce(error, 'assertive') : () => {};
}

let takeBackLast: () => void = () => {};
