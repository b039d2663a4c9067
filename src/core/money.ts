import { getConfig, type LtoConfig } from './config';
import { formatFixed } from './digits';

/**
 * Money as shoppers read it: '$1,234.56' for USD and 'C$1,234.56' for anything else (SPEC 9.1),
 * digits grouped by the page locale. Amounts are numbers of cents, never floats of dollars.
 */
export function currencySymbol(currency: string): string {
  return currency === 'USD' ? '$' : 'C$';
}

export function formatCents(cents: number, config: Pick<LtoConfig, 'locale' | 'currency'> = getConfig()): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencySymbol(config.currency)}${formatFixed(Math.abs(cents) / 100, 2, config.locale)}`;
}
