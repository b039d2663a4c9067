import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError } from './field';
import { dateOfBirthDayField, dateOfBirthMonthField, dateOfBirthYearField, idNumberField, isSocialInsuranceNumber, isSocialSecurityNumber, socialSecurityField } from './identity';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** An SSN that can be issued: area 001–665 or 667–899, group 01–99, serial 0001–9999. */
const issuable = fc
  .tuple(fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9999 }))
  .map(([a, g, s]) => [String(a).padStart(3, '0'), String(g).padStart(2, '0'), String(s).padStart(4, '0')])
  .filter((parts) => !['123456789', '219099999', '078051120'].includes(parts.join('')) && !/^(\d)\1{8}$/.test(parts.join('')));

describe('Social Security number', () => {
  it.each(['401-23-4567', '401234567', ' 401-23-4567 ', '665-01-0001', '899-99-9998'])('takes %j', (ssn) => {
    expect(fieldError(socialSecurityField({ required: true }), ssn)).toBeUndefined();
  });

  it.each([
    ['the advertising sample 123-45-6789', '123-45-6789'],
    ['the sample 219-09-9999', '219-09-9999'],
    ['the wallet sample 078-05-1120', '078-05-1120'],
    ['the wallet sample without dashes', '078051120'],
    ['all ones', '111-11-1111'],
    ['all eights', '888888888'],
    ['area 000', '000-12-3456'],
    ['area 666', '666-12-3456'],
    ['area 900', '900-12-3456'],
    ['area 987', '987-65-4321'],
    ['group 00', '401-00-4567'],
    ['serial 0000', '401-23-0000'],
    ['8 digits', '401-23-456'],
    ['letters', '40A-23-4567'],
    ['two dashes together', '401--23-4567'],
  ])('refuses %s', (_, ssn) => {
    expect(fieldError(socialSecurityField(), ssn)).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
  });

  it('checks the pre-filled original while the masked value is left as shown, and the typed one after', () => {
    expect(fieldError(socialSecurityField({ original: '401-23-4567' }), '***-**-4567')).toBeUndefined();
    expect(fieldError(socialSecurityField({ original: '666-23-4567' }), '***-**-4567')).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
    expect(fieldError(socialSecurityField({ original: '401-23-4567' }), '123-45-6789')).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
    expect(fieldError(socialSecurityField(), '***-**-4567')).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
  });

  it('takes every generated issuable number, with or without dashes', () => {
    fc.assert(fc.property(issuable, fc.boolean(), (parts, dashed) => isSocialSecurityNumber(parts.join(dashed ? '-' : ''))));
  });

  it('refuses every number with area 9xx, 000 or 666, group 00 or serial 0000', () => {
    const bad = fc.oneof(
      fc.tuple(fc.constantFrom('000', '666').chain((a) => fc.constant(a)), digits(2), digits(4)),
      fc.tuple(digits(2).map((d) => `9${d}`), digits(2), digits(4)),
      fc.tuple(digits(3), fc.constant('00'), digits(4)),
      fc.tuple(digits(3), digits(2), fc.constant('0000')),
    );
    fc.assert(fc.property(bad, (parts) => !isSocialSecurityNumber(parts.join('-'))));
  });

  it('refuses nine identical digits', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), (d) => !isSocialSecurityNumber(String(d).repeat(9))));
  });
});

/** Eight digits not starting with 0 or 8, and the Luhn check digit that completes them: a SIN. */
const sin = digits(8)
  .filter((first8) => !/^[08]/.test(first8))
  .map((first8) => {
    const sum = [...first8].reduce((total, digit, index) => {
      const doubled = Number(digit) * (index % 2 === 1 ? 2 : 1);
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    return `${first8}${(10 - (sum % 10)) % 10}`;
  });

describe("Canada's Social Insurance Number", () => {
  const canadian = (value: string) => fieldError(socialSecurityField({ country: 'CA' }), value);

  it.each(['130 692 544', '130692544', '130-692-544', '912 345 675'])('takes %j', (value) => {
    expect(canadian(value)).toBeUndefined();
  });

  it.each([
    ['a wrong check digit', '130 692 545'],
    ['an SSN that is no SIN', '215-65-4321'],
    ['one starting with 0 (never issued)', '046 454 286'],
    ['one starting with 8 (a business number)', '800 000 002'],
    ['8 digits', '130 692 54'],
    ['SSN grouping', '130-69-2544'],
  ])('refuses %s', (_, value) => {
    expect(canadian(value)).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
  });

  it('takes every generated SIN, grouped or not, and refuses it with any one digit changed', () => {
    fc.assert(
      fc.property(sin, fc.constantFrom('', ' ', '-'), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 9 }), (number, gap, at, by) => {
        const changed = `${number.slice(0, at)}${(Number(number[at]) + by) % 10}${number.slice(at + 1)}`;
        return isSocialInsuranceNumber(number.match(/\d{3}/g)!.join(gap)) && !isSocialInsuranceNumber(changed);
      }),
    );
  });

  it('checks the pre-filled original while the masked value is left as shown (SPEC 5.2), as for an SSN', () => {
    expect(fieldError(socialSecurityField({ country: 'CA', original: '130 692 544' }), '*** *** 544')).toBeUndefined();
    expect(fieldError(socialSecurityField({ country: 'CA', original: '130 692 545' }), '*** *** 545')).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
  });

  it('is asked for only in Canada: the US rule stays the SSN one', () => {
    expect(fieldError(socialSecurityField({ country: 'US' }), '912 345 675')).toBe('VALIDATE_SOCIAL_SECURITY_REGEX');
    expect(fieldError(socialSecurityField(), '401-23-4567')).toBeUndefined();
  });
});

describe('date of birth parts', () => {
  it('takes months 1–12 in one or two digits and refuses others', () => {
    for (const month of ['1', '01', '12']) expect(fieldError(dateOfBirthMonthField(), month)).toBeUndefined();
    for (const month of ['0', '00', '13', '001', 'Jan']) expect(fieldError(dateOfBirthMonthField(), month)).toBe('DATE_MONTH_INVALID');
  });

  it('takes days 1–31 and refuses others', () => {
    for (const day of ['1', '09', '31']) expect(fieldError(dateOfBirthDayField(), day)).toBeUndefined();
    for (const day of ['0', '32', '1.5']) expect(fieldError(dateOfBirthDayField(), day)).toBe('DATE_DAY_INVALID');
  });

  it('takes a 4-digit year after 1800', () => {
    expect(fieldError(dateOfBirthYearField(), '1801')).toBeUndefined();
    expect(fieldError(dateOfBirthYearField(), '1990')).toBeUndefined();
    for (const year of ['1800', '1799', '90', '19901']) expect(fieldError(dateOfBirthYearField(), year)).toBe('DATE_YEAR_INVALID');
  });

  it('takes every month, day and year in range and refuses every one outside', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.boolean(), (m, pad) => fieldError(dateOfBirthMonthField(), pad ? String(m).padStart(2, '0') : String(m)) === undefined));
    fc.assert(fc.property(fc.integer({ min: 13, max: 99 }), (m) => fieldError(dateOfBirthMonthField(), String(m)) === 'DATE_MONTH_INVALID'));
    fc.assert(fc.property(fc.integer({ min: 32, max: 99 }), (d) => fieldError(dateOfBirthDayField(), String(d)) === 'DATE_DAY_INVALID'));
    fc.assert(fc.property(fc.integer({ min: 1801, max: 9999 }), (y) => fieldError(dateOfBirthYearField(), String(y)) === undefined));
    fc.assert(fc.property(fc.integer({ min: 1000, max: 1800 }), (y) => fieldError(dateOfBirthYearField(), String(y)) === 'DATE_YEAR_INVALID'));
  });
});

describe('ID number', () => {
  it('takes letter and digit groups joined by single dashes', () => {
    for (const id of ['D1234567', 'D123-4567-89', 'a-b-c']) expect(fieldError(idNumberField(), id)).toBeUndefined();
    for (const id of ['D123--4567', '-D123', 'D123-', 'D123 4567', 'D12#']) expect(fieldError(idNumberField(), id)).toBe('VALIDATE_IDENTIFICATION_REGEX');
  });

  it('takes any generated dash-joined groups', () => {
    const groups = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(groups, (g) => fieldError(idNumberField({ required: true }), g.join('-')) === undefined));
  });
});
