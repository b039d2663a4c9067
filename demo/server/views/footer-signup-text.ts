import type { SiteKey } from '../site.js';

/**
 * The footer sign-up forms' texts as the demo platform writes them (SPEC 2.3 labels, SPEC 8
 * outcomes), and what a form posted without script says on the page it comes back to.
 */
const en = {
  emailHeading: 'Get email offers',
  email: 'Email Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  zip: 'Zip Code',
  optIn: 'Yes, send me emails about offers and news. I can unsubscribe at any time.',
  emailSubmit: 'Sign Up',
  smsHeading: 'Get text offers',
  phone: 'Mobile Phone Number',
  smsTerms: 'Message and data rates may apply. Reply STOP to cancel.',
  smsSubmit: 'Text Me',
  outcomes: {
    'email-done': 'Success! Thanks for signing up.',
    'email-failed': "Sorry, we couldn't sign you up. Please check your details and try again.",
    'sms-sent': 'Reply YES to our confirmation text message.',
    'sms-join': 'Please text JOIN to {phone} to subscribe.',
    'sms-unserviced': "Sorry we don't service this area code",
    'sms-failed': 'Error, please refresh the page and fill out the form again.',
  },
};

export type FooterSignupText = typeof en;
export type FooterOutcome = keyof FooterSignupText['outcomes'];

const es: FooterSignupText = {
  emailHeading: 'Recibe ofertas por correo',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  zip: 'Código postal',
  optIn: 'Sí, envíenme correos con ofertas y novedades. Puedo cancelar la suscripción cuando quiera.',
  emailSubmit: 'Suscribirme',
  smsHeading: 'Recibe ofertas por mensaje de texto',
  phone: 'Número de celular',
  smsTerms: 'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.',
  smsSubmit: 'Enviarme mensajes',
  outcomes: {
    'email-done': '¡Listo! Gracias por suscribirte.',
    'email-failed': 'Lo sentimos, no pudimos suscribirte. Revisa tus datos e inténtalo de nuevo.',
    'sms-sent': 'Responde YES a nuestro mensaje de texto de confirmación.',
    'sms-join': 'Envía JOIN por mensaje de texto al {phone} para suscribirte.',
    'sms-unserviced': 'Lo sentimos, no damos servicio a este código de área',
    'sms-failed': 'Error: actualiza la página y vuelve a llenar el formulario.',
  },
};

const TEXT: Record<SiteKey, FooterSignupText> = {
  'en-us': en,
  'es-us': es,
  'en-ca': { ...en, email: 'Email Address (required)', zip: 'Postal Code' },
};

export const footerSignupText = (site: SiteKey): FooterSignupText => TEXT[site];

/** The query parameter a form posted without script comes back with (routes/signups.ts). */
export const FOOTER_OUTCOME_PARAM = 'footerSignup';

/** The footer forms as a refused post keeps what they typed (session.ts), and the fields kept of each. */
export const FOOTER_EMAIL_FORM = 'footer-email';
export const FOOTER_EMAIL_FIELDS = ['footeremailsub_emailid', 'footeremailsub_firstName', 'footeremailsub_lastName', 'footeremailsub_zipcode', 'footeremailsub_optin'] as const;
export const FOOTER_SMS_FORM = 'footer-sms';
export const FOOTER_SMS_FIELDS = ['footertextform_phone'] as const;

/** The id of the footer's sign-up section: the answer to a form posted without script lands there. */
export const FOOTER_SIGNUPS_ID = 'footer-signups';

export const isFooterOutcome = (value: string | null): value is FooterOutcome => value !== null && value in en.outcomes;
