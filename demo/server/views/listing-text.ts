import type { Lang, Site } from '../site.js';

/**
 * The platform's own wording for what it draws inside the listing's tags (<lto-product-tile>,
 * <lto-compare-toggle>, <lto-compare-bar>, <lto-favorite>, <lto-quick-view>): a platform has its
 * own templates and texts, so the demo does not borrow the widgets'. They must say what the
 * widgets say once drawn (each README's "Server markup"), which the browser tests check page by
 * page. Amounts come in formatted ('$49.99', 'C$49.99'); en-CA reads the English, in Canadian
 * spelling.
 */
const en = {
  // <lto-product-tile> (SPEC 2.6, 4.6, 9.1)
  colors: 'Colors',
  outOfStockSuffix: ' - OUT OF STOCK',
  outOfStock: 'Out of stock',
  onSale: 'ON SALE',
  weeklySale: 'Sale',
  promotionApplied: 'Promotion applied',
  stars: (average: string) => `${average} out of 5 stars`,
  ratings: (count: number, shown: string) => (count === 1 ? `${shown} rating` : `${shown} ratings`),
  ownItInMonths: (months: number) => `Own it in ${months} ${months === 1 ? 'month' : 'months'}`,
  ownItInWeeks: (weeks: number) => `Own it in ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
  monthlyPrice: (price: string, months: number) => `${price}/mo. for ${months} ${months === 1 ? 'month' : 'months'}, plus tax`,
  perMonth: (price: string) => `${price}/mo.`,
  perWeek: (price: string) => `${price}/wk.`,
  was: (price: string) => `Was ${price}/mo.`,
  wasWeekly: (price: string) => `Was ${price}/wk.`,
  todaysPayment: (price: string) => `Today's payment: ${price}`,
  freeDelivery: 'Free Delivery',
  express: 'Free 2-3 day Express Delivery±',
  expressTo: (zip: string) => `Free 2-3 day Express Delivery± to ${zip}`,
  // <lto-compare-toggle>, <lto-compare-bar> (SPEC 2.6, 4.4)
  compare: 'Compare',
  compareProduct: (name: string) => `Compare ${name}`,
  compareRegion: 'Compare products',
  compareCount: (count: number, max: number) => `${count} of ${max} products selected`,
  compareItems: (count: number) => `Compare items (${count})`,
  compareNeedTwo: 'Select at least 2 products to compare.',
  clearCompared: 'Clear compared items',
  removeFromCompare: (name: string) => `Remove ${name} from compare`,
  emptySlot: 'Empty compare slot',
  // <lto-favorite> (SPEC 4.5)
  save: 'Save',
  saveProduct: (name: string) => `Save ${name}`,
  sku: (pid: string) => `SKU: ${pid}`,
  // <lto-quick-view> (SPEC 2.7)
  quickView: 'Quick view',
  quickViewProduct: (name: string) => `Quick view ${name}`,
};

export type ListingText = typeof en;

const es: ListingText = {
  colors: 'Colores',
  outOfStockSuffix: ' - AGOTADO',
  outOfStock: 'Agotado',
  onSale: 'EN OFERTA',
  weeklySale: 'Oferta',
  promotionApplied: 'Promoción aplicada',
  stars: (average) => `${average} de 5 estrellas`,
  ratings: (count, shown) => (count === 1 ? `${shown} calificación` : `${shown} calificaciones`),
  ownItInMonths: (months) => `Hazlo tuyo en ${months} ${months === 1 ? 'mes' : 'meses'}`,
  ownItInWeeks: (weeks) => `Hazlo tuyo en ${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`,
  monthlyPrice: (price, months) => `${price}/mes por ${months} ${months === 1 ? 'mes' : 'meses'}, más impuestos`,
  perMonth: (price) => `${price}/mes`,
  perWeek: (price) => `${price}/semana`,
  was: (price) => `Antes ${price}/mes`,
  wasWeekly: (price) => `Antes ${price}/semana`,
  todaysPayment: (price) => `Pago de hoy: ${price}`,
  freeDelivery: 'Entrega gratis',
  express: 'Entrega exprés gratis en 2-3 días±',
  expressTo: (zip) => `Entrega exprés gratis en 2-3 días± a ${zip}`,
  compare: 'Comparar',
  compareProduct: (name) => `Comparar ${name}`,
  compareRegion: 'Comparar productos',
  compareCount: (count, max) => `${count} de ${max} productos seleccionados`,
  compareItems: (count) => `Comparar artículos (${count})`,
  compareNeedTwo: 'Selecciona al menos 2 productos para comparar.',
  clearCompared: 'Borrar artículos comparados',
  removeFromCompare: (name) => `Quitar ${name} de la comparación`,
  emptySlot: 'Espacio de comparación vacío',
  save: 'Guardar',
  saveProduct: (name) => `Guardar ${name}`,
  sku: (pid) => `Código SKU: ${pid}`,
  quickView: 'Vista rápida',
  quickViewProduct: (name) => `Vista rápida de ${name}`,
};

const TEXTS: Record<Lang, ListingText> = { en, es };
const enCA: ListingText = { ...en, colors: 'Colours' };

export const listingText = (site: Pick<Site, 'lang' | 'locale'>): ListingText => (site.locale === 'en-CA' ? enCA : TEXTS[site.lang]);
