import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/** The texts of <lto-sofa-signup>. */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'sofa.open': 'Want it your way? Get custom sofa updates',
      'sofa.title': 'Custom sofa updates',
      'sofa.intro': 'Tell us where to send news about new fabrics, colors and sizes for this sofa.',
      'sofa.email': 'Email Address',
      'sofa.submit': 'Notify Me',
      'sofa.sending': 'Sending…',
      'sofa.failed': "Sorry, we couldn't sign you up. Please try again.",
    },
    es: {
      'sofa.open': '¿Lo quieres a tu manera? Recibe novedades de sofás a medida',
      'sofa.title': 'Novedades de sofás a medida',
      'sofa.intro': 'Dinos a dónde enviarte novedades sobre telas, colores y tamaños nuevos para este sofá.',
      'sofa.email': 'Correo electrónico',
      'sofa.submit': 'Avísenme',
      'sofa.sending': 'Enviando…',
      'sofa.failed': 'Lo sentimos, no pudimos suscribirte. Inténtalo de nuevo.',
    },
    enCA: {
      'sofa.intro': 'Tell us where to send news about new fabrics, colours and sizes for this sofa.',
    },
  }),
);

export type MessageKey = keyof typeof messages.en;
