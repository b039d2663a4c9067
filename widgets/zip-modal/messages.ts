import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-zip-modal>: English, Spanish, and Canadian English where it differs. */
export const messages = withCoreMessages({
  en: {
    STORES_NOTFOUND: "We couldn't find any stores near that location. Please try another one.",
    VALIDATE_ZIP_REGEX: 'Please enter a valid 5-digit zip code.',
    'location.title': 'Set your location',
    'location.intro': 'Lease prices, delivery and store inventory depend on where you are.',
    'location.zipLabel': 'Zip code',
    'location.submit': 'Update',
    'location.useMyLocation': 'Use my location',
    'location.searching': 'Searching…',
    'location.updated': 'Your location is now {zip}. Updating the page…',
    'location.set': 'Your location is now {zip}.',
  },
  es: {
    STORES_NOTFOUND: 'No encontramos tiendas cerca de esa ubicación. Prueba con otra.',
    VALIDATE_ZIP_REGEX: 'Escribe un código postal válido de 5 dígitos.',
    'location.title': 'Indica tu ubicación',
    'location.intro': 'Los precios de arrendamiento, la entrega y la disponibilidad en tienda dependen de dónde estés.',
    'location.zipLabel': 'Código postal',
    'location.submit': 'Actualizar',
    'location.useMyLocation': 'Usar mi ubicación',
    'location.searching': 'Buscando…',
    'location.updated': 'Tu ubicación ahora es {zip}. Actualizando la página…',
    'location.set': 'Tu ubicación ahora es {zip}.',
  },
  enCA: {
    VALIDATE_ZIP_REGEX: 'Please enter a valid postal code, like A1A 1A1.',
    'location.zipLabel': 'Postal code',
  },
});

export type MessageKey = keyof typeof messages.en;
