import { PASSWORD_MIN_LENGTH } from '../../src/validation/account';
import { isEmail } from '../../src/validation/contact';

/** SPEC 5.3 account forms, with src/validation's rules: the username is an e-mail once trimmed; the password has at least 5 characters. */
export const validUsername = (value: string) => isEmail(value.trim());
export const validPassword = (value: string) => [...value].length >= PASSWORD_MIN_LENGTH;
