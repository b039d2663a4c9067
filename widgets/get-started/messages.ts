import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-get-started>: English and Spanish. */
export const messages = withCoreMessages({
  en: {
    'getStarted.title': 'Apply before you shop',
    'getStarted.text': 'Find out how much you can lease in minutes, then shop with confidence.',
    'getStarted.button': 'Get started',
  },
  es: {
    'getStarted.title': 'Presenta tu solicitud antes de comprar',
    'getStarted.text': 'Descubre en minutos cuánto puedes arrendar y compra con confianza.',
    'getStarted.button': 'Comenzar',
  },
});

export type MessageKey = keyof typeof messages.en;
