import { filterDateChars, typesCharacter, type KeyLike } from './filters';

/**
 * Input masks of SPEC 5.1 as pure functions (value in, value out), run on every input event, so
 * a typed key and a paste go through the same rule.
 */

/** In a mask, '9' is a digit position; every other character is written as it is (and is not a digit). */
export const PHONE_MASK = '999-999-9999';
export const SSN_MASK = '999-99-9999';

/**
 * The digits of `value` fitted into the mask's digit positions, up to the last digit there is. A
 * mask formats and never changes what was typed: digits beyond the mask (a tenth SSN digit pasted
 * by mistake) stay, after it, so the field's rule refuses the number instead of the shopper
 * sending one they never typed.
 */
export function fitDigits(mask: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  let next = 0;
  let out = '';
  for (const slot of mask) {
    if (next >= digits.length) break;
    out += slot === '9' ? digits[next++] : slot;
  }
  return out + digits.slice(next);
}

/** On focus-out: a value without digits is cleared; one with digits keeps its mask. */
export function maskOnBlur(mask: string, value: string): string {
  return /\d/.test(value) ? fitDigits(mask, value) : '';
}

/**
 * Date inputs (mm/dd/yyyy). Only digits, '/', '-' and space count; a first month digit 2–9 and a
 * first day digit 4–9 get their leading 0 (no month or day can go on from them), shown as soon as
 * it is typed; a separator after a single month or day digit closes it with a leading 0
 * ('1/' → '01/', '0/' → '00/'); the slashes are written in. The mask formats and never changes
 * what the shopper meant: an impossible month or day ('13', '00', '40') stays as typed or pasted
 * for the field's rule to refuse (ENTER_DATE_INVALID), and so does a year digit past the fourth
 * (the input's maxlength of 10 stops typing there). `previous` is the value before this edit:
 * while deleting, the slash after a complete month or day is not put back, so Backspace can
 * remove it.
 */
export function maskDate(next: string, previous = ''): string {
  const parts = ['', '', ''];
  let part = 0;
  const close = (value: string) => {
    parts[part] = value;
    part += 1;
  };
  const chars = [...filterDateChars(next)];
  const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char);
  chars.forEach((char, at) => {
    const current = parts[part]!;
    if (part === 2) {
      if (isDigit(char)) parts[2] = current + char;
      return;
    }
    if (!isDigit(char)) {
      if (current !== '') close(current.padStart(2, '0'));
      return;
    }
    if (current !== '') return close(current + char);
    // The largest first digit that a second digit can follow: 1 for months (10–12), 3 for days.
    const widest = part === 0 ? 1 : 3;
    // Two digits the shopper closed themselves ('40/' pasted) are their month or day, as written.
    const writtenPair = isDigit(chars[at + 1]) && !isDigit(chars[at + 2]);
    if (Number(char) > widest && !writtenPair) close(`0${char}`);
    else parts[part] = char;
  });
  const deleting = next.length < previous.length;
  const endsWithSeparator = /[/ -]$/.test(next);
  let out = parts[0]!;
  if (part >= 1 && (parts[1] !== '' || part >= 2 || !deleting || endsWithSeparator)) out += `/${parts[1]}`;
  if (part >= 2 && (parts[2] !== '' || !deleting || endsWithSeparator)) out += `/${parts[2]}`;
  return out;
}

/** Characters, counted as the shopper sees them (an emoji is one). */
export function charCount(value: string): number {
  return [...value].length;
}

/** A textarea's text cut to its limit (pasted overflow is dropped). */
export function limitChars(value: string, limit: number): string {
  return charCount(value) <= limit ? value : [...value].slice(0, limit).join('');
}

/** The count CHAR_LIMIT_MSG shows. */
export function charsLeft(value: string, limit: number): number {
  return Math.max(0, limit - charCount(value));
}

/**
 * Keydown on a textarea at its limit: true for a key that would add a character (Enter adds a line
 * break); editing, navigation and shortcuts pass, and so does typing over a selection.
 */
export function blocksTypingAtLimit(value: string, limit: number, event: KeyLike, selectedChars = 0): boolean {
  const adds = typesCharacter(event) || (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey);
  return adds && charCount(value) - selectedChars >= limit;
}

/**
 * A paste into a textarea with a limit: the pasted text replaces the selection [start, end) and is
 * cut to the room left, so a paste that fits is kept whole and one that does not keeps its
 * beginning. `start`, `end` and the returned caret are the textarea's own selection offsets.
 */
export function pasteWithinLimit(value: string, start: number, end: number, pasted: string, limit: number): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const room = Math.max(0, limit - charCount(before) - charCount(after));
  const inserted = [...pasted].slice(0, room).join('');
  return { value: before + inserted + after, caret: before.length + inserted.length };
}
