import type { Site } from '../site.js';

/**
 * The platform's wording of the monthly payment range (SPEC 2.6, 5.4) in the refinements. Drawn
 * once <lto-price-range> takes over, these must say what the widget says (its README "Server
 * markup"); amounts come in formatted ('$45', 'C$45').
 */
export interface PriceRangeText {
  /** The refinement group's name (SPEC 2.6). */
  group: string;
  minThumb: string;
  maxThumb: string;
  /** The boxes' labels, with the currency sign. */
  minBox(symbol: string): string;
  maxBox(symbol: string): string;
  apply: string;
}

const en: PriceRangeText = {
  group: 'Monthly Payment',
  minThumb: 'Minimum monthly payment',
  maxThumb: 'Maximum monthly payment',
  minBox: (symbol) => `Min (${symbol})`,
  maxBox: (symbol) => `Max (${symbol})`,
  apply: 'Apply',
};

const es: PriceRangeText = {
  group: 'Pago mensual',
  minThumb: 'Pago mensual mínimo',
  maxThumb: 'Pago mensual máximo',
  minBox: (symbol) => `Mín. (${symbol})`,
  maxBox: (symbol) => `Máx. (${symbol})`,
  apply: 'Aplicar',
};

const BY_SITE: Record<Site['key'], PriceRangeText> = { 'en-us': en, 'es-us': es, 'en-ca': en };

export const priceRangeText = (site: Site): PriceRangeText => BY_SITE[site.key];
