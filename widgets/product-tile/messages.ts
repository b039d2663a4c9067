import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-product-tile>: English, Spanish, and Canadian English where it differs. */
export const messages = withCoreMessages({
  en: {
    'tile.colors': 'Colors',
    'tile.outOfStockSuffix': ' - OUT OF STOCK',
    'tile.outOfStock': 'Out of stock',
    'tile.onSale': 'ON SALE',
    'tile.weeklySale': 'Sale',
    'tile.promotionApplied': 'Promotion applied',
    'tile.stars': '{average} out of 5 stars',
    'tile.ratingOne': '{count} rating',
    'tile.ratingMany': '{count} ratings',
    'tile.perMonth': '{price}/mo.',
    'tile.perWeek': '{price}/wk.',
    'tile.was': 'Was {price}/mo.',
    'tile.wasWeekly': 'Was {price}/wk.',
    'tile.todaysPayment': "Today's payment: {price}",
    'tile.freeDelivery': 'Free Delivery',
    'tile.express': 'Free 2-3 day Express Delivery±',
    'tile.expressTo': 'Free 2-3 day Express Delivery± to {zip}',
  },
  es: {
    'tile.colors': 'Colores',
    'tile.outOfStockSuffix': ' - AGOTADO',
    'tile.outOfStock': 'Agotado',
    'tile.onSale': 'EN OFERTA',
    'tile.weeklySale': 'Oferta',
    'tile.promotionApplied': 'Promoción aplicada',
    'tile.stars': '{average} de 5 estrellas',
    'tile.ratingOne': '{count} calificación',
    'tile.ratingMany': '{count} calificaciones',
    'tile.perMonth': '{price}/mes',
    'tile.perWeek': '{price}/semana',
    'tile.was': 'Antes {price}/mes',
    'tile.wasWeekly': 'Antes {price}/semana',
    'tile.todaysPayment': 'Pago de hoy: {price}',
    'tile.freeDelivery': 'Entrega gratis',
    'tile.express': 'Entrega exprés gratis en 2-3 días±',
    'tile.expressTo': 'Entrega exprés gratis en 2-3 días± a {zip}',
  },
  enCA: {
    'tile.colors': 'Colours',
  },
});

export type MessageKey = keyof typeof messages.en;
