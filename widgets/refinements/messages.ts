import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-refinements>: its sidebar below 1024px (SPEC 2.6), titled as the filters the
 * shopper asked to see, with its close and apply buttons. The groups and values are the server's.
 * English, Spanish; Canadian English says the same.
 */
export const messages = withCoreMessages({
  en: {
    'refinements.title': 'Filters',
    'refinements.close': 'Close filters',
    'refinements.apply': 'Apply',
  },
  es: {
    'refinements.title': 'Filtros',
    'refinements.close': 'Cerrar filtros',
    'refinements.apply': 'Aplicar',
  },
  enCA: {},
});

export type MessageKey = keyof typeof messages.en;
