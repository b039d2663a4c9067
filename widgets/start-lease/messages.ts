import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-start-lease>: English and Spanish. */
export const messages = withCoreMessages({
  en: {
    'startLease.button': 'Start my lease',
    'startLease.working': 'Starting your lease…',
    'startLease.failed': 'Something went wrong. Please try after sometime.',
  },
  es: {
    'startLease.button': 'Comenzar mi arrendamiento',
    'startLease.working': 'Comenzando tu arrendamiento…',
    'startLease.failed': 'Algo salió mal. Inténtalo más tarde.',
  },
});

export type MessageKey = keyof typeof messages.en;
