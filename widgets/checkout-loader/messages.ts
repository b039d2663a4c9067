import { withCoreMessages } from '../../src/core/i18n';

/** SPEC 9.6's loader texts in English, and in Spanish as a Spanish-speaking shopper would say them. */
export const messages = withCoreMessages({
  en: {
    'loader.DEFAULT.title': 'We are processing your request.',
    'loader.DEFAULT.text': 'Only a few steps left and your order will be complete!',
    'loader.KBA_SUCCESS.title': 'Success!',
    'loader.KBA_SUCCESS.text': "Your identity was verified. Let's finalize your order.",
    'loader.NON_CHECKOUT.title': 'We are processing your request.',
    'loader.DOC_VERIFY_PROCESSING.title': 'We are processing your submission.',
    'loader.DOC_VERIFY_PROCESSING.text':
      'We are analyzing your document. Verification can take up to 1-2 minutes. Please do not exit this page until verification is complete.',
    'loader.DOC_VERIFY_SUCCESS.title': 'Success!',
    'loader.DOC_VERIFY_SUCCESS.text': "Your documents were successfully verified. Let's finalize your order.",
    // SPEC 9.6 shows a spinner only; screen readers still need to hear that something is happening.
    'loader.GENERIC_LOADING.title': 'Loading…',
  },
  es: {
    'loader.DEFAULT.title': 'Estamos procesando tu solicitud.',
    'loader.DEFAULT.text': '¡Solo faltan unos pasos para completar tu pedido!',
    'loader.KBA_SUCCESS.title': '¡Listo!',
    'loader.KBA_SUCCESS.text': 'Verificamos tu identidad. Terminemos tu pedido.',
    'loader.NON_CHECKOUT.title': 'Estamos procesando tu solicitud.',
    'loader.DOC_VERIFY_PROCESSING.title': 'Estamos procesando tus documentos.',
    'loader.DOC_VERIFY_PROCESSING.text':
      'Estamos analizando tu documento. La verificación puede tardar de 1 a 2 minutos. No salgas de esta página hasta que termine la verificación.',
    'loader.DOC_VERIFY_SUCCESS.title': '¡Listo!',
    'loader.DOC_VERIFY_SUCCESS.text': 'Tus documentos se verificaron correctamente. Terminemos tu pedido.',
    'loader.GENERIC_LOADING.title': 'Cargando…',
  },
});

export type MessageKey = keyof typeof messages.en;
