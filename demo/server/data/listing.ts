import type { Db } from '../db/open.js';
import type { PriceBounds } from '../../../src/validation/price-range.js';
import { brandSlug } from './brand-slug.js';
import { countSql, facetSql, pageSql, priceBoundsSql, type FacetName, type ListingQuery, type Sql } from './listing-query.js';
import type { ProductQueries } from './products.js';
import type { LocalizedText, Product } from './types.js';

/** A refinement value and how many products choosing it would show. */
export interface FacetValue {
  value: string;
  count: number;
  /** The colour's or sub-category's name; null for brands (their own name) and ratings (worded by the view). */
  name: LocalizedText | null;
}

export type Facets = Record<FacetName, FacetValue[]>;

/** The values a refinement may take: anything else in a hand-edited address is not a refinement. */
export interface RefinementValues {
  brands: ReadonlySet<string>;
  colors: ReadonlySet<string>;
  subcats: ReadonlySet<string>;
}

interface NamedRow {
  key: string;
  name_en: string;
  name_es: string;
  position: number;
}

type Names = ReadonlyMap<string, { name: LocalizedText; position: number }>;

/**
 * A chosen value is always listed, with a count of 0 when nothing is left under the other
 * refinements (a colour the category does not come in), so the shopper can see it and take it back.
 */
function withChosenValues(facets: Facets, query: ListingQuery, colors: Names, subcats: Names): Facets {
  const r = query.refinements;
  const chosen: [FacetName, string | undefined, Names | null][] = [
    ['brand', r.brand, null],
    ['color', r.color, colors],
    ['subcat', r.subcat, subcats],
    ['rating', r.rating === undefined ? undefined : String(r.rating), null],
  ];
  for (const value of r.subcats ?? []) chosen.push(['subcat', value, subcats]);
  for (const [facet, value, names] of chosen) {
    if (value === undefined || facets[facet].some((v) => v.value === value)) continue;
    facets[facet] = [{ value, count: 0, name: names?.get(value)?.name ?? null }, ...facets[facet]];
  }
  return facets;
}

/** The listing page's queries (SPEC 2.6): a page of products, its total, and the refinement counts. */
export function createListingQueries(db: Db, products: ProductQueries) {
  const all = <Row>({ sql, params }: Sql): Row[] => db.prepare<(string | number)[], Row>(sql).all(...params);
  const colorsStmt = db.prepare<[], NamedRow>('SELECT key, name_en, name_es, rowid AS position FROM colors');
  const subcatsStmt = db.prepare<[], NamedRow>('SELECT key, name_en, name_es, position FROM subcategories');
  const brandsStmt = db.prepare<[], { brand: string }>('SELECT DISTINCT brand FROM products');

  const named = (rows: NamedRow[]): Names => new Map(rows.map((r) => [r.key, { name: { en: r.name_en, es: r.name_es }, position: r.position }]));

  return {
    refinementValues: (): RefinementValues => ({
      brands: new Set(brandsStmt.all().map((r) => r.brand)),
      colors: new Set(colorsStmt.all().map((r) => r.key)),
      subcats: new Set(subcatsStmt.all().map((r) => r.key)),
    }),

    /** The brand whose landing page `slug` names (brand-slug.ts), if one has products. */
    brandNamed: (slug: string): string | undefined => brandsStmt.all().find((r) => brandSlug(r.brand) === slug)?.brand,

    count: (query: ListingQuery): number => all<{ n: number }>(countSql(query))[0]?.n ?? 0,

    /** Every product of the listing, in its order (the product page's previous and next follow it). */
    orderedPids: (query: ListingQuery): string[] => all<{ pid: string }>(pageSql(query, 0, -1)).map(({ pid }) => pid),

    page: (query: ListingQuery, offset: number, limit: number): Product[] =>
      all<{ pid: string }>(pageSql(query, offset, limit)).flatMap(({ pid }) => products.getProduct(pid, query.currency) ?? []),

    /**
     * The monthly payment range's bounds in whole units of the site's currency, down and up to
     * the products at either end; null when no product in scope has a monthly payment.
     */
    priceBounds(query: ListingQuery): PriceBounds | null {
      const row = all<{ low: number | null; high: number | null }>(priceBoundsSql(query))[0];
      if (!row || row.low === null || row.high === null) return null;
      return { lower: Math.floor(row.low / 100), upper: Math.ceil(row.high / 100) };
    },

    /**
     * Each facet's values with a product to show under the other refinements in force: brands by
     * name (none on a brand's own page), colours as the palette lists them, sub-categories in the
     * merchandiser's order, ratings from 4 stars down.
     */
    facets(query: ListingQuery): Facets {
      const colors = named(colorsStmt.all());
      const subcats = named(subcatsStmt.all());
      const counted = (facet: FacetName) => all<{ value: string; n: number }>(facetSql(query, facet)).filter((r) => r.n > 0);
      const inOrderOf = (facet: FacetName, names: Names): FacetValue[] =>
        counted(facet)
          .flatMap((r) => {
            const known = names.get(r.value);
            return known ? [{ value: r.value, count: r.n, name: known.name, position: known.position }] : [];
          })
          .sort((a, b) => a.position - b.position)
          .map(({ value, count, name }) => ({ value, count, name }));
      const facets: Facets = {
        brand: ('brand' in query.scope ? [] : counted('brand'))
          .map((r) => ({ value: r.value, count: r.n, name: null }))
          .sort((a, b) => a.value.localeCompare(b.value, 'en')),
        color: inOrderOf('color', colors),
        subcat: inOrderOf('subcat', subcats),
        rating: counted('rating')
          .map((r) => ({ value: r.value, count: r.n, name: null }))
          .sort((a, b) => Number(b.value) - Number(a.value)),
      };
      return withChosenValues(facets, query, colors, subcats);
    },
  };
}

export type ListingQueries = ReturnType<typeof createListingQueries>;
