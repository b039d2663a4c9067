import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-carousel>: English, Spanish. */
export const messages = withCoreMessages({
  en: {
    // What a screen reader calls the region and each item (aria-roledescription): read out, so in the page's language.
    'carousel.role': 'carousel',
    'carousel.slideRole': 'slide',
    'carousel.slide': '{index} of {count}',
    'carousel.previous': 'Previous items',
    'carousel.next': 'Next items',
    'carousel.showing': 'Items {first} to {last} of {count}',
    'carousel.showingOne': 'Item {first} of {count}',
  },
  es: {
    'carousel.role': 'carrusel',
    'carousel.slideRole': 'diapositiva',
    'carousel.slide': '{index} de {count}',
    'carousel.previous': 'Artículos anteriores',
    'carousel.next': 'Artículos siguientes',
    'carousel.showing': 'Artículos {first} a {last} de {count}',
    'carousel.showingOne': 'Artículo {first} de {count}',
  },
});

export type MessageKey = keyof typeof messages.en;
