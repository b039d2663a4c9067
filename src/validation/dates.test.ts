import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePickerBounds, daysInMonth, isPayDate, isWithinPickerBounds, lastPaydayField, parseUsDate } from './dates';
import { fieldError } from './field';

describe('lastPayday', () => {
  it.each([
    ['29 February of a leap year', '02/29/2024', true],
    ['29 February of a common year', '02/29/2023', false],
    ['29 February 2000 (divisible by 400)', '02/29/2000', true],
    ['29 February 1900 (a century, not a leap year)', '02/29/1900', false],
    ['31 April', '04/31/2024', false],
    ['30 April', '04/30/2024', true],
    ['31 December 2999', '12/31/2999', true],
    ['1 January 1800', '01/01/1800', true],
    ['the year 1799', '12/31/1799', false],
    ['the year 3000', '01/01/3000', false],
    ['month 13', '13/01/2024', false],
    ['month 0', '00/10/2024', false],
    ['day 0', '01/00/2024', false],
    ['one-digit month and day', '2/5/2024', true],
    ['dashes', '02-05-2024', false],
    ['ISO order', '2024-02-05', false],
  ])('%s → %s', (_, value, ok) => {
    expect(isPayDate(value)).toBe(ok);
    expect(fieldError(lastPaydayField(), value)).toBe(ok ? undefined : 'ENTER_DATE_INVALID');
  });

  it('takes every real day of 1800–2999 and refuses the day after the last of each month', () => {
    const day = fc.tuple(fc.integer({ min: 1800, max: 2999 }), fc.integer({ min: 1, max: 12 })).chain(([y, m]) => fc.tuple(fc.constant(y), fc.constant(m), fc.integer({ min: 1, max: daysInMonth(y, m) })));
    const write = (y: number, m: number, d: number) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    fc.assert(fc.property(day, ([y, m, d]) => isPayDate(write(y, m, d)) && !isPayDate(write(y, m, daysInMonth(y, m) + 1))));
  });

  it('has 29 days in February exactly in the years divisible by 4 but not 100, or by 400', () => {
    fc.assert(fc.property(fc.integer({ min: 1800, max: 2999 }), (y) => (parseUsDate(`02/29/${y}`) !== undefined) === (y % 400 === 0 || (y % 4 === 0 && y % 100 !== 0))));
  });
});

describe('date picker bounds', () => {
  it('runs from the same day 100 years ago to today', () => {
    const { min, max } = datePickerBounds(new Date(2026, 10, 21));
    expect(min).toEqual({ year: 1926, month: 11, day: 21 });
    expect(max).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('starts on 28 February a hundred years before a 29 February that has no match', () => {
    expect(datePickerBounds(new Date(2024, 1, 29)).min).toEqual({ year: 1924, month: 2, day: 29 });
    expect(datePickerBounds(new Date(2000, 1, 29)).min).toEqual({ year: 1900, month: 2, day: 28 });
  });

  it('refuses tomorrow and the day before the hundred years', () => {
    const today = new Date(2026, 10, 21);
    expect(isWithinPickerBounds({ year: 2026, month: 11, day: 21 }, today)).toBe(true);
    expect(isWithinPickerBounds({ year: 2026, month: 11, day: 22 }, today)).toBe(false);
    expect(isWithinPickerBounds({ year: 1926, month: 11, day: 21 }, today)).toBe(true);
    expect(isWithinPickerBounds({ year: 1926, month: 11, day: 20 }, today)).toBe(false);
  });
});
