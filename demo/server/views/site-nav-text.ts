import type { Lang } from '../site.js';

/** The header navigation's words (the platform's texts: the widgets draw none of their own). */
export interface SiteNavText {
  menu: string;
  /** The accessible name of the button that opens a category's sub-categories. */
  more(category: string): string;
  /** The first link of a category's panel: its whole listing. */
  all(category: string): string;
  back: string;
  /** The back button's accessible name: its visible word first. */
  backLabel: string;
  promos: string;
}

export const SITE_NAV_TEXT: Record<Lang, SiteNavText> = {
  en: {
    menu: 'Menu',
    more: (category) => `More in ${category}`,
    all: (category) => `All ${category}`,
    back: 'Back',
    backLabel: 'Back to all categories',
    promos: 'Offers',
  },
  es: {
    menu: 'Menú',
    more: (category) => `Más en ${category}`,
    all: (category) => `Ver todo en ${category}`,
    back: 'Volver',
    backLabel: 'Volver a todas las categorías',
    promos: 'Ofertas',
  },
};
