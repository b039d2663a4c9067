import type { Lang, SiteKey } from '../site.js';

/**
 * What the demo platform says in its sign-up answers (SPEC 7.7 `message`, the custom sofa HTML)
 * and on the sign-me-up result, in the site's language. The widgets show `message` as given.
 */
const TEXT = {
  en: {
    thanks: 'Thanks for signing up!',
    contestEntered: "You're entered. Good luck!",
    invalidEmail: 'Invalid email address',
    invalidPhone: 'Invalid phone number',
    invalidName: 'Invalid name',
    invalidPostalCode: 'Invalid zip code',
    unableToProcessSms: 'Unable to process SMS opt in',
    textJoin: (phone: string) => `Please text JOIN to ${phone} to subscribe.`,
    sofaThanksTitle: "You're on the list",
    sofaThanks: (product: string) => `We'll email you when new fabrics and sizes for the ${product} arrive.`,
    sofaInvalid: 'Please enter a valid email address.',
    unknownProduct: 'This product could not be found.',
    signMeUpDone: "You're signed up. Watch your inbox for our offers.",
    signMeUpFailed: 'We could not sign you up. Please check your email address and try again.',
  },
  es: {
    thanks: '¡Gracias por suscribirte!',
    contestEntered: 'Ya estás participando. ¡Buena suerte!',
    invalidEmail: 'Correo electrónico no válido',
    invalidPhone: 'Número de teléfono no válido',
    invalidName: 'Nombre no válido',
    invalidPostalCode: 'Código postal no válido',
    unableToProcessSms: 'No se pudo procesar la suscripción por SMS',
    textJoin: (phone: string) => `Envía JOIN por mensaje de texto al ${phone} para suscribirte.`,
    sofaThanksTitle: 'Ya estás en la lista',
    sofaThanks: (product: string) => `Te escribiremos cuando lleguen nuevas telas y tamaños para ${product}.`,
    sofaInvalid: 'Escribe un correo electrónico válido.',
    unknownProduct: 'No encontramos este producto.',
    signMeUpDone: 'Ya estás suscrito. Pronto recibirás nuestras ofertas en tu correo.',
    signMeUpFailed: 'No pudimos suscribirte. Revisa tu correo electrónico e inténtalo de nuevo.',
  },
} satisfies Record<Lang, unknown>;

export type SignupText = (typeof TEXT)['en'];

/** Canada: the contest form asks for a postal code (its label says so), and so does its refusal. */
const enCA: SignupText = { ...TEXT.en, invalidPostalCode: 'Invalid postal code' };

const BY_SITE: Record<SiteKey, SignupText> = { 'en-us': TEXT.en, 'es-us': TEXT.es, 'en-ca': enCA };

export const signupText = (site: { key: SiteKey }): SignupText => BY_SITE[site.key];
