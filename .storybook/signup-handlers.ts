import { http, HttpResponse } from 'msw';
import { storyDelay } from './story-delay';
import { endpointPaths } from '../src/contracts/endpoint-paths';
import type { FooterEmailAnswer, FooterSmsAnswer, SignupAnswer } from '../src/contracts/signups';

/**
 * MSW handlers for the sign-up forms of SPEC 7.7, at the contracts' paths (where the demo server
 * serves them too), answering as the demo does (demo/README.md lists which numbers do what).
 * Keyed per endpoint, so a story replaces one: `{ msw: { handlers: { footerTextForm: smsUnserviced } } }`.
 */
export const SIGNUP_URLS = endpointPaths('footerEmailSubscribe', 'footerTextForm', 'interstitialEmail', 'interstitialText', 'contestForm', 'customSofaEmail');

const at = (path: string) => `*${path}`;
const isSpanish = () => document.documentElement.lang.startsWith('es');

// Footer e-mail: success, success false, and an answer that takes 3 s.
export const footerEmailOk = http.post(at(SIGNUP_URLS.footerEmailSubscribe), () => HttpResponse.json({ success: true } satisfies FooterEmailAnswer));
export const footerEmailRefused = http.post(at(SIGNUP_URLS.footerEmailSubscribe), () => HttpResponse.json({ success: false } satisfies FooterEmailAnswer));
export const footerEmailDown = http.post(at(SIGNUP_URLS.footerEmailSubscribe), () => new HttpResponse('unavailable', { status: 500 }));
export const footerEmailSlow = http.post(at(SIGNUP_URLS.footerEmailSubscribe), async () => {
  await storyDelay(3000);
  return HttpResponse.json({ success: true } satisfies FooterEmailAnswer);
});

// Footer SMS: the four outcomes of SPEC 8.
const sms = (success: boolean, status: string[]) => http.post(at(SIGNUP_URLS.footerTextForm), () => HttpResponse.json({ success, status } satisfies FooterSmsAnswer));
export const smsConfirmationSent = sms(true, ['Confirmation text sent']);
export const smsManualOptIn = sms(true, ['Requires manual opt in: 1-844-555-0142']);
export const smsUnserviced = sms(true, ['Unable to process SMS opt in']);
export const smsRefused = sms(false, ['Invalid phone number']);

// Interstitial and contest: success and message, in the page's language like the demo.
const said = (path: string, success: boolean, en: string, es: string) =>
  http.post(at(path), () => HttpResponse.json({ success, message: isSpanish() ? es : en } satisfies SignupAnswer));
export const interstitialEmailOk = said(SIGNUP_URLS.interstitialEmail, true, 'Thanks for signing up!', '¡Gracias por suscribirte!');
export const interstitialTextOk = said(SIGNUP_URLS.interstitialText, true, 'Thanks for signing up!', '¡Gracias por suscribirte!');
export const interstitialTextUnserviced = said(SIGNUP_URLS.interstitialText, false, 'Unable to process SMS opt in', 'No se pudo procesar la suscripción por SMS');
export const contestOk = said(SIGNUP_URLS.contestForm, true, "You're entered. Good luck!", 'Ya estás participando. ¡Buena suerte!');
export const contestRefused = said(SIGNUP_URLS.contestForm, false, 'Invalid email address', 'Correo electrónico no válido');

/** The alternate HTML of the interstitial's B variant (content-url). */
export const INTERSTITIAL_B_CONTENT = '/content/interstitial-b';
export const interstitialContent = http.get(at(INTERSTITIAL_B_CONTENT), () =>
  HttpResponse.html(isSpanish() ? '<p><strong>Rebajas de otoño:</strong> ahorra en sofás y recámaras.</p>' : '<p><strong>Fall sale:</strong> save on sofas and bedrooms.</p>'),
);

// Custom sofa: the HTML answer, and a refusal (HTTP 400 with a fragment).
export const sofaOk = http.post(at(SIGNUP_URLS.customSofaEmail), () =>
  HttpResponse.html(
    isSpanish()
      ? '<div><h3>Ya estás en la lista</h3><p>Te escribiremos cuando lleguen nuevas telas y tamaños para este sofá.</p></div>'
      : "<div><h3>You're on the list</h3><p>We'll email you when new fabrics and sizes for this sofa arrive.</p></div>",
  ),
);
export const sofaServerError = http.post(at(SIGNUP_URLS.customSofaEmail), () => HttpResponse.html('<p>Server error</p>', { status: 500 }));

/** The defaults: every form succeeds. */
export const signupHandlers = {
  footerEmailSubscribe: footerEmailOk,
  footerTextForm: smsConfirmationSent,
  interstitialEmail: interstitialEmailOk,
  interstitialText: interstitialTextOk,
  interstitialContent,
  contestForm: contestOk,
  customSofaEmail: sofaOk,
};
