import { CSRF_FIELD, formCsrfToken } from '../core/csrf';

/**
 * A form's csrf_token field, as the platform's plain forms carry it: the session's
 * current token (the lto_csrf cookie), else the one the server gave the widget. Nothing when
 * there is neither. A widget whose form posts as a page navigation calls `refreshCsrfField` on
 * submit, since a sign-in on this page replaces the session's token.
 */
export function CsrfField({ token }: { token?: string }) {
  const value = formCsrfToken(token);
  return value ? <input type="hidden" name={CSRF_FIELD} defaultValue={value} /> : null;
}

/** Sets the form's csrf_token field to the session's token as it is now (the field's own value when there is no cookie). */
export function refreshCsrfField(form: HTMLFormElement): void {
  const field = form.elements.namedItem(CSRF_FIELD);
  if (field instanceof HTMLInputElement) field.value = formCsrfToken(field.defaultValue);
}
