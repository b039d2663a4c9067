import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmEmailField, emailField, isEmail, isNanpPhone, phoneDigits, phoneField } from './contact';
import { fieldError } from './field';

const digit = (from: number, to = 9) => fc.integer({ min: from, max: to }).map(String);
/** An area or exchange code: first digit 2–9, never N11. */
const code = fc.tuple(digit(2), digit(0), digit(0)).map((d) => d.join('')).filter((c) => !/^[2-9]11$/.test(c));
const line = fc.tuple(digit(0), digit(0), digit(0), digit(0)).map((d) => d.join(''));
const n11 = digit(2).map((d) => `${d}11`);

describe('e-mail', () => {
  it.each(['ana@example.com', 'Ana.Lopez-Ruiz_2@mail.example.co', ' ana@example.mx '])('takes %j', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(fieldError(emailField(), email)).toBeUndefined();
  });

  it.each(['ana@example.c', 'ana@example', 'ana@@example.com', 'ana example@x.com', '@example.com', 'ana@.com', 'ana@example.c0m'])(
    'refuses %j (the top-level domain is at least two letters)',
    (email) => {
      expect(fieldError(emailField(), email)).toBe('VALIDATE_EMAIL_REGEX');
    },
  );

  it('asks for a required address and lets an optional one be empty', () => {
    expect(fieldError(emailField({ required: true }), '  ')).toBe('REQUIRED');
    expect(fieldError(emailField(), '')).toBeUndefined();
    expect(fieldError(emailField(), undefined)).toBeUndefined();
  });

  it('confirms the same address whatever its case, and refuses another or an invalid one', () => {
    expect(fieldError(confirmEmailField('Ana@Example.com'), 'ana@example.COM')).toBeUndefined();
    expect(fieldError(confirmEmailField('ana@example.com'), 'ana@example.org')).toBe('VALIDATE_CONFIRMEMAIL_REGEX');
    expect(fieldError(confirmEmailField('ana@example'), 'ana@example')).toBe('VALIDATE_CONFIRMEMAIL_REGEX');
  });

  it('takes any generated well-formed address', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const address = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?$/), fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
      .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
    fc.assert(fc.property(address, (email) => isEmail(email) && sameCaseInsensitive(email)));
  });

  it('refuses any address whose top-level domain is one letter or has a digit', () => {
    const tld = fc.oneof(fc.stringMatching(/^[a-z]$/), fc.stringMatching(/^[a-z]*\d[a-z0-9]*$/));
    fc.assert(fc.property(tld, (end) => !isEmail(`ana@example.${end}`)));
  });
});

function sameCaseInsensitive(email: string): boolean {
  return fieldError(confirmEmailField(email.toUpperCase()), email) === undefined;
}

describe('phone (NANP)', () => {
  it.each(['404-555-1234', '(404) 555-1234', '404.555.1234', '4045551234', '+1 404 555 1234', '1-404-555-1234'])('takes %j', (phone) => {
    expect(fieldError(phoneField({ required: true }), phone)).toBeUndefined();
    expect(phoneDigits(phone)).toBe('4045551234');
  });

  it.each([
    ['an area code starting with 1', '104-555-1234'],
    ['an area code starting with 0', '004-555-1234'],
    ['an exchange starting with 1', '404-155-1234'],
    ['the N11 area code 911', '911-555-1234'],
    ['the N11 area code 411', '411-555-1234'],
    ['the N11 exchange 611', '404-611-1234'],
    ['nine digits', '404-555-123'],
    ['eleven digits without the country code 1', '24045551234'],
    ['letters', '404-555-CALL'],
  ])('refuses %s', (_, phone) => {
    expect(fieldError(phoneField(), phone)).toBe('INVALID_PHONE');
  });

  it('refuses more than 50 characters even when the digits are right', () => {
    expect(isNanpPhone(`404-555-1234${' '.repeat(50)}x`)).toBe(false);
  });

  it('takes every generated valid number, dashed or not', () => {
    fc.assert(
      fc.property(code, code, line, fc.constantFrom('', '-', '.', ' '), (area, exchange, number, sep) => {
        const phone = [area, exchange, number].join(sep);
        return isNanpPhone(phone) && phoneDigits(phone) === `${area}${exchange}${number}`;
      }),
    );
  });

  it('refuses every number with an N11 area or exchange code', () => {
    fc.assert(
      fc.property(n11, code, line, fc.boolean(), (bad, good, number, areaIsBad) =>
        !isNanpPhone(areaIsBad ? `${bad}-${good}-${number}` : `${good}-${bad}-${number}`),
      ),
    );
  });

  it('refuses every number whose area or exchange starts with 0 or 1', () => {
    const low = fc.tuple(digit(0, 1), digit(0), digit(0)).map((d) => d.join(''));
    fc.assert(fc.property(low, code, line, (bad, good, number) => !isNanpPhone(`${bad}${good}${number}`) && !isNanpPhone(`${good}${bad}${number}`)));
  });
});
