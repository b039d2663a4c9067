import type { Lang } from '../../site.js';

/**
 * The COOKIES_DISABLED and TLS_WARNING resources (SPEC 8), which the platform writes into
 * <lto-cookie-check> and <lto-browser-check> (demo wording: SPEC does not give it).
 */
export interface SafetyText {
  cookiesDisabled: string;
  tlsWarning: string;
}

const TEXT: Record<Lang, SafetyText> = {
  en: {
    cookiesDisabled:
      "Your browser is set to refuse cookies. This site needs them to keep your cart, your location and your sign-in: turn cookies on in your browser's settings, then reload the page.",
    tlsWarning:
      'Your browser uses an older security standard that this site will soon stop supporting. To keep shopping safely, please update your browser or use another one.',
  },
  es: {
    cookiesDisabled:
      'Tu navegador está configurado para rechazar las cookies. Este sitio las necesita para guardar tu carrito, tu ubicación y tu sesión: activa las cookies en la configuración de tu navegador y vuelve a cargar la página.',
    tlsWarning:
      'Tu navegador usa un estándar de seguridad antiguo que este sitio pronto dejará de admitir. Para seguir comprando de forma segura, actualiza tu navegador o usa otro.',
  },
};

export const safetyText = (lang: Lang): SafetyText => TEXT[lang];
