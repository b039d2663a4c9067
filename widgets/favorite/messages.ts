import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-favorite>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'favorite.save': 'Save',
    'favorite.label': 'Save {name}',
    'favorite.sku': 'SKU: {pid}',
    'favorite.thisProduct': 'this product',
    'favorite.saved': '{name} saved.',
    'favorite.removed': '{name} removed from saved items.',
    'favorite.saveFailed': "We couldn't save {name}. Please try again.",
    'favorite.removeFailed': "We couldn't remove {name} from saved items. Please try again.",
  },
  es: {
    'favorite.save': 'Guardar',
    'favorite.label': 'Guardar {name}',
    'favorite.sku': 'Código SKU: {pid}',
    'favorite.thisProduct': 'este producto',
    'favorite.saved': 'Se guardó {name}.',
    'favorite.removed': 'Se quitó {name} de los artículos guardados.',
    'favorite.saveFailed': 'No pudimos guardar {name}. Inténtalo de nuevo.',
    'favorite.removeFailed': 'No pudimos quitar {name} de los artículos guardados. Inténtalo de nuevo.',
  },
});

export type MessageKey = keyof typeof messages.en;
