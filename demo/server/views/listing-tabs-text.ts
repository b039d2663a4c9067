import type { GridView } from '../../../src/contracts/grid-view.js';
import type { Lang } from '../site.js';

/** The wording of a search's result tabs (products and articles, SPEC 2.6), the grid / wide toggle and an article's page. */
export interface ListingTabsText {
  /** The tab list's name. */
  results: string;
  productsTab(n: number): string;
  articlesTab(n: number): string;
  articlesHeading: string;
  /** The layout toggle's name, and each layout's button. */
  layout: string;
  views: Record<GridView, string>;
}

const en: ListingTabsText = {
  results: 'Results',
  productsTab: (n) => `Products (${n})`,
  articlesTab: (n) => `Articles (${n})`,
  articlesHeading: 'Articles',
  layout: 'Layout',
  views: { grid: 'Grid', wide: 'Wide' },
};

const es: ListingTabsText = {
  results: 'Resultados',
  productsTab: (n) => `Productos (${n})`,
  articlesTab: (n) => `Artículos (${n})`,
  articlesHeading: 'Artículos',
  layout: 'Vista',
  views: { grid: 'Cuadrícula', wide: 'Lista' },
};

export const listingTabsText = (lang: Lang): ListingTabsText => (lang === 'es' ? es : en);
