import type { Lang } from '../../site.js';

/**
 * The privacy bar's words (the platform writes them into <lto-privacy-bar>) and the cookie-hint
 * page (SPEC 2.2: the text <lto-cookie-consent> loads with format=ajax), in English and Spanish
 * (demo wording).
 */
export interface VisitorConsentText {
  privacyBarLabel: string;
  privacyBarText: string;
  privacyBarLink: string;
  privacyBarAfterLink: string;
  privacyBarClose: string;
  cookieHintTitle: string;
  cookieHintParagraphs: string[];
  cookieHintPolicyLink: string;
}

const TEXT: Record<Lang, VisitorConsentText> = {
  en: {
    privacyBarLabel: 'Privacy notice',
    privacyBarText: 'We use cookies to run this site and to remember your choices. Read our',
    privacyBarLink: 'privacy policy',
    privacyBarAfterLink: 'to learn more.',
    privacyBarClose: 'Close',
    cookieHintTitle: 'How we use cookies',
    cookieHintParagraphs: [
      'Some cookies keep this site working: your cart, your store and your sign-in. We also use cookies to measure visits and to show you offers that fit, and our chat and fraud-protection partners set their own.',
      'Select I agree to accept these cookies. Until you do, we set only the cookies the site needs to work.',
    ],
    cookieHintPolicyLink: 'Read our privacy policy',
  },
  es: {
    privacyBarLabel: 'Aviso de privacidad',
    privacyBarText: 'Usamos cookies para que este sitio funcione y para recordar tus preferencias. Lee nuestra',
    privacyBarLink: 'política de privacidad',
    privacyBarAfterLink: 'para saber más.',
    privacyBarClose: 'Cerrar',
    cookieHintTitle: 'Cómo usamos las cookies',
    cookieHintParagraphs: [
      'Algunas cookies hacen que este sitio funcione: tu carrito, tu tienda y tu inicio de sesión. También usamos cookies para medir las visitas y mostrarte ofertas a tu medida, y nuestros socios de chat y de protección contra el fraude usan las suyas.',
      'Selecciona Acepto para aceptar estas cookies. Mientras no lo hagas, solo usamos las cookies que el sitio necesita para funcionar.',
    ],
    cookieHintPolicyLink: 'Lee nuestra política de privacidad',
  },
};

export const visitorConsentText = (lang: Lang): VisitorConsentText => TEXT[lang];
