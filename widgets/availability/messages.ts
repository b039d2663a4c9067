import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-availability>, keyed by SPEC 8's resource keys (their wording is not given by
 * SPEC: these are ours). English, Spanish.
 */
export const messages = withCoreMessages({
  en: {
    IN_STOCK: 'In stock',
    PREORDER: 'Available for pre-order',
    BACKORDER: 'Available on back order',
    NOT_AVAILABLE: 'This item is currently not available.',
    REMAIN_NOT_AVAILABLE: 'The rest of the quantity you chose is not available. Please lower the quantity.',
    IN_STOCK_DATE: 'Expected in stock on {date}.',
    ITEM_STATUS_NOTAVAILABLE: 'Availability is not known for this item right now.',
  },
  es: {
    IN_STOCK: 'Disponible',
    PREORDER: 'Disponible en preventa',
    BACKORDER: 'Disponible bajo pedido',
    NOT_AVAILABLE: 'Este artículo no está disponible por el momento.',
    REMAIN_NOT_AVAILABLE: 'El resto de la cantidad que elegiste no está disponible. Reduce la cantidad.',
    IN_STOCK_DATE: 'Fecha prevista de llegada: {date}.',
    ITEM_STATUS_NOTAVAILABLE: 'Por ahora no sabemos la disponibilidad de este artículo.',
  },
});

export type MessageKey = keyof typeof messages.en;
