import { describe, expect, it } from 'vitest';
import { easyPayText, leaseTermLabel, monthlyPriceText, ownItInWeeksText } from './texts';

const us = { locale: 'en-US', currency: 'USD' } as const;

describe("the price wording, which a platform's resources change", () => {
  it('takes the platform text for a key, with the same placeholders filled', () => {
    const format = { ...us, resources: { 'price.perMonth': '{price} monthly over {months} (plus tax)' } };
    expect(monthlyPriceText({ rate: 4999, months: 18 }, format)).toBe('$49.99 monthly over 18 months (plus tax)');
    expect(easyPayText({ rate: 1299 }, format), 'the other texts keep ours').toBe('Easy pay: $12.99/wk.');
  });

  it('changes the units everywhere they are used', () => {
    const format = { ...us, resources: { 'price.weeks': 'weekly payments', 'price.months': 'mos.' } };
    expect(ownItInWeeksText({ weeks: 78 }, format)).toBe('Own it in 78 weekly payments');
    expect(leaseTermLabel({ months: 18 }, format)).toBe('18 MOS.');
  });

  it('speaks Spanish on the Spanish site unless the platform says otherwise', () => {
    expect(monthlyPriceText({ rate: 4999, months: 1 }, { locale: 'es-US', currency: 'USD' })).toBe('$49.99/mes por 1 mes, más impuestos');
  });
});
