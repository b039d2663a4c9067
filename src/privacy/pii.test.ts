import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPersonalData, normalizeForScan } from './pii';

/** Digits of other scripts: full-width, Arabic-Indic, Devanagari, Bengali, Thai. */
const ZEROS = [0x30, 0xff10, 0x660, 0x966, 0x9e6, 0xe50];
const inScript = (digits: string, zero: number) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');

/** Separators a person (or a form) may put between the groups of a number or a date. */
const SEPARATORS = [' ', '-', '.', '/', '_', '\u2010', '\u2013', '\u2014', '\u2212', '\u00a0', '\u3000', '\u200b-', ' - '];

describe('findPersonalData: numbers', () => {
  it.each([
    'ssn 219-09-9999 failed',
    'ssn 219 09 9999',
    'ssn 219.09.9999',
    'ssn 219/09/9999',
    'ssn 219_09_9999',
    'ssn 219–09–9999',
    'ssn 219—09—9999',
    'ssn 219\u200b09\u200b9999',
    'ssn ２１９－０９－９９９９',
    'ssn ٢١٩-٠٩-٩٩٩٩',
    'ssn 219099999',
    'call (404) 555-0199',
    'call 404.555.0199',
    'card 4111 1111 1111 1111',
  ])('%j carries a number', (text) => {
    expect(findPersonalData(text)).toBe('number');
  });

  it('finds any 9-digit number, grouped 3-2-4 with any separator and in any script', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom(...SEPARATORS),
        fc.constantFrom(...ZEROS),
        fc.string({ maxLength: 20 }).filter((s) => !/[\p{Nd}]/u.test(s)),
        (digits, separator, zero, context) => {
          const ssn = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].map((group) => inScript(group, zero)).join(separator);
          expect(findPersonalData(`${context} ${ssn} ${context}`)).not.toBeNull();
        },
      ),
    );
  });
});

describe('findPersonalData: dates', () => {
  it.each(['dob 04/12/1990', 'dob 4.12.1990', 'dob 1990-12-04', 'dob 04-12-90', 'dob 12 4 1990', 'dob ０４／１２／１９９０', 'dob ٠٤/١٢/١٩٩٠', 'dob 04\u200b/12/1990', 'dob 1990–12–04'])(
    '%j carries a date',
    (text) => {
      expect(findPersonalData(text)).toBe('date');
    },
  );

  it('finds any day, month and year, in either order or year first, with any separator and in any script', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2099 }),
        fc.constantFrom('dmy', 'mdy', 'ymd'),
        fc.constantFrom(...SEPARATORS.filter((s) => s !== '_')),
        fc.constantFrom(...ZEROS),
        (day, month, year, order, separator, zero) => {
          const parts = { d: String(day).padStart(2, '0'), m: String(month).padStart(2, '0'), y: String(year) };
          const date = [...order].map((key) => inScript(parts[key as 'd' | 'm' | 'y'], zero)).join(separator);
          expect(findPersonalData(`born ${date}`)).not.toBeNull();
        },
      ),
    );
  });
});

describe('findPersonalData: e-mail addresses', () => {
  it.each([
    'user ada@example.com',
    'user ada＠example.com',
    'user ada﹫example.com',
    'user ada&#64;example.com',
    'user ada [at] example.com',
    'user ada (at) example (dot) com',
    'user ada{at}example{dot}co{dot}uk',
    'user ada at example dot com',
    'user ADA@EXAMPLE.COM',
    'user ada\u200b@example.com',
    'user josé@ejemplo.mx',
  ])('%j carries an address', (text) => {
    expect(findPersonalData(text)).toBe('email');
  });
});

describe('findPersonalData: what a debug line says without anyone in it', () => {
  it.each([
    'questions shown',
    'KBA step 3 of 5 failed',
    'order ORD-1A2B3C4D5E started',
    'P1001-2 out of stock at C101',
    'retry 2/3 after 1500 ms',
    'loader DOC_VERIFY_PROCESSING then DOC_VERIFY_SUCCESS',
    'zip lookup took 12 ms',
    'looked at the map, then at the list',
    'version 2.4 of the form',
    'status 404 at /checkout/payment',
  ])('%j carries nothing', (text) => {
    expect(findPersonalData(text)).toBeNull();
  });

  it('reads 2,000 hostile characters quickly (no pattern backtracks without end)', () => {
    const hostile = ['a'.repeat(2000), `${'a.'.repeat(1000)}`, `${'1 '.repeat(999)}x`, `${'a at '.repeat(400)}`, `${'-1'.repeat(1000)}`];
    for (const text of hostile) {
      const started = performance.now();
      findPersonalData(text);
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(100);
    }
  });
});

describe('normalizeForScan', () => {
  it('reads every script’s digits as 0-9 and drops invisible characters', () => {
    expect(normalizeForScan('١٢٣ １２３ १२३ ১২৩ ๑๒๓ 1\u200b2\u20603')).toBe('123 123 123 123 123 123');
  });
});
