import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-product-grid>: the results count of SPEC 2.6, what a screen reader hears after
 * a load or the switch to infinite scroll, and the failure with its Retry (ours). English, Spanish; Canadian English says the same.
 */
export const messages = withCoreMessages({
  en: {
    'productGrid.count': 'Viewing {n} of {total} results',
    'productGrid.showing': 'Showing {n} of {total} results',
    'productGrid.none': 'No results.',
    'productGrid.moreFailed': "We couldn't load more products.",
    'productGrid.reloadFailed': "We couldn't update the products.",
    'productGrid.retry': 'Retry',
    'productGrid.infiniteOn': 'More products now load as you scroll.',
  },
  es: {
    'productGrid.count': 'Mostrando {n} de {total} resultados',
    'productGrid.showing': 'Mostrando {n} de {total} resultados',
    'productGrid.none': 'No hay resultados.',
    'productGrid.moreFailed': 'No pudimos cargar más productos.',
    'productGrid.reloadFailed': 'No pudimos actualizar los productos.',
    'productGrid.retry': 'Reintentar',
    'productGrid.infiniteOn': 'Ahora se cargan más productos a medida que te desplazas.',
  },
  enCA: {},
});

export type MessageKey = keyof typeof messages.en;
