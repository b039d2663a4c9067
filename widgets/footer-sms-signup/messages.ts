import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/** The texts of <lto-footer-sms-signup>; the four outcomes are SPEC 8's wording in English. */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'footerSms.heading': 'Get text offers',
      'footerSms.phone': 'Mobile Phone Number',
      'footerSms.terms': 'Message and data rates may apply. Reply STOP to cancel.',
      'footerSms.submit': 'Text Me',
      'footerSms.sending': 'Sending…',
      'footerSms.error': 'Error, please refresh the page and fill out the form again.',
      'footerSms.manualOptIn': 'Please text JOIN to {phone} to subscribe.',
      'footerSms.unservicedArea': "Sorry we don't service this area code",
      'footerSms.confirm': 'Reply YES to our confirmation text message.',
    },
    es: {
      'footerSms.heading': 'Recibe ofertas por mensaje de texto',
      'footerSms.phone': 'Número de celular',
      'footerSms.terms': 'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.',
      'footerSms.submit': 'Enviarme mensajes',
      'footerSms.sending': 'Enviando…',
      'footerSms.error': 'Error: actualiza la página y vuelve a llenar el formulario.',
      'footerSms.manualOptIn': 'Envía JOIN por mensaje de texto al {phone} para suscribirte.',
      'footerSms.unservicedArea': 'Lo sentimos, no damos servicio a este código de área',
      'footerSms.confirm': 'Responde YES a nuestro mensaje de texto de confirmación.',
    },
  }),
);

export type MessageKey = keyof typeof messages.en;
