import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-variant-picker>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    // SPEC 2.8 gives this suffix literally.
    'variantPicker.outOfStockSuffix': ' - OUT OF STOCK',
    'variantPicker.loading': 'Loading {option}…',
    'variantPicker.changed': '{option} selected. The product details are updated.',
    'variantPicker.failed': "We couldn't show {option}. Please try again.",
    'variantPicker.email': 'E-mail me about this item',
  },
  es: {
    'variantPicker.outOfStockSuffix': ' - AGOTADO',
    'variantPicker.loading': 'Cargando {option}…',
    'variantPicker.changed': 'Seleccionaste {option}. Los detalles del producto están actualizados.',
    'variantPicker.failed': 'No pudimos mostrar {option}. Inténtalo de nuevo.',
    'variantPicker.email': 'Enviarme un correo sobre este artículo',
  },
});

export type MessageKey = keyof typeof messages.en;
