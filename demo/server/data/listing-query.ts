import type { Currency } from '../site.js';
import { searchKey } from './search-key.js';

/** The listing's orders (SPEC 2.6 sort-by); 'featured' is the merchandiser's own (the catalogue position). */
export const SORT_RULES = ['featured', 'price-low-high', 'price-high-low', 'newest', 'rating'] as const;
export type SortRule = (typeof SORT_RULES)[number];

/** The refinements counted per value; the monthly payment range is a bound, not counted. */
export const FACETS = ['brand', 'color', 'subcat', 'rating'] as const;
export type FacetName = (typeof FACETS)[number];

/** One value each; absent when not in force. */
export interface Refinements {
  brand?: string;
  /** A colour key: products with a variant in that colour. */
  color?: string;
  /** A product type key (products.type_key). */
  subcat?: string;
  /** Brand landing pages' sub-categories (`subcatids`): products of any of these type keys; never empty. */
  subcats?: readonly string[];
  /** Minimum average rating in whole stars, 1 to 4. */
  rating?: number;
  /** Bounds of the active monthly payment, in whole units of the site's currency, both inclusive. */
  pmin?: number;
  pmax?: number;
}

/**
 * A category's products, a search's, or a brand's across its categories (its landing page). A
 * search has its words (the articles tab reads them) and its query of the search index
 * (data/search.ts matchOf), which finds the products.
 */
export type ListingScope = { category: string } | { words: readonly string[]; match: string } | { brand: string };

export interface ListingQuery {
  scope: ListingScope;
  refinements: Refinements;
  sort: SortRule;
  /** The site's currency: the one whose monthly payment the range and the price orders read. */
  currency: Currency;
}

export interface Sql {
  sql: string;
  params: (string | number)[];
}

const MAX_SEARCH_WORDS = 8;

/** A search's words as the catalogue's search text is kept (lower case, no accents), at most eight. */
export const searchWords = (query: string): string[] => searchKey(query).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** The monthly payment a tile shows: the active term's rate, or its advertised (advo) rate when that is set and lower (SPEC 9.1). */
const MONTHLY_RATE = `CASE WHEN t.advo_lease_rate_cents > 0 AND t.advo_lease_rate_cents < t.lease_rate_cents
  THEN t.advo_lease_rate_cents ELSE t.lease_rate_cents END`;
const IN_STOCK = 'EXISTS (SELECT 1 FROM variants v WHERE v.pid = p.pid AND v.in_stock = 1)';

/** Within each order, products with some colour in stock come first (SPEC 4.8: by data-sortoos, highest first). */
const ORDER_BY: Record<SortRule, string> = {
  featured: `${IN_STOCK} DESC, p.position`,
  'price-low-high': `${IN_STOCK} DESC, monthly_rate IS NULL, monthly_rate ASC, p.position`,
  'price-high-low': `${IN_STOCK} DESC, monthly_rate IS NULL, monthly_rate DESC, p.position`,
  newest: `${IN_STOCK} DESC, p.arrived_on DESC, p.position`,
  rating: `${IN_STOCK} DESC, p.rating_tenths DESC, p.review_count DESC, p.position`,
};

/**
 * `FROM ... WHERE ...` of the products in scope under the refinements in force, the monthly rate of
 * each as `monthly_rate`. `except` leaves one refinement out: a facet counts its values under the
 * other refinements, so each count is what choosing that value would show.
 */
export function productFilter(query: ListingQuery, except?: FacetName): Sql {
  const where: string[] = [];
  const params: (string | number)[] = [query.currency];
  if ('category' in query.scope) {
    where.push('p.category = ?');
    params.push(query.scope.category);
  } else if ('brand' in query.scope) {
    where.push('p.brand = ?');
    params.push(query.scope.brand);
  } else if (query.scope.match === '') {
    where.push('0'); // an empty search finds nothing, rather than everything
  } else {
    where.push('p.pid IN (SELECT pid FROM product_search WHERE product_search MATCH ?)');
    params.push(query.scope.match);
  }
  const r = query.refinements;
  if (r.brand !== undefined && except !== 'brand') {
    where.push('p.brand = ?');
    params.push(r.brand);
  }
  if (r.color !== undefined && except !== 'color') {
    where.push('EXISTS (SELECT 1 FROM variants c WHERE c.pid = p.pid AND c.color = ?)');
    params.push(r.color);
  }
  if (r.subcat !== undefined && except !== 'subcat') {
    where.push('p.type_key = ?');
    params.push(r.subcat);
  }
  if (r.subcats !== undefined && r.subcats.length > 0 && except !== 'subcat') {
    where.push(`p.type_key IN (${r.subcats.map(() => '?').join(', ')})`);
    params.push(...r.subcats);
  }
  if (r.rating !== undefined && except !== 'rating') {
    where.push('p.rating_tenths >= ?');
    params.push(r.rating * 10);
  }
  if (r.pmin !== undefined) {
    where.push('monthly_rate >= ?');
    params.push(r.pmin * 100);
  }
  if (r.pmax !== undefined) {
    where.push('monthly_rate <= ?');
    params.push(r.pmax * 100);
  }
  // The rate is a column of the joined row, so WHERE and ORDER BY can name it.
  return {
    sql: `FROM (SELECT p.*, ${MONTHLY_RATE} AS monthly_rate FROM products p
        LEFT JOIN lease_terms t ON t.pid = p.pid AND t.currency = ? AND t.active = 1) p
      WHERE ${where.length > 0 ? where.join(' AND ') : '1'}`,
    params,
  };
}

export const countSql = (query: ListingQuery): Sql => {
  const filter = productFilter(query);
  return { sql: `SELECT COUNT(*) AS n ${filter.sql}`, params: filter.params };
};

export const pageSql = (query: ListingQuery, offset: number, limit: number): Sql => {
  const filter = productFilter(query);
  return { sql: `SELECT p.pid ${filter.sql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`, params: [...filter.params, limit, offset] };
};

/**
 * The lowest and highest monthly payment (cents) of the products in scope under the other
 * refinements: the range's bounds, which choosing a range does not narrow.
 */
export function priceBoundsSql(query: ListingQuery): Sql {
  const filter = productFilter({ ...query, refinements: { ...query.refinements, pmin: undefined, pmax: undefined } });
  return { sql: `SELECT MIN(p.monthly_rate) AS low, MAX(p.monthly_rate) AS high ${filter.sql}`, params: filter.params };
}

/** Rating thresholds offered as refinements, highest first ('4 stars & up' ... '1 star & up'). */
export const RATING_STEPS = [4, 3, 2, 1] as const;

/** Rows of `{ value, n }`: how many products in scope each value of the facet would show. */
export function facetSql(query: ListingQuery, facet: FacetName): Sql {
  const filter = productFilter(query, facet);
  switch (facet) {
    case 'brand':
      return { sql: `SELECT p.brand AS value, COUNT(*) AS n ${filter.sql} GROUP BY p.brand`, params: filter.params };
    case 'subcat':
      return { sql: `SELECT p.type_key AS value, COUNT(*) AS n ${filter.sql} GROUP BY p.type_key`, params: filter.params };
    case 'color':
      return {
        sql: `SELECT v.color AS value, COUNT(DISTINCT v.pid) AS n FROM variants v WHERE v.pid IN (SELECT p.pid ${filter.sql}) GROUP BY v.color`,
        params: filter.params,
      };
    case 'rating':
      return {
        sql: RATING_STEPS.map((stars) => `SELECT '${stars}' AS value, COUNT(*) AS n ${filter.sql} AND p.rating_tenths >= ${stars * 10}`).join(' UNION ALL '),
        params: RATING_STEPS.flatMap(() => filter.params),
      };
  }
}
