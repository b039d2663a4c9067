import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-cookie-consent>. 'I agree' is SPEC 2.2's button; the text is ours, shown only
 * when the cookie-hint URL gives none.
 */
export const messages = withCoreMessages({
  en: {
    'cookieConsent.title': 'Cookies on this site',
    'cookieConsent.agree': 'I agree',
    'cookieConsent.text':
      'We use cookies to run this site, to remember your choices and to understand how the site is used. Select I agree to accept them.',
  },
  es: {
    'cookieConsent.title': 'Cookies en este sitio',
    'cookieConsent.agree': 'Acepto',
    'cookieConsent.text':
      'Usamos cookies para que este sitio funcione, para recordar tus preferencias y para saber cómo se usa. Selecciona Acepto para aceptarlas.',
  },
});

export type MessageKey = keyof typeof messages.en;
