import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-product-nav> (SPEC gives no wording: these are ours). English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'productNav.label': 'Products in this list',
    'productNav.previous': 'Previous product',
    'productNav.next': 'Next product',
    'productNav.position': '{position} of {total}',
  },
  es: {
    'productNav.label': 'Productos de esta lista',
    'productNav.previous': 'Producto anterior',
    'productNav.next': 'Producto siguiente',
    'productNav.position': '{position} de {total}',
  },
});

export type MessageKey = keyof typeof messages.en;
