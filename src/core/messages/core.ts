/**
 * The texts every widget may show: SPEC's shared resource keys (upper case; SPEC 8 does not give
 * their wording, so the text is ours) and the dialog buttons of src/ui. Each widget keeps its own
 * texts in widgets/{name}/messages.ts, so a page downloads only the texts of its widgets.
 */
export const coreMessages = {
  en: {
    BAD_RESPONSE: 'Sorry, something went wrong. Please try again.',
    SERVER_ERROR: 'Server error',
    COMPARE_ADD_FAIL: "We couldn't add this product to compare. Please try again.",
    COMPARE_REMOVE_FAIL: "We couldn't remove this product from compare. Please try again.",
    'dialog.ok': 'OK',
    'dialog.cancel': 'Cancel',
    'dialog.close': 'Close',
    'dialog.confirmTitle': 'Please confirm',
  },
  es: {
    BAD_RESPONSE: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
    SERVER_ERROR: 'Error del servidor',
    COMPARE_ADD_FAIL: 'No pudimos agregar este producto a la comparación. Inténtalo de nuevo.',
    COMPARE_REMOVE_FAIL: 'No pudimos quitar este producto de la comparación. Inténtalo de nuevo.',
    'dialog.ok': 'Aceptar',
    'dialog.cancel': 'Cancelar',
    'dialog.close': 'Cerrar',
    'dialog.confirmTitle': 'Confirma, por favor',
  },
};

export type CoreKey = keyof typeof coreMessages.en;
