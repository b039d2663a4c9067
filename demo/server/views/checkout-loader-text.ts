import type { CheckoutStatus } from '../../../src/contracts/checkout-status.js';
import type { Lang } from '../site.js';

/**
 * The platform's own words for the checkout overlay (SPEC 9.6), for a page it renders with the
 * overlay already showing (the demo's ?state= page): the title and, where SPEC gives one, the
 * line under it. GENERIC_LOADING is a spinner; its title is for screen readers only.
 */
type LoaderText = Readonly<Record<CheckoutStatus, { title: string; text?: string }>>;

const en: LoaderText = {
  DEFAULT: { title: 'We are processing your request.', text: 'Only a few steps left and your order will be complete!' },
  KBA_SUCCESS: { title: 'Success!', text: "Your identity was verified. Let's finalize your order." },
  NON_CHECKOUT: { title: 'We are processing your request.' },
  DOC_VERIFY_PROCESSING: {
    title: 'We are processing your submission.',
    text: 'We are analyzing your document. Verification can take up to 1-2 minutes. Please do not exit this page until verification is complete.',
  },
  DOC_VERIFY_SUCCESS: { title: 'Success!', text: "Your documents were successfully verified. Let's finalize your order." },
  GENERIC_LOADING: { title: 'Loading…' },
};

const es: LoaderText = {
  DEFAULT: { title: 'Estamos procesando tu solicitud.', text: '¡Solo faltan unos pasos para completar tu pedido!' },
  KBA_SUCCESS: { title: '¡Listo!', text: 'Verificamos tu identidad. Terminemos tu pedido.' },
  NON_CHECKOUT: { title: 'Estamos procesando tu solicitud.' },
  DOC_VERIFY_PROCESSING: {
    title: 'Estamos procesando tus documentos.',
    text: 'Estamos analizando tu documento. La verificación puede tardar de 1 a 2 minutos. No salgas de esta página hasta que termine la verificación.',
  },
  DOC_VERIFY_SUCCESS: { title: '¡Listo!', text: 'Tus documentos se verificaron correctamente. Terminemos tu pedido.' },
  GENERIC_LOADING: { title: 'Cargando…' },
};

export const checkoutLoaderText = (lang: Lang): LoaderText => (lang === 'es' ? es : en);

/**
 * The overlay's lines while an application (no product yet, SPEC 2.10) is decided: SPEC 9.6's
 * speak of finishing an order, which an application has not got. The config block's resources on
 * the application's steps, under <lto-checkout-loader>'s keys, so the widget says these instead.
 */
const applicationLines: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    'loader.DEFAULT.text': 'We are reviewing your application. It only takes a moment.',
    'loader.KBA_SUCCESS.text': "Your identity was verified. Let's see your Leasing Power.",
    'loader.DOC_VERIFY_SUCCESS.text': "Your documents were successfully verified. Let's see your Leasing Power.",
  },
  es: {
    'loader.DEFAULT.text': 'Estamos revisando tu solicitud. Solo tomará un momento.',
    'loader.KBA_SUCCESS.text': 'Verificamos tu identidad. Veamos tu Poder de Arrendamiento.',
    'loader.DOC_VERIFY_SUCCESS.text': 'Tus documentos se verificaron correctamente. Veamos tu Poder de Arrendamiento.',
  },
};

export const applicationLoaderResources = (lang: Lang): Readonly<Record<string, string>> => applicationLines[lang];
