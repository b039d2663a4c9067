import type { LtoConfig } from '../core/config';
import { formatFixed } from '../core/digits';
import { formatCents } from '../core/money';
import { isCents, type Cents } from './cents';

/**
 * The lease price texts of SPEC 1 and 9.1 in English and Spanish (the Spanish site speaks to the
 * shopper as tú). Money is '$' for USD and 'C$' for anything else, digits grouped by the locale.
 * Each function takes the values and the page's { locale, currency }, and returns undefined when a
 * value cannot be shown honestly (a rate that is not whole cents ≥ 0, a count that is not a whole
 * number ≥ 1): the caller then keeps the server's text. They never return 'NaN'.
 */

/** The page settings a price text needs; pass the config's (or the server's) locale and currency. */
export type PriceFormat = Pick<LtoConfig, 'locale' | 'currency'>;
export type PriceCurrency = PriceFormat['currency'];

/** SPEC 3.2: a variant's currencycode 'USD' shows '$'; anything else (Canada) 'C$'. */
export function currencyFromCode(code: string | null | undefined): PriceCurrency {
  return code?.trim().toUpperCase() === 'USD' ? 'USD' : 'CAD';
}

type Lang = 'en' | 'es';
const languageOf = (format: PriceFormat): Lang => (format.locale.startsWith('es') ? 'es' : 'en');

const formatCount = (n: number, locale: string): string => formatFixed(n, 0, locale);

const isAmount = (value: unknown): value is Cents => isCents(value) && value >= 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

interface Unit {
  one: string;
  many: string;
}

const MONTH: Record<Lang, Unit> = { en: { one: 'month', many: 'months' }, es: { one: 'mes', many: 'meses' } };
const WEEK: Record<Lang, Unit> = { en: { one: 'week', many: 'weeks' }, es: { one: 'semana', many: 'semanas' } };

/** '18 months', '1 month', '18 meses', '1 mes'. */
function counted(n: number, unit: Record<Lang, Unit>, format: PriceFormat): string {
  const words = unit[languageOf(format)];
  return `${formatCount(n, format.locale)} ${n === 1 ? words.one : words.many}`;
}

interface Wording {
  ownIt: (period: string) => string;
  perMonth: (price: string, months: string) => string;
  perWeek: (price: string, weeks: string) => string;
  easyPay: (price: string) => string;
}

const WORDING: Record<Lang, Wording> = {
  en: {
    ownIt: (period) => `Own it in ${period}`,
    perMonth: (price, months) => `${price}/mo. for ${months}, plus tax`,
    perWeek: (price, weeks) => `${price}/wk. for ${weeks}, plus tax`,
    easyPay: (price) => `Easy pay: ${price}/wk.`,
  },
  es: {
    ownIt: (period) => `Hazlo tuyo en ${period}`,
    perMonth: (price, months) => `${price}/mes por ${months}, más impuestos`,
    perWeek: (price, weeks) => `${price}/semana por ${weeks}, más impuestos`,
    easyPay: (price) => `Pago fácil: ${price}/semana`,
  },
};

const wording = (format: PriceFormat): Wording => WORDING[languageOf(format)];

/**
 * An amount as the shopper reads it ('$1,234.56', 'C$49.99'), or undefined when it is not whole
 * cents. A negative amount (a cost of lease service below zero) keeps its sign in front: '-$19.99'.
 */
export function formatPrice(cents: Cents, format: PriceFormat): string | undefined {
  return isCents(cents) ? formatCents(cents, format) : undefined;
}

/** 'Own it in 18 months' · 'Hazlo tuyo en 18 meses'. */
export function ownItInMonthsText(values: { months: number }, format: PriceFormat): string | undefined {
  return isCount(values.months) ? wording(format).ownIt(counted(values.months, MONTH, format)) : undefined;
}

/** 'Own it in 78 weeks' · 'Hazlo tuyo en 78 semanas'. */
export function ownItInWeeksText(values: { weeks: number }, format: PriceFormat): string | undefined {
  return isCount(values.weeks) ? wording(format).ownIt(counted(values.weeks, WEEK, format)) : undefined;
}

/** '$49.99/mo. for 18 months, plus tax' · '$49.99/mes por 18 meses, más impuestos' (SPEC 9.1). */
export function monthlyPriceText(values: { rate: Cents; months: number }, format: PriceFormat): string | undefined {
  if (!isAmount(values.rate) || !isCount(values.months)) return undefined;
  return wording(format).perMonth(formatCents(values.rate, format), counted(values.months, MONTH, format));
}

/** '$12.99/wk. for 78 weeks, plus tax' · '$12.99/semana por 78 semanas, más impuestos'. */
export function weeklyPriceText(values: { rate: Cents; weeks: number }, format: PriceFormat): string | undefined {
  if (!isAmount(values.rate) || !isCount(values.weeks)) return undefined;
  return wording(format).perWeek(formatCents(values.rate, format), counted(values.weeks, WEEK, format));
}

/**
 * The weekly easy-pay line shown beside a monthly price (SPEC 1: 'weekly with an easy-pay plan'):
 * 'Easy pay: $12.99/wk.' · 'Pago fácil: $12.99/semana'.
 */
export function easyPayText(values: { rate: Cents }, format: PriceFormat): string | undefined {
  return isAmount(values.rate) ? wording(format).easyPay(formatCents(values.rate, format)) : undefined;
}

/** A lease term as SPEC 9.1 lists it: '18 MONTHS' · '18 MESES'; '1 MONTH' · '1 MES'. */
export function leaseTermLabel(values: { months: number }, format: PriceFormat): string | undefined {
  return isCount(values.months) ? counted(values.months, MONTH, format).toLocaleUpperCase(format.locale) : undefined;
}
