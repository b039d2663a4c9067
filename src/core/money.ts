import { getConfig, type LtoConfig } from './config';

/**
 * Money as shoppers read it: '$1,234.56' for USD and 'C$1,234.56' for anything else (SPEC 9.1),
 * digits grouped by the page locale. Amounts are numbers of cents, never floats of dollars.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function digits(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
}

export function currencySymbol(currency: string): string {
  return currency === 'USD' ? '$' : 'C$';
}

export function formatCents(cents: number, config: Pick<LtoConfig, 'locale' | 'currency'> = getConfig()): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencySymbol(config.currency)}${digits(config.locale).format(Math.abs(cents) / 100)}`;
}
