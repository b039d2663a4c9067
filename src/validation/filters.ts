/**
 * Keypress filters of SPEC 5.1 as pure functions of the whole value: a widget runs them on every
 * input event, so typed keys, pasted text and autofill go through the same rule (value in, value
 * out). Each is idempotent and never outputs a character its field refuses.
 */

/** E-mail inputs: letters, digits, '-', '.', '_' and one '@' (a second '@' is dropped). */
export function filterEmail(value: string): string {
  const allowed = value.replace(/[^A-Za-z0-9._@-]/g, '');
  const at = allowed.indexOf('@');
  return at < 0 ? allowed : allowed.slice(0, at + 1) + allowed.slice(at + 1).replaceAll('@', '');
}

/**
 * First and last name inputs: letters (accented too), digits, '.', apostrophes (' and the ’ phone
 * keyboards type), '-' and spaces; a pasted tab or line break becomes a space.
 */
export function filterName(value: string): string {
  return value.replace(/\s/g, ' ').replace(/[^\p{L}\p{M}\d.'’ -]/gu, '');
}

/** Price and 'numeric only' inputs: digits. */
export function filterDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Phone inputs: digits, keeping the '-' shoppers type between groups. */
export function filterPhone(value: string): string {
  return value.replace(/[^\d-]/g, '');
}

/** Date inputs: digits, '/', '-' and space. */
export function filterDateChars(value: string): string {
  return value.replace(/[^\d/ -]/g, '');
}

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** A key that types one printable character (not Backspace, Tab, arrows, Home, Enter …). */
export function typesCharacter(event: KeyLike): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Number fields' keydown: true for a key to block (a printable non-digit). Shortcuts with Ctrl,
 * Cmd or Alt (paste, copy, select all) and editing or navigation keys pass.
 */
export function isBlockedNumberKey(event: KeyLike): boolean {
  return typesCharacter(event) && !/^\d$/.test(event.key);
}
