export interface PromotionSeed {
  key: string;
  en: string;
  es: string;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  { key: 'sale', en: 'Sale', es: 'Oferta' },
  { key: 'new', en: 'New arrival', es: 'Novedad' },
  { key: 'top-seller', en: 'Top seller', es: 'Más vendido' },
  { key: 'low-first-payment', en: 'Low first payment', es: 'Primer pago bajo' },
];
