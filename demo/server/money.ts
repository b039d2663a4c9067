import type { Currency } from './site.js';

const PREFIX: Record<Currency, string> = { USD: '$', CAD: 'C$' };

/** '$1,234.56' / 'C$1,234.56' from integer cents; same shape on the English and Spanish US sites. */
export function formatMoney(cents: number, currency: Currency): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}${PREFIX[currency]}${dollars}.${rest}`;
}
