import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/** The texts of <lto-interstitial>. 'Error' and the refresh sentence are SPEC 8's wording. */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'interstitial.title': 'Get our best offers',
      'interstitial.intro': 'Be the first to hear about new arrivals, deals and events near you.',
      'interstitial.emailHeading': 'By email',
      'interstitial.email': 'Email Address',
      'interstitial.emailPhone': 'Mobile Phone Number (optional)',
      'interstitial.optIn': 'Text me offers too',
      'interstitial.emailSubmit': 'Sign Up',
      'interstitial.textHeading': 'By text message',
      'interstitial.phone': 'Mobile Phone Number',
      'interstitial.terms': 'Message and data rates may apply. Reply STOP to cancel.',
      'interstitial.textSubmit': 'Text Me',
      'interstitial.sending': 'Sending…',
      'interstitial.thanks': 'Thanks for signing up!',
      'interstitial.errorHeading': 'Error',
      'interstitial.error': '{part}. Please refresh the page and fill out the form again.',
      'interstitial.unknownProblem': 'Something went wrong',
    },
    es: {
      'interstitial.title': 'Recibe nuestras mejores ofertas',
      'interstitial.intro': 'Entérate antes que nadie de las novedades, ofertas y eventos cerca de ti.',
      'interstitial.emailHeading': 'Por correo electrónico',
      'interstitial.email': 'Correo electrónico',
      'interstitial.emailPhone': 'Número de celular (opcional)',
      'interstitial.optIn': 'Envíenme también ofertas por mensaje de texto',
      'interstitial.emailSubmit': 'Suscribirme',
      'interstitial.textHeading': 'Por mensaje de texto',
      'interstitial.phone': 'Número de celular',
      'interstitial.terms': 'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.',
      'interstitial.textSubmit': 'Enviarme mensajes',
      'interstitial.sending': 'Enviando…',
      'interstitial.thanks': '¡Gracias por suscribirte!',
      'interstitial.errorHeading': 'Error',
      'interstitial.error': '{part}. Actualiza la página y vuelve a llenar el formulario.',
      'interstitial.unknownProblem': 'Algo salió mal',
    },
  }),
);

export type MessageKey = keyof typeof messages.en;
