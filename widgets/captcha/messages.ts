import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-captcha>. ARE_YOU_HUMAN is SPEC 8's resource key (its wording is not given:
 * this is ours, and a platform's resources win); the title, button and failure texts are ours.
 */
export const messages = withCoreMessages({
  en: {
    'captcha.title': 'Are you human?',
    ARE_YOU_HUMAN:
      'We have seen a lot of activity from your browser in a short time. Select OK to let us know you are a person, and carry on shopping.',
    'captcha.ok': 'OK',
    'captcha.failed': 'We could not check that just now. Please try again.',
    'captcha.retry': 'Try again',
  },
  es: {
    'captcha.title': '¿Eres una persona?',
    ARE_YOU_HUMAN:
      'Hemos visto mucha actividad desde tu navegador en poco tiempo. Selecciona Aceptar para confirmarnos que eres una persona y sigue comprando.',
    'captcha.ok': 'Aceptar',
    'captcha.failed': 'No pudimos comprobarlo en este momento. Inténtalo de nuevo.',
    'captcha.retry': 'Reintentar',
  },
});

export type MessageKey = keyof typeof messages.en;
