import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-product-media>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    'productMedia.thumbnails': 'Images of {name}',
    'productMedia.thumbnailsUnnamed': 'Product images',
    'productMedia.zoom': 'Zoom image',
    'productMedia.zoomTitle': 'Zoomed image',
  },
  es: {
    'productMedia.thumbnails': 'Imágenes de {name}',
    'productMedia.thumbnailsUnnamed': 'Imágenes del producto',
    'productMedia.zoom': 'Ampliar imagen',
    'productMedia.zoomTitle': 'Imagen ampliada',
  },
});

export type MessageKey = keyof typeof messages.en;
