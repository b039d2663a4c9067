import { describe, expect, it } from 'vitest';
import { parseMoney } from './cents';
import { seeded } from './testing';
import {
  currencyFromCode,
  easyPayText,
  formatPrice,
  leaseTermLabel,
  monthlyPriceText,
  ownItInMonthsText,
  ownItInWeeksText,
  weeklyPriceText,
  type PriceFormat,
} from './texts';

const enUS: PriceFormat = { locale: 'en-US', currency: 'USD' };
const esUS: PriceFormat = { locale: 'es-US', currency: 'USD' };
const enCA: PriceFormat = { locale: 'en-CA', currency: 'CAD' };
const ALL: readonly PriceFormat[] = [enUS, esUS, enCA];

describe('monthly texts (SPEC 1, 9.1)', () => {
  it("writes SPEC's '/mo. for N months, plus tax' with the price in front", () => {
    expect(monthlyPriceText({ rate: 4999, months: 18 }, enUS)).toBe('$49.99/mo. for 18 months, plus tax');
    expect(monthlyPriceText({ rate: 123456, months: 24 }, enCA)).toBe('C$1,234.56/mo. for 24 months, plus tax');
  });

  it('writes the Spanish form the demo server uses', () => {
    expect(monthlyPriceText({ rate: 4999, months: 18 }, esUS)).toBe('$49.99/mes por 18 meses, más impuestos');
  });

  it("writes 'Own it in N months'", () => {
    expect(ownItInMonthsText({ months: 18 }, enUS)).toBe('Own it in 18 months');
    expect(ownItInMonthsText({ months: 18 }, esUS)).toBe('Hazlo tuyo en 18 meses');
  });

  it('uses the singular for one month', () => {
    expect(ownItInMonthsText({ months: 1 }, enUS)).toBe('Own it in 1 month');
    expect(ownItInMonthsText({ months: 1 }, esUS)).toBe('Hazlo tuyo en 1 mes');
    expect(monthlyPriceText({ rate: 4999, months: 1 }, enUS)).toBe('$49.99/mo. for 1 month, plus tax');
    expect(monthlyPriceText({ rate: 4999, months: 1 }, esUS)).toBe('$49.99/mes por 1 mes, más impuestos');
  });

  it("labels lease terms 'N MONTHS' (SPEC 9.1)", () => {
    expect(leaseTermLabel({ months: 18 }, enUS)).toBe('18 MONTHS');
    expect(leaseTermLabel({ months: 1 }, enCA)).toBe('1 MONTH');
    expect(leaseTermLabel({ months: 18 }, esUS)).toBe('18 MESES');
    expect(leaseTermLabel({ months: 1 }, esUS)).toBe('1 MES');
  });
});

describe('weekly texts (SPEC 1, 9.1)', () => {
  it("writes 'Own it in N weeks'", () => {
    expect(ownItInWeeksText({ weeks: 78 }, enUS)).toBe('Own it in 78 weeks');
    expect(ownItInWeeksText({ weeks: 78 }, esUS)).toBe('Hazlo tuyo en 78 semanas');
    expect(ownItInWeeksText({ weeks: 1 }, enUS)).toBe('Own it in 1 week');
    expect(ownItInWeeksText({ weeks: 1 }, esUS)).toBe('Hazlo tuyo en 1 semana');
  });

  it('writes the weekly price line', () => {
    expect(weeklyPriceText({ rate: 1299, weeks: 78 }, enUS)).toBe('$12.99/wk. for 78 weeks, plus tax');
    expect(weeklyPriceText({ rate: 1299, weeks: 78 }, enCA)).toBe('C$12.99/wk. for 78 weeks, plus tax');
    expect(weeklyPriceText({ rate: 1299, weeks: 78 }, esUS)).toBe('$12.99/semana por 78 semanas, más impuestos');
    expect(weeklyPriceText({ rate: 1299, weeks: 1 }, enUS)).toBe('$12.99/wk. for 1 week, plus tax');
  });

  it('writes the easy-pay line', () => {
    expect(easyPayText({ rate: 1299 }, enUS)).toBe('Easy pay: $12.99/wk.');
    expect(easyPayText({ rate: 1299 }, enCA)).toBe('Easy pay: C$12.99/wk.');
    expect(easyPayText({ rate: 1299 }, esUS)).toBe('Pago fácil: $12.99/semana');
  });

  it('groups large counts by the locale', () => {
    expect(ownItInWeeksText({ weeks: 1040 }, enUS)).toBe('Own it in 1,040 weeks');
  });
});

describe('formatPrice and currency', () => {
  it("writes '$' for USD and 'C$' for anything else (SPEC 9.1)", () => {
    expect(formatPrice(123456, enUS)).toBe('$1,234.56');
    expect(formatPrice(123456, esUS)).toBe('$1,234.56');
    expect(formatPrice(123456, enCA)).toBe('C$1,234.56');
    expect(formatPrice(0, enUS)).toBe('$0.00');
  });

  it('keeps the sign of a negative amount, such as a cost of lease service below zero', () => {
    expect(formatPrice(-1999, enUS)).toBe('-$19.99');
    expect(formatPrice(-123456, enCA)).toBe('-C$1,234.56');
  });

  it("maps a variant's currencycode: USD is USD, anything else is Canadian (SPEC 3.2)", () => {
    expect(currencyFromCode('USD')).toBe('USD');
    expect(currencyFromCode(' usd ')).toBe('USD');
    expect(currencyFromCode('CAD')).toBe('CAD');
    expect(currencyFromCode('EUR')).toBe('CAD');
    expect(currencyFromCode('')).toBe('CAD');
    expect(currencyFromCode(undefined)).toBe('CAD');
  });
});

describe('values that cannot be shown give undefined, never NaN or a blank', () => {
  const badAmounts = [NaN, Infinity, -1, 49.99, 2 ** 53];
  const badCounts = [NaN, Infinity, 0, -18, 18.5];

  it.each(ALL)('for %o', (format) => {
    for (const bad of badAmounts) {
      if (bad !== -1) expect(formatPrice(bad, format)).toBeUndefined();
      expect(monthlyPriceText({ rate: bad, months: 18 }, format)).toBeUndefined();
      expect(weeklyPriceText({ rate: bad, weeks: 78 }, format)).toBeUndefined();
      expect(easyPayText({ rate: bad }, format)).toBeUndefined();
    }
    for (const bad of badCounts) {
      expect(monthlyPriceText({ rate: 4999, months: bad }, format)).toBeUndefined();
      expect(weeklyPriceText({ rate: 1299, weeks: bad }, format)).toBeUndefined();
      expect(ownItInMonthsText({ months: bad }, format)).toBeUndefined();
      expect(ownItInWeeksText({ weeks: bad }, format)).toBeUndefined();
      expect(leaseTermLabel({ months: bad }, format)).toBeUndefined();
    }
  });
});

/** Every text for one set of values, in one format. */
function allTexts(rate: number, count: number, format: PriceFormat): (string | undefined)[] {
  return [
    formatPrice(rate, format),
    monthlyPriceText({ rate, months: count }, format),
    ownItInMonthsText({ months: count }, format),
    weeklyPriceText({ rate, weeks: count }, format),
    ownItInWeeksText({ weeks: count }, format),
    easyPayText({ rate }, format),
    leaseTermLabel({ months: count }, format),
  ];
}

describe('properties over thousands of generated values', () => {
  it('no text ever contains NaN, undefined, null or Infinity, and none is blank', () => {
    const random = seeded(30);
    const odd = [NaN, Infinity, -Infinity, -0, 0.5, -1, 2 ** 53, Number.MAX_SAFE_INTEGER];
    const bad: string[] = [];
    let shown = 0;
    for (let i = 0; i < 5_000; i++) {
      const rate = random.chance(0.2) ? random.pick(odd) : random.int(0, 1e9);
      const count = random.chance(0.2) ? random.pick(odd) : random.int(1, 1000);
      for (const format of ALL) {
        for (const text of allTexts(rate, count, format)) {
          if (text === undefined) continue;
          shown++;
          if (/NaN|undefined|null|Infinity/.test(text) || text.trim() === '') bad.push(text);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(shown).toBeGreaterThan(50_000);
  });

  it('the price in a text reads back as the same cents, and the count as the same number', () => {
    const random = seeded(31);
    const wrong: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      const rate = random.pick([random.int(0, 999), random.int(0, 1e6), random.int(0, 1e11)]);
      const months = random.int(1, 999);
      for (const format of ALL) {
        const text = monthlyPriceText({ rate, months }, format) ?? '';
        const match = /^(\S+)\/(?:mo\.|mes) (?:for|por) (\d+) /.exec(text);
        if (parseMoney(match?.[1] ?? '') !== rate || Number(match?.[2]) !== months) wrong.push(`${rate} ${months}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('Spanish texts contain none of the English words', () => {
    const words = (text: string | undefined): string[] =>
      (text ?? '')
        .replace(/-?C?\$[\d,.]+/g, ' ') // the price, whose 'C' is not a word
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [];
    const random = seeded(32);
    const english = new Set<string>();
    const samples: [number, number][] = [[1299, 1], [4999, 18], ...Array.from({ length: 200 }, (): [number, number] => [random.int(0, 1e7), random.int(1, 999)])];
    for (const [rate, count] of samples) {
      for (const format of [enUS, enCA]) for (const text of allTexts(rate, count, format)) words(text).forEach((w) => english.add(w));
    }
    expect([...english]).toEqual(expect.arrayContaining(['own', 'it', 'in', 'months', 'month', 'weeks', 'week', 'for', 'plus', 'tax', 'easy', 'pay', 'mo', 'wk']));
    for (const [rate, count] of samples) {
      for (const format of [esUS, { locale: 'es-US', currency: 'CAD' } as const]) {
        for (const text of allTexts(rate, count, format)) {
          const leaked = words(text).filter((w) => english.has(w));
          expect(leaked, text).toEqual([]);
        }
      }
    }
  });

  it('singular exactly when the count is 1', () => {
    for (let n = 1; n <= 600; n++) {
      expect(ownItInMonthsText({ months: n }, enUS)).toBe(`Own it in ${n.toLocaleString('en-US')} ${n === 1 ? 'month' : 'months'}`);
      expect(ownItInWeeksText({ weeks: n }, esUS)).toBe(`Hazlo tuyo en ${n.toLocaleString('es-US')} ${n === 1 ? 'semana' : 'semanas'}`);
    }
  });
});
