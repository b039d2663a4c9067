import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/** The texts of <lto-contest-signup>: English, Spanish, and Canadian English where it differs. */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'contest.heading': 'Enter the contest',
      'contest.email': 'Email Address',
      'contest.firstName': 'First Name',
      'contest.lastName': 'Last Name',
      'contest.zip': 'Zip Code',
      'contest.submit': 'Enter Now',
      'contest.sending': 'Sending…',
      'contest.entered': "You're entered. Good luck!",
      'contest.failed': "Sorry, we couldn't enter you. Please try again.",
    },
    es: {
      'contest.heading': 'Participa en el sorteo',
      'contest.email': 'Correo electrónico',
      'contest.firstName': 'Nombre',
      'contest.lastName': 'Apellido',
      'contest.zip': 'Código postal',
      'contest.submit': 'Participar',
      'contest.sending': 'Enviando…',
      'contest.entered': 'Ya estás participando. ¡Buena suerte!',
      'contest.failed': 'Lo sentimos, no pudimos registrar tu participación. Inténtalo de nuevo.',
    },
    enCA: {
      'contest.zip': 'Postal Code',
    },
  }),
);

export type MessageKey = keyof typeof messages.en;
