import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-favorites-list>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'favoritesList.removeFailed': "We couldn't remove this product from your saved items. Please try again.",
  },
  es: {
    'favoritesList.removeFailed': 'No pudimos quitar este producto de tus artículos guardados. Inténtalo de nuevo.',
  },
});

export type MessageKey = keyof typeof messages.en;
