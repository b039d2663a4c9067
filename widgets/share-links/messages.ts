import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-share-links>: English, Spanish. Network names are not translated. */
export const messages = withCoreMessages({
  en: {
    'share.button': 'Share',
    'share.label': 'Share {name}',
    'share.thisProduct': 'this product',
    'share.email': 'E-mail',
    'share.newTab': '(opens in a new tab)',
  },
  es: {
    'share.button': 'Compartir',
    'share.label': 'Compartir {name}',
    'share.thisProduct': 'este producto',
    'share.email': 'Correo electrónico',
    'share.newTab': '(se abre en una pestaña nueva)',
  },
});

export type MessageKey = keyof typeof messages.en;
