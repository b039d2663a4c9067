import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-price-range>: the names of the slider's thumbs and the boxes' labels (the
 * refinement group is the platform's 'Monthly Payment', SPEC 2.6), Apply, and the error of a box
 * left empty (ours). `{currency}` is '$' or 'C$'. English, Spanish; Canadian English says the same.
 */
export const messages = withCoreMessages({
  en: {
    'priceRange.minThumb': 'Minimum monthly payment',
    'priceRange.maxThumb': 'Maximum monthly payment',
    'priceRange.minBox': 'Min ({currency})',
    'priceRange.maxBox': 'Max ({currency})',
    'priceRange.apply': 'Apply',
    'priceRange.enterAmount': 'Enter an amount, like 45.',
  },
  es: {
    'priceRange.minThumb': 'Pago mensual mínimo',
    'priceRange.maxThumb': 'Pago mensual máximo',
    'priceRange.minBox': 'Mín. ({currency})',
    'priceRange.maxBox': 'Máx. ({currency})',
    'priceRange.apply': 'Aplicar',
    'priceRange.enterAmount': 'Escribe una cantidad, como 45.',
  },
  enCA: {},
});

export type MessageKey = keyof typeof messages.en;
