import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-compare-bar>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'compare.region': 'Compare products',
    'compare.count': '{count} of {max} products selected',
    'compare.button': 'Compare items ({count})',
    'compare.needTwo': 'Select at least 2 products to compare.',
    'compare.clear': 'Clear compared items',
    'compare.remove': 'Remove {name} from compare',
    'compare.emptySlot': 'Empty compare slot',
    'compare.removed': '{name} removed from compare.',
    'compare.cleared': 'Compare list cleared.',
    'compare.clearTitle': 'Clear your compare list?',
    'compare.clearQuestion': 'Every product in your compare list will be taken out of it.',
    'compare.clearYes': 'Clear',
    'compare.clearNo': 'Keep them',
  },
  es: {
    'compare.region': 'Comparar productos',
    'compare.count': '{count} de {max} productos seleccionados',
    'compare.button': 'Comparar artículos ({count})',
    'compare.needTwo': 'Selecciona al menos 2 productos para comparar.',
    'compare.clear': 'Borrar artículos comparados',
    'compare.remove': 'Quitar {name} de la comparación',
    'compare.emptySlot': 'Espacio de comparación vacío',
    'compare.removed': '{name} se quitó de la comparación.',
    'compare.cleared': 'Se borró la lista de comparación.',
    'compare.clearTitle': '¿Borrar tu lista de comparación?',
    'compare.clearQuestion': 'Se quitarán todos los productos de tu lista de comparación.',
    'compare.clearYes': 'Borrar',
    'compare.clearNo': 'Conservarlos',
  },
});

export type MessageKey = keyof typeof messages.en;
