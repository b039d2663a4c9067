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

/**
 * Sets the form's csrf_token field to the session's token as it is now (the field's own value
 * when there is no cookie), adding the field when the form was drawn before there was a token.
 */
export function refreshCsrfField(form: HTMLFormElement): void {
  const named = form.elements.namedItem(CSRF_FIELD);
  const field = named instanceof HTMLInputElement ? named : null;
  const token = formCsrfToken(field?.defaultValue || undefined);
  if (field) field.value = token;
  else if (token) form.append(Object.assign(form.ownerDocument.createElement('input'), { type: 'hidden', name: CSRF_FIELD, value: token }));
}
