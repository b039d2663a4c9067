import { formatFixed } from './digits';

/**
 * Money as shoppers read it: '$1,234.56' for USD and 'C$1,234.56' for anything else (SPEC 9.1),
 * digits grouped by the page locale. Amounts are numbers of cents, never floats of dollars.
 * Standing on its own (no config, no store): the widgets pass the page's config, the demo server
 * its site's settings.
 */
export type PriceCurrency = 'USD' | 'CAD';

/** What a price text needs of the page: its locale and currency, and the texts its platform overrides. */
export interface PriceFormat {
  locale: string;
  currency: PriceCurrency;
  /** Texts keyed by the keys of pricing/wording.ts (or SPEC resource keys): they win over ours. */
  resources?: Readonly<Record<string, string>>;
}

export function currencySymbol(currency: string): string {
  return currency === 'USD' ? '$' : 'C$';
}

export function formatCents(cents: number, format: Pick<PriceFormat, 'locale' | 'currency'>): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencySymbol(format.currency)}${formatFixed(Math.abs(cents) / 100, 2, format.locale)}`;
}

/**
 * A whole amount of the currency as shoppers read it: '$45', 'C$1,250' (the monthly payment
 * range's bounds, which are whole units, not cents).
 */
export function formatWholeUnits(units: number, format: Pick<PriceFormat, 'locale' | 'currency'>): string {
  const sign = units < 0 ? '-' : '';
  return `${sign}${currencySymbol(format.currency)}${formatFixed(Math.abs(units), 0, format.locale)}`;
}
