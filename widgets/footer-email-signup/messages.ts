import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/** The texts of <lto-footer-email-signup>: English, Spanish, and Canadian English (SPEC 2.3 labels). */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'footerEmail.heading': 'Get email offers',
      'footerEmail.email': 'Email Address',
      'footerEmail.firstName': 'First Name',
      'footerEmail.lastName': 'Last Name',
      'footerEmail.zip': 'Zip Code',
      'footerEmail.optIn': 'Yes, send me emails about offers and news. I can unsubscribe at any time.',
      'footerEmail.submit': 'Sign Up',
      'footerEmail.sending': 'Signing up…',
      'footerEmail.success': 'Success! Thanks for signing up.',
      'footerEmail.refused': "Sorry, we couldn't sign you up. Please check your details and try again.",
      'footerEmail.failed': "Sorry, we couldn't sign you up just now. Please try again in a moment.",
    },
    es: {
      'footerEmail.heading': 'Recibe ofertas por correo',
      'footerEmail.email': 'Correo electrónico',
      'footerEmail.firstName': 'Nombre',
      'footerEmail.lastName': 'Apellido',
      'footerEmail.zip': 'Código postal',
      'footerEmail.optIn': 'Sí, envíenme correos con ofertas y novedades. Puedo cancelar la suscripción cuando quiera.',
      'footerEmail.submit': 'Suscribirme',
      'footerEmail.sending': 'Enviando…',
      'footerEmail.success': '¡Listo! Gracias por suscribirte.',
      'footerEmail.refused': 'Lo sentimos, no pudimos suscribirte. Revisa tus datos e inténtalo de nuevo.',
      'footerEmail.failed': 'Lo sentimos, no pudimos suscribirte en este momento. Inténtalo de nuevo en unos instantes.',
    },
    enCA: {
      // SPEC 2.3: the Canadian labels.
      'footerEmail.email': 'Email Address (required)',
      'footerEmail.zip': 'Postal Code',
    },
  }),
);

export type MessageKey = keyof typeof messages.en;
