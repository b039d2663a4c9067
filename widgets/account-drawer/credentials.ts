/**
 * SPEC 5.3 account forms: the username is an e-mail once trimmed; the password has at least 5
 * characters (SPEC 9.2).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const PASSWORD_MIN = 5;

export const validUsername = (value: string) => EMAIL.test(value.trim());
export const validPassword = (value: string) => value.length >= PASSWORD_MIN;
