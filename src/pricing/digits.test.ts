import { describe, expect, it } from 'vitest';
import { formatFixed } from './digits';

/** Intl is the reference: the plain formatter must write what it writes, digit for digit. */
const intl = (value: number, digits: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

const values = [0, -0, 5, 0.05, 0.5, 1.5, 2.5, 4.25, 4.35, 1.005, 19.99, 999.995, 1234.56, 12345.6, 1234567.891, -3.45, -0.04, 100000000, 4.999];

describe('formatFixed', () => {
  for (const locale of ['en-US', 'es-US', 'en-CA']) {
    it(`writes what Intl writes in ${locale}, rounding included`, () => {
      for (const digits of [0, 1, 2]) {
        for (const value of values) expect(formatFixed(value, digits, locale), `${value} to ${digits}`).toBe(intl(value, digits, locale));
      }
    });
  }

  it('groups thousands with commas and keeps the decimals asked for', () => {
    expect(formatFixed(1234567.5, 2, 'en-US')).toBe('1,234,567.50');
    expect(formatFixed(4.2, 1, 'es-US')).toBe('4.2');
    expect(formatFixed(1234, 0, 'en-CA')).toBe('1,234');
  });

  it('leaves other locales and numbers too large for plain digits to Intl', () => {
    expect(formatFixed(1234.5, 2, 'fr-CA')).toBe(intl(1234.5, 2, 'fr-CA'));
    expect(formatFixed(1e21, 0, 'en-US')).toBe(intl(1e21, 0, 'en-US'));
  });
});
