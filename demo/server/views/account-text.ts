import type { SiteKey } from '../site.js';

/**
 * The demo's texts for the account pages and fragments (SPEC 2.5, 4.3, 8), kept beside their views
 * rather than in the site's Text. en-CA reads the English, but for the documents a Canadian brings.
 */
const en = {
  /** The header trigger (SPEC 2.5): signed out, signed in. */
  triggerSignIn: 'Sign In',
  triggerAccount: 'Account',
  accountTitle: 'My Account',
  signInHeading: 'Sign in',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  loginFailed: 'Unable to log you in. Please check your email and password and try again.',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  signOut: 'Sign out',
  registerHeading: 'Create an account',
  passwordHint: 'At least 5 characters.',
  createAccount: 'Create account',
  accountCreated: 'Your account has been successfully created.',
  registerFailed: 'We were unable to create your account. Please verify your email and password, then try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes, then try again.',

  applyBeforeYouShop: 'Apply before you shop',
  applyPromoText: 'Find out how much you can lease in minutes, then shop with confidence.',
  getStarted: 'Get started',

  nextSteps: 'Next Steps',
  storeInfo: 'Store Info',
  pendingIntro: 'We need a few documents to finish reviewing your application. Bring them to your store or upload them from your account.',
  documents: [
    ['Primary identification', "A valid driver's license, state or provincial ID, or passport."],
    ['Proof of residence', 'A utility bill, lease or bank statement from the last 30 days showing your name and address.'],
    ['Proof of income', 'Your two most recent pay stubs, or a benefits letter.'],
  ] as [string, string][],
  viewFaqs: 'View FAQs',
  faq: [
    ['How long does verification take?', 'Most applications are verified within one business day of receiving your documents.'],
    ['Can I shop while I wait?', 'Yes. Save the items you like and start your lease once you are approved.'],
    ['What if my documents are not accepted?', 'Your store will call you and explain what else is needed.'],
  ] as [string, string][],
  contactUs: 'Contact us',
  noStore: 'Visit any of our stores, or call us at 1-800-555-0100.',

  lpDetailsTitle: 'Your Leasing Power℠ Details',
  approvedAmount: 'Approved amount',
  availableAmount: 'Available amount',
  expires: 'Expires',
};

type AccountText = typeof en;

const es: AccountText = {
  triggerSignIn: 'Iniciar sesión',
  triggerAccount: 'Cuenta',
  accountTitle: 'Mi cuenta',
  signInHeading: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  loginFailed: 'No pudimos iniciar tu sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
  signedInAs: (email: string) => `Iniciaste sesión como ${email}.`,
  signOut: 'Cerrar sesión',
  registerHeading: 'Crear una cuenta',
  passwordHint: 'Al menos 5 caracteres.',
  createAccount: 'Crear cuenta',
  accountCreated: 'Tu cuenta se creó correctamente.',
  registerFailed: 'No pudimos crear tu cuenta. Verifica tu correo electrónico y tu contraseña e inténtalo de nuevo.',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',

  applyBeforeYouShop: 'Presenta tu solicitud antes de comprar',
  applyPromoText: 'Descubre en minutos cuánto puedes arrendar y compra con confianza.',
  getStarted: 'Comenzar',

  nextSteps: 'Próximos pasos',
  storeInfo: 'Información de la tienda',
  pendingIntro: 'Necesitamos algunos documentos para terminar de revisar tu solicitud. Llévalos a tu tienda o súbelos desde tu cuenta.',
  documents: [
    ['Identificación principal', 'Una licencia de conducir, identificación estatal o pasaporte vigente.'],
    ['Comprobante de domicilio', 'Una factura de servicios, contrato de alquiler o estado de cuenta de los últimos 30 días con tu nombre y dirección.'],
    ['Comprobante de ingresos', 'Tus dos talones de pago más recientes o una carta de beneficios.'],
  ],
  viewFaqs: 'Ver preguntas frecuentes',
  faq: [
    ['¿Cuánto tarda la verificación?', 'La mayoría de las solicitudes se verifican en un día hábil después de recibir tus documentos.'],
    ['¿Puedo comprar mientras espero?', 'Sí. Guarda los artículos que te gusten y comienza tu arrendamiento cuando te aprueben.'],
    ['¿Y si no aceptan mis documentos?', 'Tu tienda te llamará para explicarte qué más se necesita.'],
  ],
  contactUs: 'Contáctanos',
  noStore: 'Visita cualquiera de nuestras tiendas o llámanos al 1-800-555-0100.',

  lpDetailsTitle: 'Detalles de tu poder de arrendamiento℠',
  approvedAmount: 'Monto aprobado',
  availableAmount: 'Monto disponible',
  expires: 'Vence',
};

/** Canada: a provincial ID card, not a state ID, and a licence in Canadian spelling, as its checkout's ID types say. */
const enCA: AccountText = {
  ...en,
  documents: [['Primary identification', "A valid driver's licence, provincial ID card or passport."], ...en.documents.slice(1)],
};

const BY_SITE: Record<SiteKey, AccountText> = { 'en-us': en, 'es-us': es, 'en-ca': enCA };

export const accountText = (site: { key: SiteKey }): AccountText => BY_SITE[site.key];
