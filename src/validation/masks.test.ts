import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPayDate } from './dates';
import { blocksTypingAtLimit, charsLeft, fitDigits, limitChars, maskDate, maskOnBlur, pasteWithinLimit, PHONE_MASK, SSN_MASK } from './masks';

/** Types `keys` one at a time into a date input, as the input events would run the mask. */
function typeDate(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = maskDate(value + key, value);
  return value;
}

/** Backspace at the end. */
const backspace = (value: string) => maskDate(value.slice(0, -1), value);

/** A prefix of some valid mm/dd/yyyy (month 01–12, day 01–31). */
const PREFIX_VALID = /^(?:|[01]|0[1-9]|1[0-2])$|^(?:0[1-9]|1[0-2])\/(?:|[0-3]|0[1-9]|[12]\d|3[01])$|^(?:0[1-9]|1[0-2])\/(?:0[1-9]|[12]\d|3[01])\/\d{0,4}$/;

describe('digit masks', () => {
  it('fits digits into the mask as they come, and a whole paste at once', () => {
    expect(fitDigits(PHONE_MASK, '404')).toBe('404');
    expect(fitDigits(PHONE_MASK, '4045')).toBe('404-5');
    expect(fitDigits(PHONE_MASK, '(404) 555-1234 ext 9')).toBe('404-555-1234');
    expect(fitDigits(SSN_MASK, '401234567')).toBe('401-23-4567');
    expect(fitDigits('(999) 999-9999', '4')).toBe('(4');
  });

  it('clears a value without digits on focus-out and masks one with digits', () => {
    expect(maskOnBlur(PHONE_MASK, '---')).toBe('');
    expect(maskOnBlur(PHONE_MASK, 'abc')).toBe('');
    expect(maskOnBlur(PHONE_MASK, '40')).toBe('40');
  });

  it('never outputs more than the mask, keeps every digit it has room for, in order', () => {
    const mask = fc.constantFrom(PHONE_MASK, SSN_MASK, '(999) 999-9999', '99/99/9999');
    fc.assert(
      fc.property(mask, fc.string({ maxLength: 30 }), (m, text) => {
        const out = fitDigits(m, text);
        const room = [...m].filter((c) => c === '9').length;
        return out.length <= m.length && out.replace(/\D/g, '') === text.replace(/\D/g, '').slice(0, room);
      }),
    );
  });

  it('changes nothing when run again, so each input event can run it', () => {
    fc.assert(fc.property(fc.constantFrom(PHONE_MASK, SSN_MASK, '(999) 999-9999'), fc.string({ maxLength: 30 }), (m, text) => fitDigits(m, fitDigits(m, text)) === fitDigits(m, text)));
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

  it('drops a digit that would make month 13+ or 00, or day 32+ or 00', () => {
    expect(typeDate('13')).toBe('1');
    expect(typeDate('00')).toBe('0');
    expect(typeDate('0132')).toBe('01/3');
    expect(typeDate('0100')).toBe('01/0');
  });

  it('takes only digits, slash, dash and space, and stops at 10 characters', () => {
    expect(typeDate('1a2b/2c5/2024')).toBe('12/25/2024');
    expect(typeDate('12/25/20245')).toBe('12/25/2024');
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

  it('always gives a prefix of a valid mm/dd/yyyy of at most 10 characters, typed or pasted', () => {
    const keys = fc.string({ unit: fc.constantFrom(...'0123456789/- a'.split('')), maxLength: 16 });
    fc.assert(fc.property(keys, (text) => PREFIX_VALID.test(typeDate(text)) && typeDate(text).length <= 10));
    fc.assert(fc.property(keys, (text) => PREFIX_VALID.test(maskDate(text)) && maskDate(text).length <= 10));
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
