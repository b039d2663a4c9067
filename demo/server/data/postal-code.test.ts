import { describe, expect, test } from 'vitest';
import { normalizePostalCode } from './postal-code.js';

describe('normalizePostalCode', () => {
  test.each([
    ['30303', '30303', 'US'],
    [' 30303 ', '30303', 'US'],
    ['30303-1234', '30303', 'US'],
    ['M5V 3L9', 'M5V 3L9', 'CA'],
    ['m5v3l9', 'M5V 3L9', 'CA'],
    ['m5v 3l9', 'M5V 3L9', 'CA'],
    [' k1p1j1 ', 'K1P 1J1', 'CA'],
  ])('reads %j as %s (%s)', (raw, code, country) => {
    expect(normalizePostalCode(raw)).toEqual({ code, country });
  });

  test.each([
    '',
    '3030',
    '303031',
    '30303-12',
    '30303 1234',
    'M5V  3L9',
    'M5V-3L9',
    'D5V 3L9', // D never starts a postal code
    'W5V 3L9', // nor W
    'M5O 3L9', // O is never used
    '123 Main St',
    '9'.repeat(5000),
  ])('refuses %j', (raw) => {
    expect(normalizePostalCode(raw)).toBeNull();
  });
});
