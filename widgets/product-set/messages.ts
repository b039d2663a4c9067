import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-product-set> (SPEC gives no wording: these are ours). English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'productSet.addAll': 'Add all to cart',
    'productSet.itemFailed': 'This option could not be loaded. Please try again.',
  },
  es: {
    'productSet.addAll': 'Agregar todo al carrito',
    'productSet.itemFailed': 'No pudimos cargar esta opción. Inténtalo de nuevo.',
  },
});

export type MessageKey = keyof typeof messages.en;
