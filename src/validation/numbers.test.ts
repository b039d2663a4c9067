import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError } from './field';
import { containsNumerals } from './names';
import { extensionField, giftCertAmountField, isStoreNumber, numbersOnlyField, positiveNumberField, residenceMonthsField, residenceYearsField } from './numbers';

describe('residence', () => {
  it('takes 0–99 years and 0–11 months, digits only', () => {
    expect(fieldError(residenceYearsField(), '0')).toBeUndefined();
    expect(fieldError(residenceYearsField(), '99')).toBeUndefined();
    for (const years of ['100', '-1', '2.5', 'two']) expect(fieldError(residenceYearsField(), years)).toBe('VALIDATE_RESIDENCE_YEARS_REGEX');
    expect(fieldError(residenceMonthsField(), '11')).toBeUndefined();
    for (const months of ['12', '-1', '1.5']) expect(fieldError(residenceMonthsField(), months)).toBe('VALIDATE_RESIDENCE_MONTHS_REGEX');
  });

  it('takes every whole number in range and refuses every one above it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), (y) => fieldError(residenceYearsField(), String(y)) === undefined));
    fc.assert(fc.property(fc.integer({ min: 100, max: 100000 }), (y) => fieldError(residenceYearsField(), String(y)) !== undefined));
    fc.assert(fc.property(fc.integer({ min: 0, max: 11 }), (m) => fieldError(residenceMonthsField(), String(m)) === undefined));
    fc.assert(fc.property(fc.integer({ min: 12, max: 100000 }), (m) => fieldError(residenceMonthsField(), String(m)) !== undefined));
  });
});

describe('gift certificate amount', () => {
  it.each(['5', '5.00', '25.5', '$100', '$1,000', '5000', '5000.00'])('takes %j', (amount) => {
    expect(fieldError(giftCertAmountField(), amount)).toBeUndefined();
  });

  it.each(['4.99', '5000.01', '0', '-10', 'ten', '1,00', '12.345'])('refuses %j', (amount) => {
    expect(fieldError(giftCertAmountField(), amount)).toBe('GIFT_CERT_AMOUNT_INVALID');
  });

  it('takes every amount in cents from $5 to $5,000 and refuses every amount outside', () => {
    const write = (cents: number) => (cents / 100).toFixed(2);
    fc.assert(fc.property(fc.integer({ min: 500, max: 500000 }), (cents) => fieldError(giftCertAmountField(), write(cents)) === undefined));
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 0, max: 499 }), fc.integer({ min: 500001, max: 10_000_000 })), (cents) => fieldError(giftCertAmountField(), write(cents)) === 'GIFT_CERT_AMOUNT_INVALID'));
  });
});

describe('other number patterns', () => {
  it('takes digits only as an extension and for numbersOnly', () => {
    expect(fieldError(extensionField(), '1234')).toBeUndefined();
    expect(fieldError(extensionField(), 'x12')).toBe('VALIDATE_EXT_REGEX');
    expect(fieldError(numbersOnlyField(), '12a')).toBe('DIGITS');
    fc.assert(fc.property(fc.stringMatching(/^\d{1,8}$/), (n) => fieldError(extensionField(), n) === undefined && fieldError(numbersOnlyField(), n) === undefined));
    fc.assert(fc.property(fc.stringMatching(/^\d*[^\d\s]\d*$/), (n) => fieldError(extensionField(), n) === 'VALIDATE_EXT_REGEX'));
  });

  it('takes an empty value or a number of at least 0 as a positive number', () => {
    for (const n of ['', '0', '12', '12.5', '.5']) expect(fieldError(positiveNumberField(), n)).toBeUndefined();
    for (const n of ['-1', '1e3', 'abc', '1.2.3']) expect(fieldError(positiveNumberField(), n)).toBe('NUMBER');
    fc.assert(fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) => fieldError(positiveNumberField(), n.toFixed(3)) === undefined));
  });

  it('knows text with numerals, and store numbers C or F with 2–4 digits', () => {
    expect(containsNumerals('Suite 4')).toBe(true);
    expect(containsNumerals('Suite')).toBe(false);
    for (const store of ['C12', 'F1234', 'C999']) expect(isStoreNumber(store)).toBe(true);
    for (const store of ['C1', 'F12345', 'D123', 'c123', '123']) expect(isStoreNumber(store)).toBe(false);
    fc.assert(fc.property(fc.constantFrom('C', 'F'), fc.stringMatching(/^\d{2,4}$/), (letter, n) => isStoreNumber(letter + n)));
  });
});
