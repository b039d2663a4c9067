import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-compare-toggle>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    COMPARE_CONFIRMATION:
      'You can compare up to 6 products. Remove the oldest product from the compare list and add this one?',
    'compare.toggle': 'Compare',
    'compare.toggleLabel': 'Compare {name}',
    'compare.added': '{name} added to compare.',
    'compare.removed': '{name} removed from compare.',
  },
  es: {
    COMPARE_CONFIRMATION:
      'Puedes comparar hasta 6 productos. ¿Quieres quitar el producto más antiguo de la lista y agregar este?',
    'compare.toggle': 'Comparar',
    'compare.toggleLabel': 'Comparar {name}',
    'compare.added': '{name} se agregó a la comparación.',
    'compare.removed': '{name} se quitó de la comparación.',
  },
});

export type MessageKey = keyof typeof messages.en;
