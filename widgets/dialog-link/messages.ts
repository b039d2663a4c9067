import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-dialog-link>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'dialogLink.loading': 'Loading…',
    'dialogLink.retry': 'Try again',
  },
  es: {
    'dialogLink.loading': 'Cargando…',
    'dialogLink.retry': 'Intentar de nuevo',
  },
});

export type MessageKey = keyof typeof messages.en;
