import { getConfig, type LtoLocale } from '../../src/core/config';
import { dollarsToCents, formatPrice } from '../../src/pricing';

/**
 * Dollars from the server as the shopper reads them, '$250.00' or 'C$250.00' (SPEC 9.1), by the
 * pricing rules every price of the site goes through (src/pricing/money underneath). Sharing them
 * keeps money formatting in one chunk with the lease prices instead of a chunk of its own.
 */
export function money(amount: number, currency: 'USD' | 'CAD' = getConfig().currency): string {
  return formatPrice(dollarsToCents(amount) ?? 0, { locale: getConfig().locale, currency }) ?? '';
}


/**
 * 'Expires {Mon D, YYYY}' (SPEC 4.3) in English; Spanish readers get '19 de febrero de 2027'. The
 * server's date is a calendar day (YYYY-MM-DD), shown as that day wherever the shopper is.
 */
export function formatExpiry(value: string, locale: LtoLocale): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return undefined;
  const spanish = locale.startsWith('es');
  return new Intl.DateTimeFormat(spanish ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: spanish ? 'long' : 'short',
    day: 'numeric',
  }).format(date);
}
