import { isCents, type Cents } from './cents';
import { formatFixed } from './digits';
import { formatCents, type PriceCurrency, type PriceFormat } from './money';
import { priceWords } from './wording';

/**
 * The lease price texts of SPEC 1 and 9.1 in English and Spanish (wording.ts; the platform's
 * resources win). Money is '$' for USD and 'C$' for anything else, digits grouped by the locale.
 * Each function takes the values and the page's { locale, currency, resources }, and returns
 * undefined when a value cannot be shown honestly (a rate that is not whole cents ≥ 0, a count
 * that is not a whole number ≥ 1): the caller then keeps the server's text. Never 'NaN'.
 */

export type { PriceCurrency, PriceFormat };

/** SPEC 3.2: a variant's currencycode 'USD' shows '$'; anything else (Canada) 'C$'. */
export function currencyFromCode(code: string | null | undefined): PriceCurrency {
  return code?.trim().toUpperCase() === 'USD' ? 'USD' : 'CAD';
}

const formatCount = (n: number, locale: string): string => formatFixed(n, 0, locale);

const isAmount = (value: unknown): value is Cents => isCents(value) && value >= 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** '18 months', '1 month', '18 meses', '1 mes'. */
function counted(n: number, unit: 'month' | 'week', format: PriceFormat): string {
  const word = priceWords(n === 1 ? `price.${unit}` : `price.${unit}s`, format);
  return `${formatCount(n, format.locale)} ${word}`;
}

/**
 * An amount as the shopper reads it ('$1,234.56', 'C$49.99'), or undefined when it is not whole
 * cents. A negative amount (a cost of lease service below zero) keeps its sign in front: '-$19.99'.
 */
export function formatPrice(cents: Cents, format: PriceFormat): string | undefined {
  return isCents(cents) ? formatCents(cents, format) : undefined;
}

/** 'Own it in 18 months' · 'Hazlo tuyo en 18 meses'. */
export function ownItInMonthsText(values: { months: number }, format: PriceFormat): string | undefined {
  return isCount(values.months) ? priceWords('price.ownIt', format, { period: counted(values.months, 'month', format) }) : undefined;
}

/** 'Own it in 78 weeks' · 'Hazlo tuyo en 78 semanas'. */
export function ownItInWeeksText(values: { weeks: number }, format: PriceFormat): string | undefined {
  return isCount(values.weeks) ? priceWords('price.ownIt', format, { period: counted(values.weeks, 'week', format) }) : undefined;
}

/** '$49.99/mo. for 18 months, plus tax' · '$49.99/mes por 18 meses, más impuestos' (SPEC 9.1). */
export function monthlyPriceText(values: { rate: Cents; months: number }, format: PriceFormat): string | undefined {
  if (!isAmount(values.rate) || !isCount(values.months)) return undefined;
  return priceWords('price.perMonth', format, { price: formatCents(values.rate, format), months: counted(values.months, 'month', format) });
}

/** '$12.99/wk. for 78 weeks, plus tax' · '$12.99/semana por 78 semanas, más impuestos'. */
export function weeklyPriceText(values: { rate: Cents; weeks: number }, format: PriceFormat): string | undefined {
  if (!isAmount(values.rate) || !isCount(values.weeks)) return undefined;
  return priceWords('price.perWeek', format, { price: formatCents(values.rate, format), weeks: counted(values.weeks, 'week', format) });
}

/**
 * The weekly easy-pay line shown beside a monthly price (SPEC 1: 'weekly with an easy-pay plan'):
 * 'Easy pay: $12.99/wk.' · 'Pago fácil: $12.99/semana'.
 */
export function easyPayText(values: { rate: Cents }, format: PriceFormat): string | undefined {
  return isAmount(values.rate) ? priceWords('price.easyPay', format, { price: formatCents(values.rate, format) }) : undefined;
}

/** A lease term as SPEC 9.1 lists it: '18 MONTHS' · '18 MESES'; '1 MONTH' · '1 MES'. */
export function leaseTermLabel(values: { months: number }, format: PriceFormat): string | undefined {
  return isCount(values.months) ? counted(values.months, 'month', format).toLocaleUpperCase(format.locale) : undefined;
}
