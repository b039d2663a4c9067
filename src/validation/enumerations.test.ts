import { describe, expect, it } from 'vitest';
import { enumerationLabels, labelKey, type EnumerationList } from './enumeration-labels';
import { regionName } from './region-names';
import {
  BENEFITS_INCOMES,
  CA_PROVINCE_CODES,
  DAYS_OF_WEEK,
  FIRST_PAY_DAYS,
  INCOME_SOURCES,
  MONTHS,
  PAID_MODES,
  PAY_FREQUENCIES,
  PAY_WEEKS,
  SECOND_PAY_DAYS,
  US_STATE_CODES,
} from './enumerations';

const LISTS: [EnumerationList, readonly string[]][] = [
  ['incomeSource', INCOME_SOURCES],
  ['benefitsIncome', BENEFITS_INCOMES],
  ['paidMode', PAID_MODES],
  ['payFrequency', PAY_FREQUENCIES],
  ['dayOfWeek', DAYS_OF_WEEK],
  ['payWeek', PAY_WEEKS],
  ['firstPayDay', FIRST_PAY_DAYS],
  ['secondPayDay', SECOND_PAY_DAYS],
  ['month', MONTHS],
];

describe('application enumerations', () => {
  it('has the 50 states, DC and the seven territories, each once, and the 13 provinces and territories of Canada', () => {
    expect(new Set(US_STATE_CODES).size).toBe(59);
    for (const code of ['DC', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI', 'GA', 'WY']) expect(US_STATE_CODES).toContain(code);
    expect(new Set(CA_PROVINCE_CODES).size).toBe(13);
  });

  it('offers the 1st to the 14th, then the 15th to the 30th and the last day, as pay days', () => {
    expect(FIRST_PAY_DAYS).toHaveLength(14);
    expect(SECOND_PAY_DAYS.at(0)).toBe('15');
    expect(SECOND_PAY_DAYS).toHaveLength(17);
    expect(enumerationLabels.en[labelKey('secondPayDay', 'LastDay')]).toBe('Last day');
    expect(enumerationLabels.en[labelKey('firstPayDay', '2')]).toBe('2nd');
    expect(enumerationLabels.en[labelKey('secondPayDay', '23')]).toBe('23rd');
    expect(enumerationLabels.en[labelKey('firstPayDay', '11')]).toBe('11th');
  });

  it.each(LISTS)('labels every %s value in English and Spanish', (list, values) => {
    for (const value of values) {
      expect(enumerationLabels.en[labelKey(list, value)]).toBeTruthy();
      expect(enumerationLabels.es[labelKey(list, value)]).toBeTruthy();
    }
  });
});

describe('state and province names', () => {
  it('names every code of both countries, in Spanish where the name differs', () => {
    for (const code of US_STATE_CODES) expect(regionName(code, 'US', 'en')).not.toBe(code);
    for (const code of CA_PROVINCE_CODES) expect(regionName(code, 'CA', 'en')).not.toBe(code);
    expect(regionName('NY', 'US', 'es')).toBe('Nueva York');
    expect(regionName('NH', 'US', 'es')).toBe('Nuevo Hampshire');
    expect(regionName('GA', 'US', 'es')).toBe('Georgia');
    expect(regionName('BC', 'CA', 'es')).toBe('Columbia Británica');
    expect(regionName('CA', 'US', 'en')).toBe('California');
    expect(regionName('XX', 'US', 'en')).toBe('XX');
  });
});
