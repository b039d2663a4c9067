import { describe, expect, it } from 'vitest';
import { formatCents } from './money';
import { dollarsToCents, isCents, parseMoney, sumCents, toCents } from './cents';
import { dollarText, NOT_CENTS, seeded } from './testing';

const FORMATS = [
  { locale: 'en-US', currency: 'USD' },
  { locale: 'es-US', currency: 'USD' },
  { locale: 'en-CA', currency: 'CAD' },
] as const;

describe('dollarsToCents: JSON numbers of dollars', () => {
  it('turns two-decimal dollars into exact cents, even where the float is just below', () => {
    expect(dollarsToCents(49.99)).toBe(4999);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(dollarsToCents(1.1)).toBe(110);
    expect(dollarsToCents(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents(49)).toBe(4900);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('keeps negative amounts and never gives -0', () => {
    expect(dollarsToCents(-19.99)).toBe(-1999);
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('rounds more than two decimals to the nearest cent, halves away from zero', () => {
    expect(dollarsToCents(16.666666)).toBe(1667);
    expect(dollarsToCents(16.664)).toBe(1666);
    expect(dollarsToCents(0.125)).toBe(13);
    expect(dollarsToCents(-0.125)).toBe(-13);
  });

  it('refuses numbers that are not finite or too large for exact cents', () => {
    expect(dollarsToCents(NaN)).toBeUndefined();
    expect(dollarsToCents(Infinity)).toBeUndefined();
    expect(dollarsToCents(-Infinity)).toBeUndefined();
    expect(dollarsToCents(1e14)).toBeUndefined();
    expect(dollarsToCents(Number.MAX_VALUE)).toBeUndefined();
  });

  it('is exact for every cent amount from $0.00 to $10,000.00', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents++) {
      if (dollarsToCents(Number(dollarText(cents))) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it('is exact for 20,000 random amounts up to $10 billion, positive and negative', () => {
    const random = seeded(1);
    const wrong: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const cents = random.int(-1e12, 1e12);
      if (!Object.is(dollarsToCents(Number(dollarText(cents))), cents === 0 ? 0 : cents)) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('parseMoney: US-formatted money strings', () => {
  it.each([
    ['49.99', 4999],
    ['49', 4900],
    ['49.9', 4990],
    ['49.90', 4990],
    ['0.05', 5],
    ['0', 0],
    ['$1,234.56', 123456],
    ['$1234.56', 123456],
    ['C$49.99', 4999],
    ['c$49.99', 4999],
    ['CA$49.99', 4999],
    ['US$49.99', 4999],
    [' $ 12.00 ', 1200],
    ['\t$12\n', 1200],
    ['$1,000,000.00', 100000000],
    ['-$19.99', -1999],
    ['-C$1,234.56', -123456],
    ['-19.99', -1999],
    ['0.29', 29],
    ['4.35', 435],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'false',
    'null',
    'NaN',
    'Infinity',
    '$',
    'C$',
    '.99',
    '49.',
    '49.999',
    '1.234',
    '1.234,56',
    '49,99',
    '1,23',
    '12,34,567',
    '1,2345',
    ',123',
    '1e3',
    '0x10',
    '$-19.99',
    '--5',
    '+5',
    '5-',
    '$ 1 234.56',
    'C49.99',
    'E$5',
    '€5',
    '49.99 USD',
    '$49.99/mo.',
    '١٢',
    '9'.repeat(20),
  ])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it('refuses values that are not strings without throwing', () => {
    expect(parseMoney(49.99 as unknown as string)).toBeUndefined();
    expect(parseMoney(null as unknown as string)).toBeUndefined();
  });

  it('never gives -0', () => {
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
  });

  it('reads back every amount it formats, in every site format (round trip)', () => {
    const random = seeded(2);
    const wrong: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const cents = random.pick([random.int(0, 999), random.int(0, 1e6), random.int(-1e12, 1e12)]);
      for (const format of FORMATS) {
        const text = formatCents(cents, format);
        if (!Object.is(parseMoney(text), cents === 0 ? 0 : cents)) wrong.push(text);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads every amount from $0.00 to $1,000.00 exactly from plain dollars', () => {
    const wrong: string[] = [];
    for (let cents = 0; cents <= 100_000; cents++) {
      const text = dollarText(cents);
      if (parseMoney(text) !== cents) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });

  it('never returns NaN, whatever the characters', () => {
    const random = seeded(3);
    const alphabet = [...'0123456789.,$C- A\t'];
    const wrong: string[] = [];
    let read = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: random.int(0, 12) }, () => random.pick(alphabet)).join('');
      const cents = parseMoney(text);
      if (cents === undefined) continue;
      read++;
      if (!Number.isSafeInteger(cents)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
    expect(read).toBeGreaterThan(100);
  });
});

describe('toCents: whatever a server sends for money', () => {
  it('takes dollars as numbers and money strings', () => {
    expect(toCents(49.99)).toBe(4999);
    expect(toCents('$49.99')).toBe(4999);
  });

  it('refuses other types', () => {
    for (const value of [null, undefined, true, false, {}, [], [4999]]) expect(toCents(value)).toBeUndefined();
  });
});

describe('isCents', () => {
  it('accepts safe integers only', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-1999)).toBe(true);
    expect(isCents(Number.MAX_SAFE_INTEGER)).toBe(true);
    for (const value of NOT_CENTS) expect(isCents(value), String(value)).toBe(false);
    expect(isCents('4999')).toBe(false);
  });
});

describe('sumCents: totals never drift', () => {
  it('adds ten thousand dimes to exactly $1,000.00 (floats of dollars drift here)', () => {
    const dimes = Array.from({ length: 10_000 }, () => parseMoney('0.10') ?? NaN);
    expect(sumCents(dimes)).toBe(100_000);
    // The same sum in floating-point dollars is off, which is why money is kept in cents.
    expect(Array.from({ length: 10_000 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1000);
  });

  it('equals the exact (BigInt) sum for 2,000 random lists of up to 500 amounts', () => {
    const random = seeded(4);
    const wrong: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const amounts = Array.from({ length: random.int(0, 500) }, () => random.int(-1e11, 1e11));
      const exact = amounts.reduce((sum, c) => sum + BigInt(c), 0n);
      const total = sumCents(amounts);
      if (total === undefined || BigInt(total) !== exact) wrong.push(`${exact} != ${total}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sums parsed prices to the cent', () => {
    const random = seeded(5);
    const wrong: number[] = [];
    for (let i = 0; i < 1_000; i++) {
      const amounts = Array.from({ length: random.int(1, 200) }, () => random.int(0, 1e7));
      const parsed = amounts.map((c) => parseMoney(formatCents(c, { locale: 'en-US', currency: 'USD' })) ?? NaN);
      if (sumCents(parsed) !== amounts.reduce((a, b) => a + b, 0)) wrong.push(i);
    }
    expect(wrong).toEqual([]);
  });

  it('is 0 for no amounts', () => {
    expect(sumCents([])).toBe(0);
  });

  it('gives undefined for an amount that is not cents, or a total beyond exact integers', () => {
    for (const bad of NOT_CENTS) expect(sumCents([100, bad, 200]), String(bad)).toBeUndefined();
    expect(sumCents([Number.MAX_SAFE_INTEGER, 1])).toBeUndefined();
    expect(sumCents([Number.MAX_SAFE_INTEGER, 1, -1])).toBeUndefined();
  });
});
