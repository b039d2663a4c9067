import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-header-search>: English and Spanish (Canadian English says the same as English). */
export const messages = withCoreMessages({
  en: {
    'search.label': 'Search products',
    'search.submit': 'Search',
    'search.clear': 'Clear search',
    'search.suggestions': 'Search suggestions',
    'search.recent': 'Recent searches',
    'search.removeRecent': 'Remove {query} from recent searches',
    'search.removeHint': 'Press Delete to remove a recent search.',
    'search.clearRecent': 'Clear recent searches',
    'search.count': '{count} suggestions. Use the up and down arrows to choose one.',
    'search.countOne': '1 suggestion. Use the down arrow to choose it.',
    'search.none': 'No suggestions. Press Enter to search all the same.',
    'search.querySuggestions': 'Suggestions',
    'search.categories': 'Categories',
    'search.products': 'Products',
    'search.noProducts': 'No products match “{query}”. Press Enter to search all the same.',
  },
  es: {
    'search.label': 'Buscar productos',
    'search.submit': 'Buscar',
    'search.clear': 'Borrar búsqueda',
    'search.suggestions': 'Sugerencias de búsqueda',
    'search.recent': 'Búsquedas recientes',
    'search.removeRecent': 'Quitar {query} de las búsquedas recientes',
    'search.removeHint': 'Pulsa Suprimir para quitar una búsqueda reciente.',
    'search.clearRecent': 'Borrar búsquedas recientes',
    'search.count': '{count} sugerencias. Usa las flechas arriba y abajo para elegir una.',
    'search.countOne': '1 sugerencia. Usa la flecha abajo para elegirla.',
    'search.none': 'No hay sugerencias. Pulsa Intro para buscar de todos modos.',
    'search.querySuggestions': 'Sugerencias',
    'search.categories': 'Categorías',
    'search.products': 'Productos',
    'search.noProducts': 'Ningún producto coincide con «{query}». Pulsa Intro para buscar de todos modos.',
  },
});

export type MessageKey = keyof typeof messages.en;
