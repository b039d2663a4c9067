import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-sms-optin>. */
export const messages = withCoreMessages({
  en: {
    'smsOptin.label': 'Text me offers too',
    'smsOptin.terms': 'Message and data rates may apply. Reply STOP to cancel.',
  },
  es: {
    'smsOptin.label': 'Envíenme también ofertas por mensaje de texto',
    'smsOptin.terms': 'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.',
  },
});

export type MessageKey = keyof typeof messages.en;
