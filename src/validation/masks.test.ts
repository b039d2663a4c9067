import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardExpiry } from './cards';
import { isPayDate } from './dates';
import { filterDateChars } from './filters';
import { blocksTypingAtLimit, blocksTypingPastLength, charsLeft, fitDigits, limitChars, maskCardExpiry, maskDate, maskOnBlur, pasteWithinLimit, PHONE_MASK, SSN_MASK } from './masks';

/** Types `keys` one at a time into a date input, as the input events would run the mask. */
function typeDate(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = maskDate(value + key, value);
  return value;
}

/** Backspace at the end. */
const backspace = (value: string) => maskDate(value.slice(0, -1), value);

/** A date as the shopper wrote it: the characters a date may have, blanks around a '/' or '-' and before the first digit aside. */
const asWritten = (text: string) => filterDateChars(text).replace(/^ +/, '').replace(/ *([/-]) */g, '$1');

describe('digit masks', () => {
  it('fits digits into the mask as they come, and a whole paste at once', () => {
    expect(fitDigits(PHONE_MASK, '404')).toBe('404');
    expect(fitDigits(PHONE_MASK, '4045')).toBe('404-5');
    expect(fitDigits(PHONE_MASK, '(404) 555-1234')).toBe('404-555-1234');
    expect(fitDigits(SSN_MASK, '401234567')).toBe('401-23-4567');
    expect(fitDigits('(999) 999-9999', '4')).toBe('(4');
  });

  it('clears a value without digits on focus-out and masks one with digits', () => {
    expect(maskOnBlur(PHONE_MASK, '---')).toBe('');
    expect(maskOnBlur(PHONE_MASK, 'abc')).toBe('');
    expect(maskOnBlur(PHONE_MASK, '40')).toBe('40');
  });

  it('never changes a digit the shopper typed: every digit stays, in order, and only what fits is formatted', () => {
    const mask = fc.constantFrom(PHONE_MASK, SSN_MASK, '(999) 999-9999', '99/99/9999');
    fc.assert(
      fc.property(mask, fc.string({ unit: fc.constantFrom(...'0123456789 -().+a'.split('')), maxLength: 30, size: 'max' }), (m, text) => {
        const out = fitDigits(m, text);
        const digits = text.replace(/\D/g, '');
        const room = [...m].filter((c) => c === '9').length;
        return out.replace(/\D/g, '') === digits && (digits.length > room || out.length <= m.length);
      }),
    );
  });

  it('keeps digits beyond the mask after it, so a mistyped number is refused rather than cut', () => {
    expect(fitDigits(SSN_MASK, '2125512345')).toBe('212-55-12345');
    expect(fitDigits(PHONE_MASK, '40455501239')).toBe('404-555-01239');
  });

  it('changes nothing when run again, so each input event can run it', () => {
    fc.assert(fc.property(fc.constantFrom(PHONE_MASK, SSN_MASK, '(999) 999-9999'), fc.string({ maxLength: 30 }), (m, text) => fitDigits(m, fitDigits(m, text)) === fitDigits(m, text)));
  });
});

describe('card expiry mask', () => {
  /** Keys typed one at a time, as the input events would run the mask. */
  const typed = (keys: string) => [...keys].reduce((value, key) => maskCardExpiry(value + key), '');

  it('takes the digits of a phone keypad, which has no slash: 1228 is 12/28', () => {
    expect(typed('1228')).toBe('12/28');
    expect(isCardExpiry(typed('1228'), new Date(2026, 11, 6))).toBe(true);
  });

  it('takes a slash typed after the month without writing a second one', () => {
    expect(typed('12/28')).toBe('12/28');
    expect(typed('1/28')).toBe('01/28');
  });

  it('puts a 0 before a first month digit 2–9', () => {
    expect(typed('428')).toBe('04/28');
    expect(typed('1')).toBe('1');
  });

  it('keeps an impossible month as typed, and digits past the mask, for the rule to refuse or read', () => {
    expect(typed('1328')).toBe('13/28');
    expect(maskCardExpiry('12/2028')).toBe('12/2028');
    expect(isCardExpiry(maskCardExpiry('12/2028'), new Date(2026, 11, 6))).toBe(true);
  });

  it('empties a value without digits (SPEC 5.1 masked inputs)', () => {
    for (const typed of ['/', ' - ', '//', '-/ ']) expect(maskCardExpiry(typed)).toBe('');
  });

  it('lets Backspace go back over the slash it wrote', () => {
    expect(maskCardExpiry('12/')).toBe('12');
    expect(maskCardExpiry('1')).toBe('1');
  });

  it('leaves a month edited in the middle as it is, ready for its new digit, and the year where it was', () => {
    // The '2' of '12/28' deleted, then '0' typed in its place.
    expect(maskCardExpiry('1/28')).toBe('1/28');
    expect(maskCardExpiry('10/28')).toBe('10/28');
    // '12' selected and '0' typed over it.
    expect(maskCardExpiry('0/28')).toBe('0/28');
    expect(maskCardExpiry('07/28')).toBe('07/28');
    // A one-digit month is a month all the same (January 2028).
    expect(isCardExpiry('1/28', new Date(2026, 11, 6))).toBe(true);
  });
});

describe('date input mask', () => {
  it('writes the slashes in as the digits are typed', () => {
    expect(typeDate('12252024')).toBe('12/25/2024');
    expect(typeDate('1')).toBe('1');
    expect(typeDate('12')).toBe('12/');
    expect(typeDate('122')).toBe('12/2');
  });

  it('puts a 0 before a first month digit 2–9 and a first day digit 4–9', () => {
    expect(typeDate('3')).toBe('03/');
    expect(typeDate('9')).toBe('09/');
    expect(typeDate('35')).toBe('03/05/');
    expect(typeDate('33')).toBe('03/3');
    expect(typeDate('3312024')).toBe('03/31/2024');
  });

  it('closes a one-digit month or day at a typed separator', () => {
    expect(typeDate('1/5/2024')).toBe('01/05/2024');
    expect(typeDate('1-2-2024')).toBe('01/02/2024');
    expect(typeDate('1 2 1999')).toBe('01/02/1999');
  });

  it('keeps an impossible month or day as typed, for the field to refuse, never a different date', () => {
    expect(typeDate('13/01/2025')).toBe('13/01/2025');
    expect(maskDate('13/01/2025')).toBe('13/01/2025');
    expect(typeDate('00/10/2025')).toBe('00/10/2025');
    expect(maskDate('00/10/2025')).toBe('00/10/2025');
    expect(typeDate('13')).toBe('13/');
    expect(typeDate('0132')).toBe('01/32/');
    expect(typeDate('0/1/2025')).toBe('00/01/2025');
    for (const text of ['13/01/2025', '00/10/2025', '02/30/2025', '01/32/2025']) expect(isPayDate(maskDate(text))).toBe(false);
  });

  it('takes only digits, slash, dash and space, and keeps a fifth year digit for the field to refuse', () => {
    expect(typeDate('1a2b/2c5/2024')).toBe('12/25/2024');
    expect(maskDate('12/25/20245')).toBe('12/25/20245');
    expect(isPayDate('12/25/20245')).toBe(false);
  });

  it('lets Backspace remove the slash it wrote', () => {
    expect(backspace('12/')).toBe('12');
    expect(backspace('12/2')).toBe('12/');
    expect(backspace('12/25/')).toBe('12/25');
    expect(backspace(backspace('12/'))).toBe('1');
  });

  it('keeps a pasted date that fits, whatever the separator', () => {
    expect(maskDate('12/25/2024')).toBe('12/25/2024');
    expect(maskDate('12-25-2024')).toBe('12/25/2024');
    expect(maskDate('1/5/2024')).toBe('01/05/2024');
  });

  it('never changes what the shopper meant: a month, day and year as pasted come out the same, only padded', () => {
    const part = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 2 });
    const year = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 4 });
    const separator = fc.constantFrom('/', '-', ' ');
    fc.assert(
      fc.property(part, part, year, separator, (month, day, y, sep) => {
        const text = `${month}${sep}${day}${sep}${y}`;
        return maskDate(text) === `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${y}`;
      }),
    );
  });

  it('never moves a digit across a separator the shopper wrote: each part they wrote comes out whole, a one-digit month or day at most padded', () => {
    // Months and days of 0 to 3 digits and doubled separators: '123/1999' and '01//2025' are not
    // dates, and must not become one by the mask moving a digit into the next part.
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: max });
    const separator = fc.constantFrom('/', '-', ' ', '//', '--', '/-');
    fc.assert(
      fc.property(digits(3), digits(3), digits(5), separator, separator, (month, day, year, first, second) => {
        const text = `${month}${first}${day}${second}${year}`;
        // Blanks beside a '/' or '-' or before the first digit are not separators of their own.
        fc.pre(!text.startsWith(' ') && !/ [/-]|[/-] /.test(text));
        const written = text.split(/[/ -]/);
        const out = maskDate(text).split(/[/ -]/);
        // After the parts written, only the empty one a slash the mask wrote begins.
        const asTheyWereWritten = written.every((part, at) => out[at] === part || (at < 2 && part.length === 1 && out[at] === `0${part}`));
        return asTheyWereWritten && out.slice(written.length).every((part) => part === '');
      }),
    );
  });

  it('typed key by key, keeps the month and day as typed too, once a first digit it pads has shown its 0', () => {
    // A first month digit 2–9 or day digit 4–9 shows '0d/' at once (SPEC 5.1), so the next key
    // goes on to the day or year in plain sight; any other first digit waits for its second.
    const part = (widest: number) => fc.oneof(fc.integer({ min: 0, max: 9 }).map(String), fc.integer({ min: 0, max: widest * 10 + 9 }).map((n) => String(n).padStart(2, '0')));
    const year = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 4 });
    fc.assert(
      fc.property(part(1), part(3), year, fc.constantFrom('/', '-', ' '), (month, day, y, sep) => {
        const text = `${month}${sep}${day}${sep}${y}`;
        return typeDate(text) === `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${y}`;
      }),
    );
    // Typed, '4' showed '04/' at once; the '0' after it went on to the year, and the '/' typed next stays where it was typed.
    expect(typeDate('12/40/2025')).toBe('12/04/0/2025');
    expect(isPayDate(typeDate('12/40/2025'))).toBe(false);
    expect(maskDate('12/40/2025')).toBe('12/40/2025');
  });

  it('keeps every digit typed or pasted, in order, adding only the leading zeros of a month and a day', () => {
    const keys = fc.string({ unit: fc.constantFrom(...'0123456789/- a'.split('')), maxLength: 16 });
    const digitsOf = (value: string) => value.replace(/\D/g, '');
    /** Whether `out` is the digits `typed` with, at most, a 0 put before a one-digit month and day. */
    const onlyPadded = (out: string, typed: string) => {
      const [month = '', day = '', ...rest] = out.split(/[/ -]/);
      const year = digitsOf(rest.join(''));
      const unpadded = [month, day].map((part) => (part.length === 2 && part[0] === '0' ? [part, part[1]!] : [part]));
      return unpadded[0]!.some((m) => unpadded[1]!.some((d) => m + d + year === typed));
    };
    fc.assert(fc.property(keys, (text) => onlyPadded(maskDate(text), digitsOf(text)) && onlyPadded(typeDate(text), digitsOf(text))));
    // Either the mask's own mm/dd/yyyy (as far as it goes) or, where the shopper's separators say otherwise, what they wrote.
    fc.assert(fc.property(keys, (text) => /^\d{0,2}(?:\/\d{0,2}(?:\/\d*)?)?$/.test(maskDate(text)) || maskDate(text) === asWritten(text)));
  });

  it('keeps a third month or day digit where the shopper wrote it, when their own separators say so, for the field to refuse', () => {
    expect(maskDate('123/1999')).toBe('123/1999');
    expect(maskDate('01/121/999')).toBe('01/121/999');
    expect(maskDate('01//2025')).toBe('01//2025');
    expect(maskDate('/12/2024')).toBe('/12/2024');
    expect(maskDate('12/25/20/24')).toBe('12/25/20/24');
    expect(maskDate('12-251-999')).toBe('12-251-999');
    for (const text of ['123/1999', '01/121/999', '01//2025', '/12/2024', '12/25/20/24', '12-251-999']) expect(isPayDate(maskDate(text)), text).toBe(false);
  });

  it('splits digits typed or pasted without separators, and takes separators where its split puts them', () => {
    expect(typeDate('12311999')).toBe('12/31/1999');
    expect(maskDate('12311999')).toBe('12/31/1999');
    expect(typeDate('12')).toBe('12/');
    expect(maskDate('1231/1999')).toBe('12/31/1999');
    expect(maskDate('12/311999')).toBe('12/31/1999');
    expect(maskDate(' 12 / 31 / 1999')).toBe('12/31/1999');
    // The slash the mask wrote and the one the shopper types after it are one.
    expect(typeDate('12/31/1999')).toBe('12/31/1999');
    expect(typeDate('1-5-2024')).toBe('01/05/2024');
  });

  it('keeps every real pasted date in mm/dd/yyyy as it is', () => {
    const date = fc.date({ min: new Date(1900, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(date, (d) => {
        const text = `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
        return maskDate(text) === text && typeDate(text) === text && isPayDate(text);
      }),
    );
  });

  it('changes nothing when run again on its own output', () => {
    const keys = fc.string({ unit: fc.constantFrom(...'0123456789/- '.split('')), maxLength: 16 });
    fc.assert(fc.property(keys, (text) => maskDate(maskDate(text)) === maskDate(text)));
  });
});

describe('masked input length', () => {
  it('blocks a key that would type past the length, never Enter, editing keys, shortcuts or typing over a selection', () => {
    expect(blocksTypingPastLength('12/25/2024', 10, { key: '5' })).toBe(true);
    expect(blocksTypingPastLength('212-55-1234', 11, { key: '5' })).toBe(true);
    expect(blocksTypingPastLength('12/25/202', 10, { key: '4' })).toBe(false);
    for (const key of ['Enter', 'Backspace', 'Delete', 'ArrowLeft', 'Tab']) expect(blocksTypingPastLength('12/25/2024', 10, { key })).toBe(false);
    expect(blocksTypingPastLength('12/25/2024', 10, { key: 'v', ctrlKey: true })).toBe(false);
    expect(blocksTypingPastLength('12/25/2024', 10, { key: '5' }, 1)).toBe(false);
    // A value pasted past the length takes no more typing, only editing.
    expect(blocksTypingPastLength('212-55-12345', 11, { key: '6' })).toBe(true);
  });
});

describe('textarea character limit', () => {
  it('cuts pasted overflow and counts what is left', () => {
    expect(limitChars('abcdef', 4)).toBe('abcd');
    expect(charsLeft('abc', 10)).toBe(7);
    expect(charsLeft('abcdefghijk', 10)).toBe(0);
    expect(limitChars('😀😀😀', 2)).toBe('😀😀');
  });

  it('blocks typing at the limit but lets editing, navigation, shortcuts and typing over a selection through', () => {
    expect(blocksTypingAtLimit('abcd', 4, { key: 'e' })).toBe(true);
    expect(blocksTypingAtLimit('abcd', 4, { key: 'Enter' })).toBe(true);
    expect(blocksTypingAtLimit('abc', 4, { key: 'e' })).toBe(false);
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Home', 'Tab']) expect(blocksTypingAtLimit('abcd', 4, { key })).toBe(false);
    expect(blocksTypingAtLimit('abcd', 4, { key: 'v', ctrlKey: true })).toBe(false);
    expect(blocksTypingAtLimit('abcd', 4, { key: 'e' }, 1)).toBe(false);
  });

  it('keeps a paste that fits whole, where the caret is, and the beginning of one that does not', () => {
    expect(pasteWithinLimit('Hello!', 5, 5, ' world', 20)).toEqual({ value: 'Hello world!', caret: 11 });
    expect(pasteWithinLimit('Hello!', 5, 5, ' world', 9)).toEqual({ value: 'Hello wo!', caret: 8 });
    expect(pasteWithinLimit('Hello there', 6, 11, 'you', 9)).toEqual({ value: 'Hello you', caret: 9 });
  });

  it('never goes over the limit and always keeps a paste that fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 60 }), fc.nat(), (typed, pasted, limit, at) => {
        const value = limitChars(typed, limit);
        const caret = value.length === 0 ? 0 : at % (value.length + 1);
        const result = pasteWithinLimit(value, caret, caret, pasted, limit);
        const fits = [...value].length + [...pasted].length <= limit;
        return [...result.value].length <= limit && (!fits || result.value === value.slice(0, caret) + pasted + value.slice(caret));
      }),
    );
  });
});
