import { withCoreMessages } from '../../src/core/i18n';
import { fieldMessagesEitherPostalCode, withFieldMessages } from '../../src/validation/messages';

/**
 * The texts of <lto-order-tracking> ('find order', SPEC 2.11): English, Spanish, and Canadian
 * English where it says postal code. The field errors (AGREEMENT_NUMBER_INVALID, SPEC 8's
 * 'Please enter a valid agreement number.', and VALIDATE_ZIP_REGEX, which names a zip and a
 * Canadian postal code as either is taken) come from src/validation.
 * The demo's no-script page reads these too, so both say the same.
 */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'tracking.intro': 'Enter your agreement number and the zip code of your delivery address.',
      'tracking.orderNumberLabel': 'Agreement number',
      'tracking.postalLabel': 'Zip code',
      'tracking.postalRequired': 'Please enter your zip code.',
      'tracking.submit': 'Find order',
      'tracking.searching': 'Searching…',
      'tracking.notFound': "We couldn't find an order with that agreement number and zip code. Please check both and try again.",
      'tracking.failed': "We couldn't look up your order right now. Please try again.",
      'tracking.resultTitle': 'Agreement {number}',
      'tracking.found': 'Order found: agreement {number}, {status}.',
      'tracking.status': 'Status',
      'tracking.items': 'Items',
      'tracking.item': '{name}, quantity {quantity}',
      'tracking.nextPayment': 'Next payment date',
      'tracking.noPayment': 'No payment due',
      'tracking.status.processing': 'Processing',
      'tracking.status.scheduled': 'Delivery scheduled',
      'tracking.status.delivered': 'Delivered',
      'tracking.status.cancelled': 'Cancelled',
    },
    es: {
      'tracking.intro': 'Escribe tu número de contrato y el código postal de tu dirección de entrega.',
      'tracking.orderNumberLabel': 'Número de contrato',
      'tracking.postalLabel': 'Código postal',
      'tracking.postalRequired': 'Escribe tu código postal.',
      'tracking.submit': 'Buscar pedido',
      'tracking.searching': 'Buscando…',
      'tracking.notFound': 'No encontramos ningún pedido con ese número de contrato y código postal. Revisa ambos e inténtalo de nuevo.',
      'tracking.failed': 'No pudimos buscar tu pedido en este momento. Inténtalo de nuevo.',
      'tracking.resultTitle': 'Contrato {number}',
      'tracking.found': 'Pedido encontrado: contrato {number}, {status}.',
      'tracking.status': 'Estado',
      'tracking.items': 'Artículos',
      'tracking.item': '{name}, cantidad {quantity}',
      'tracking.nextPayment': 'Fecha del próximo pago',
      'tracking.noPayment': 'Sin pagos pendientes',
      'tracking.status.processing': 'En proceso',
      'tracking.status.scheduled': 'Entrega programada',
      'tracking.status.delivered': 'Entregado',
      'tracking.status.cancelled': 'Cancelado',
    },
    enCA: {
      'tracking.intro': 'Enter your agreement number and the postal code of your delivery address.',
      'tracking.postalLabel': 'Postal code',
      'tracking.postalRequired': 'Please enter your postal code.',
      'tracking.notFound': "We couldn't find an order with that agreement number and postal code. Please check both and try again.",
    },
  }, fieldMessagesEitherPostalCode),
);

export type MessageKey = keyof typeof messages.en;
