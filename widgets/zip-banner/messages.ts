import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-zip-banner>: English, Spanish, and Canadian English where it differs. */
export const messages = withCoreMessages({
  en: {
    'location.banner': 'Zip code: {zip}',
    'location.bannerEmpty': 'Set your zip code',
    'location.bannerLabel': 'Change your zip code, now {zip}',
  },
  es: {
    'location.banner': 'Código postal: {zip}',
    'location.bannerEmpty': 'Indica tu código postal',
    'location.bannerLabel': 'Cambiar tu código postal, ahora {zip}',
  },
  enCA: {
    'location.banner': 'Postal code: {zip}',
    'location.bannerEmpty': 'Set your postal code',
    'location.bannerLabel': 'Change your postal code, now {zip}',
  },
});

export type MessageKey = keyof typeof messages.en;
