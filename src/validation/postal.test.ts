import { describe, expect, it } from 'vitest';
import { isCanadianPostalCode, isUsZip, isZipOrPostalCode, normalizePostalCode } from './postal';

describe('zip and postal codes', () => {
  it.each(['30303', '30303-1234', ' 10001 '])('takes the US zip %j', (zip) => {
    expect(isUsZip(zip)).toBe(true);
  });

  it.each(['3030', '303031', '30303-12', '30303 1234', 'ABCDE', ''])('refuses %j as a US zip', (zip) => {
    expect(isUsZip(zip)).toBe(false);
  });

  it.each(['M5V 3L9', 'm5v3l9', 'K1P 1J1', 'H2X1Y4'])('takes the Canadian postal code %j', (code) => {
    expect(isCanadianPostalCode(code)).toBe(true);
  });

  it.each(['W5V 3L9', 'Z5V 3L9', 'D5V 3L9', 'M5O 3L9', 'M5V 3LU', 'M5V  3L9', 'M5V-3L9', '30303'])(
    'refuses %j as a Canadian postal code (letters Canada Post never uses, bad separators)',
    (code) => {
      expect(isCanadianPostalCode(code)).toBe(false);
    },
  );

  it('takes either form where both countries are served', () => {
    expect(isZipOrPostalCode('30303')).toBe(true);
    expect(isZipOrPostalCode('M5V 3L9')).toBe(true);
    expect(isZipOrPostalCode('99')).toBe(false);
  });

  it('writes a postal code the way the server stores it, upper case with one space', () => {
    expect(normalizePostalCode('m5v3l9')).toBe('M5V 3L9');
    expect(normalizePostalCode(' 30303-1234 ')).toBe('30303-1234');
  });

  it("keeps to the site's country when one is given", () => {
    expect(normalizePostalCode('M5V 3L9', 'US')).toBeUndefined();
    expect(normalizePostalCode('30303', 'CA')).toBeUndefined();
    expect(normalizePostalCode('30303', 'US')).toBe('30303');
  });
});
