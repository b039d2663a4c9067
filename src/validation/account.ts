import * as v from 'valibot';
import { emailField } from './contact';
import { firstFailure } from './field';

/** Account forms (SPEC 5.3, 9.2). */
export const PASSWORD_MIN_LENGTH = 5;

/**
 * The login and register password: never trimmed (a space may be part of it), at least 5
 * characters.
 */
export function passwordField() {
  return v.pipe(
    v.optional(v.string('REQUIRED'), ''),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = firstFailure([[(value) => [...value].length >= PASSWORD_MIN_LENGTH, 'PASSWORD_MINLENGTH']], dataset.value, true);
      if (message) addIssue({ message });
    }),
  );
}

/** Login: username (the e-mail, trimmed) and password; both required. */
export function loginSchema() {
  return v.object({ username: emailField({ required: true }), password: passwordField() });
}

/** Register: the same rules as login. */
export const registerSchema = loginSchema;
