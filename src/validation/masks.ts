import { filterDateChars, typesCharacter, type KeyLike } from './filters';

/**
 * Input masks of SPEC 5.1 as pure functions (value in, value out), run on every input event, so
 * a typed key and a paste go through the same rule.
 */

/** In a mask, '9' is a digit position; every other character is written as it is (and is not a digit). */
export const PHONE_MASK = '999-999-9999';
export const SSN_MASK = '999-99-9999';
/** Canada's Social Insurance Number, as the card prints it. */
export const SIN_MASK = '999 999 999';

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
 * for the field's rule to refuse (ENTER_DATE_INVALID), and so does a year digit past the fourth.
 *
 * Digits without separators are split two for the month, two for the day, the rest for the year.
 * Separators the shopper wrote where that split puts none ('123/1999', '01/121/999', '01//2025')
 * are theirs to keep: moving the third digit into the next part would show a real date they never
 * wrote, so the text stays as written (blanks around a separator aside) and the rule refuses it.
 * `previous` is the value before this edit: while deleting, the slash after a complete month or
 * day is not put back, so Backspace can remove it; a separator typed just after a slash adds
 * nothing, as the mask has already written the slash the shopper is typing.
 */
export function maskDate(next: string, previous = ''): string {
  if (next.length === previous.length + 1 && next.startsWith(previous) && previous.endsWith('/') && /[/ -]$/.test(next)) return previous;
  // Blanks before the first digit or around a '/' or '-' are not separators of their own.
  const text = filterDateChars(next).replace(/^ +/, '').replace(/ *([/-]) */g, '$1');
  const parts = ['', '', ''];
  let part = 0;
  // The last part was closed by the mask (its second digit, or a first digit it padded) and the
  // shopper has not yet written the separator after it.
  let closedByMask = false;
  // The current part's digits ran on from a part the mask closed, with no separator between.
  let runOn = false;
  const chars = [...text];
  const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char);
  for (const [at, char] of chars.entries()) {
    const current = parts[part]!;
    if (!isDigit(char)) {
      if (current === '' && closedByMask) {
        closedByMask = false;
        continue;
      }
      // A one-digit month or day the shopper closed: '1/' is '01/'. One that ran on from the part
      // before ('123/') was not written as a month or day of its own.
      if (part < 2 && current.length === 1 && !runOn) {
        parts[part] = current.padStart(2, '0');
        part += 1;
        continue;
      }
      return text;
    }
    if (current === '') {
      runOn = closedByMask;
      closedByMask = false;
    }
    if (part === 2) {
      parts[2] = current + char;
      continue;
    }
    if (current !== '') {
      parts[part] = current + char;
      part += 1;
      closedByMask = true;
      continue;
    }
    // The largest first digit that a second digit can follow: 1 for months (10–12), 3 for days.
    const widest = part === 0 ? 1 : 3;
    // Two digits the shopper closed themselves ('40/' pasted) are their month or day, as written.
    const writtenPair = isDigit(chars[at + 1]) && !isDigit(chars[at + 2]);
    if (Number(char) > widest && !writtenPair) {
      parts[part] = `0${char}`;
      part += 1;
      closedByMask = true;
    } else parts[part] = char;
  }
  const deleting = next.length < previous.length;
  const endsWithSeparator = /[/ -]$/.test(next);
  let out = parts[0]!;
  if (part >= 1 && (parts[1] !== '' || part >= 2 || !deleting || endsWithSeparator)) out += `/${parts[1]}`;
  if (part >= 2 && (parts[2] !== '' || !deleting || endsWithSeparator)) out += `/${parts[2]}`;
  return out;
}

/** A card's expiry date, month and year of two digits each. */
export const CARD_EXPIRY_MASK = '99/99';

/**
 * A card's expiry (MM/YY). A phone's number pad has no '/', so digits alone are enough: '1228' is
 * '12/28', and a first month digit 2–9 gets its leading 0 ('428' is '04/28'). A separator the
 * shopper wrote is theirs: the month and the year either side of it stay as written ('1/28' after
 * the '2' of '12/28' was deleted, ready for a new second digit), a one-digit month just closed at
 * the end gets its 0 ('1/' is '01'), and digits past the year stay for the rule ('12/2028').
 */
export function maskCardExpiry(next: string): string {
  const text = filterDateChars(next).trim();
  const separator = text.search(/[/ -]/);
  if (separator === -1) return fitDigits(CARD_EXPIRY_MASK, text.replace(/^([2-9])/, '0$1'));
  const month = text.slice(0, separator).replace(/\D/g, '');
  const year = text.slice(separator + 1).replace(/\D/g, '');
  if (year === '') return /^[1-9]$/.test(month) ? `0${month}` : month;
  return `${month}/${year}`;
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
 * Keydown on a masked input with a length (SPEC 5.1: a date takes at most 10 characters): true for
 * a key that would type a character into a full box. Enter (it sends the form), editing and
 * navigation keys, shortcuts and typing over a selection pass. Not a maxlength attribute: the
 * browser would cut a longer paste to it before the mask runs ('212-55-12345' to a valid-looking
 * '212-55-1234'), where the paste should stay whole for the field's rule to refuse.
 */
export function blocksTypingPastLength(value: string, length: number, event: KeyLike, selectedChars = 0): boolean {
  return typesCharacter(event) && charCount(value) - selectedChars >= length;
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
