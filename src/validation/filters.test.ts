import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterDateChars, filterDigits, filterEmail, filterName, filterPhone, isBlockedNumberKey } from './filters';

/** Any text a shopper could type or paste, accents, emoji and control characters included. */
const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });

const FILTERS: [string, (value: string) => string, RegExp][] = [
  ['e-mail', filterEmail, /^[A-Za-z0-9._@-]*$/],
  ['name', filterName, /^[\p{L}\p{M}\d.'’ -]*$/u],
  ['digits', filterDigits, /^\d*$/],
  ['phone', filterPhone, /^[\d-]*$/],
  ['date', filterDateChars, /^[\d/ -]*$/],
];

describe.each(FILTERS)('the %s filter', (_, filter, allowed) => {
  it('never outputs a character the field refuses', () => {
    fc.assert(fc.property(anyText, (text) => allowed.test(filter(text))));
  });

  it('is idempotent, so filtering on every input event changes nothing more', () => {
    fc.assert(fc.property(anyText, (text) => filter(filter(text)) === filter(text)));
  });

  it('keeps text made only of allowed characters as it is (a paste that fits stays whole)', () => {
    fc.assert(fc.property(anyText.map(filter), (clean) => filter(clean) === clean));
  });
});

describe('keypress filters', () => {
  it('keeps one @ in an e-mail and drops spaces and other symbols', () => {
    expect(filterEmail('ana lopez@@exa@mple.com')).toBe('analopez@example.com');
    expect(filterEmail('a+b@x.com')).toBe('ab@x.com');
    fc.assert(fc.property(anyText, (text) => filterEmail(text).split('@').length <= 2));
  });

  it('keeps accented letters, periods and apostrophes in names, and turns a pasted tab into a space', () => {
    expect(filterName('Zoë O’Brien-Núñez Jr.')).toBe('Zoë O’Brien-Núñez Jr.');
    expect(filterName('Ana\tMaría<script>')).toBe('Ana Maríascript');
  });

  it('keeps the dashes of a phone number and only digits elsewhere', () => {
    expect(filterPhone('(404) 555-1234')).toBe('404555-1234');
    expect(filterDigits('$1,299.00')).toBe('129900');
    expect(filterDateChars('12/25-2024 x')).toBe('12/25-2024 ');
  });

  it('blocks printable non-digit keys on number fields but lets digits, editing, navigation and shortcuts through', () => {
    for (const key of ['a', 'E', '.', '-', '+', ' ', 'é']) expect(isBlockedNumberKey({ key })).toBe(true);
    for (const key of ['0', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Home', 'End', 'Enter']) expect(isBlockedNumberKey({ key })).toBe(false);
    expect(isBlockedNumberKey({ key: 'v', ctrlKey: true })).toBe(false);
    expect(isBlockedNumberKey({ key: 'v', metaKey: true })).toBe(false);
  });
});
