import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-compare-list>: English, Spanish (the failures are the shared COMPARE_REMOVE_FAIL and BAD_RESPONSE). */
export const messages = withCoreMessages({
  en: {
    'compareList.removed': '{name} removed from compare.',
  },
  es: {
    'compareList.removed': '{name} se quitó de la comparación.',
  },
});

export type MessageKey = keyof typeof messages.en;
