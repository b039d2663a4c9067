import { fillPlaceholders, type Vars } from '../text/fill';
import type { PriceFormat } from './money';

/**
 * The wording of the lease price texts (SPEC 1, 9.1), in English and Spanish (the Spanish site
 * speaks to the shopper as tú). A platform changes any of them through the config block's
 * `resources` under the same key; the `{placeholders}` are filled the same way.
 */
export const PRICE_WORDING = {
  en: {
    'price.month': 'month',
    'price.months': 'months',
    'price.week': 'week',
    'price.weeks': 'weeks',
    'price.ownIt': 'Own it in {period}',
    'price.perMonth': '{price}/mo. for {months}, plus tax',
    'price.perWeek': '{price}/wk. for {weeks}, plus tax',
    'price.easyPay': 'Easy pay: {price}/wk.',
    'price.fitsLeasingPower': 'Fits your {price}/mo Leasing Power',
    'price.overLeasingPower': '{price}/mo over your Leasing Power',
  },
  es: {
    'price.month': 'mes',
    'price.months': 'meses',
    'price.week': 'semana',
    'price.weeks': 'semanas',
    'price.ownIt': 'Hazlo tuyo en {period}',
    'price.perMonth': '{price}/mes por {months}, más impuestos',
    'price.perWeek': '{price}/semana por {weeks}, más impuestos',
    'price.easyPay': 'Pago fácil: {price}/semana',
    'price.fitsLeasingPower': 'Cabe en tu Poder de Arrendamiento de {price}/mes',
    'price.overLeasingPower': '{price}/mes por encima de tu Poder de Arrendamiento',
  },
} as const satisfies Record<'en' | 'es', Record<string, string>>;

export type PriceWordingKey = keyof (typeof PRICE_WORDING)['en'];

/** A price text in the page's language, the platform's own wording first. */
export function priceWords(key: PriceWordingKey, format: PriceFormat, vars?: Vars): string {
  const text = format.resources?.[key] ?? PRICE_WORDING[format.locale.startsWith('es') ? 'es' : 'en'][key];
  return fillPlaceholders(text, vars);
}
