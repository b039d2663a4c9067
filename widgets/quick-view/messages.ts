import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-quick-view>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    QUICKVIEW_TITLE: 'Quick view',
    'quickView.open': 'Quick view',
    'quickView.openLabel': 'Quick view {name}',
    'quickView.previous': 'Previous product',
    'quickView.next': 'Next product',
    'quickView.loading': 'Loading…',
    'quickView.failed': "We couldn't load this product. Please try again.",
    'quickView.retry': 'Retry',
    'quickView.showing': '{name}, product {position} of {count}',
    'quickView.showingUnnamed': 'Product {position} of {count}',
  },
  es: {
    QUICKVIEW_TITLE: 'Vista rápida',
    'quickView.open': 'Vista rápida',
    'quickView.openLabel': 'Vista rápida de {name}',
    'quickView.previous': 'Producto anterior',
    'quickView.next': 'Producto siguiente',
    'quickView.loading': 'Cargando…',
    'quickView.failed': 'No pudimos cargar este producto. Inténtalo de nuevo.',
    'quickView.retry': 'Reintentar',
    'quickView.showing': '{name}, producto {position} de {count}',
    'quickView.showingUnnamed': 'Producto {position} de {count}',
  },
});

export type MessageKey = keyof typeof messages.en;
