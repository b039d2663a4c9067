import type { FacetName, SortRule } from '../data/listing-query.js';
import type { Site } from '../site.js';

/** The wording of the listing's sort and size selects, refinements and paging (SPEC 2.6). */
export interface ListingToolsText {
  sortBy: string;
  sortRules: Record<SortRule, string>;
  itemsPerPage: string;
  /** The items-per-page choice INFINITE_SCROLL (SPEC 2.6). */
  infiniteScroll: string;
  apply: string;
  refineBy: string;
  /** Below 1024px the refinements follow the results: a link at the top goes to them (<lto-refinements> opens them as a sidebar). */
  filters: string;
  groups: Record<FacetName, string>;
  /** A brand page's generic sub-category value: every type of the brand. */
  allTypes: string;
  /** A rating refinement: the minimum stars. */
  starsAndUp(stars: number): string;
  clearAll: string;
  /** The refinements in force above the results (SPEC 2.6 breadcrumb refinement values), and one's link taking it back. */
  inForce: string;
  remove(label: string): string;
  /** A monthly payment range open at one end. */
  atLeast(amount: string): string;
  atMost(amount: string): string;
  loadMore: string;
  /** Refinements in force leave nothing to show. */
  noMatches: string;
}

const en: ListingToolsText = {
  sortBy: 'Sort by',
  sortRules: {
    featured: 'Featured',
    'price-low-high': 'Price: low to high',
    'price-high-low': 'Price: high to low',
    newest: 'Newest',
    rating: 'Top rated',
  },
  itemsPerPage: 'Items per page',
  infiniteScroll: 'All, as you scroll',
  apply: 'Apply',
  refineBy: 'Refine by',
  filters: 'Show filters',
  groups: { brand: 'Brand', color: 'Color', subcat: 'Type', rating: 'Rating' },
  allTypes: 'All types',
  starsAndUp: (stars) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`,
  clearAll: 'Clear all',
  inForce: 'Refinements in force',
  remove: (label) => `Remove ${label}`,
  atLeast: (amount) => `from ${amount}`,
  atMost: (amount) => `up to ${amount}`,
  loadMore: 'Load more',
  noMatches: 'No products match all of these refinements. Remove one, or clear them all.',
};

const enCA: ListingToolsText = { ...en, groups: { ...en.groups, color: 'Colour' } };

const es: ListingToolsText = {
  sortBy: 'Ordenar por',
  sortRules: {
    featured: 'Destacados',
    'price-low-high': 'Precio: de menor a mayor',
    'price-high-low': 'Precio: de mayor a menor',
    newest: 'Lo más nuevo',
    rating: 'Mejor calificados',
  },
  itemsPerPage: 'Artículos por página',
  infiniteScroll: 'Todos, al desplazarte',
  apply: 'Aplicar',
  refineBy: 'Filtrar por',
  filters: 'Mostrar filtros',
  groups: { brand: 'Marca', color: 'Color', subcat: 'Tipo', rating: 'Calificación' },
  allTypes: 'Todos los tipos',
  starsAndUp: (stars) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'} o más`,
  clearAll: 'Borrar todo',
  inForce: 'Filtros aplicados',
  remove: (label) => `Quitar ${label}`,
  atLeast: (amount) => `desde ${amount}`,
  atMost: (amount) => `hasta ${amount}`,
  loadMore: 'Cargar más',
  noMatches: 'Ningún producto cumple con todos estos filtros. Quita alguno o bórralos todos.',
};

const BY_SITE: Record<Site['key'], ListingToolsText> = { 'en-us': en, 'es-us': es, 'en-ca': enCA };

export const listingToolsText = (site: Site): ListingToolsText => BY_SITE[site.key];

/** SPEC 2.6's shorter refinement labels ('Washer & Dryer'), the rule <lto-refinements> applies too. */
export { refinementLabel } from '../../../src/contracts/refinement-labels.js';
