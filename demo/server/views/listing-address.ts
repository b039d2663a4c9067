import { readSubcatids, subcatidsParam, SUBCATIDS_PARAM } from '../../../src/contracts/subcatids.js';
import type { RefinementValues } from '../data/listing.js';
import { SORT_RULES, type Refinements, type SortRule } from '../data/listing-query.js';
import { PAGE_SIZE } from './paging.js';

/**
 * What a listing's address says (SPEC 2.1, 2.6, 7.6: q, the refinements, srule, sz, start or
 * currentPage) and how its links are written. Whatever a hand-edited address holds, it reads as a listing: a value
 * that is not one of ours is left out, so the shopper gets the default listing, never an error.
 */
export interface ListingState {
  /** '/c/living-room' or '/showsearch'. */
  path: string;
  /** The search as typed ('' on a category page). */
  q: string;
  refinements: Refinements;
  sort: SortRule;
  /** Products in view: 20, or a multiple of 20 up to 200 ('load more' and a reload after it). */
  size: number;
  /** Offset of the first product in view, a multiple of 20 (clamped to the results by the route). */
  start: number;
  /** The demo's switches (?pricing=weekly, ?labels=old), kept by every link. */
  switches: readonly (readonly [string, string])[];
  /**
   * A brand's landing page (SPEC 2.6): its sub-categories are chosen several at a time, kept as
   * `subcatids` (refinements.subcats), and the brand is no refinement.
   */
  brandPage?: boolean;
}

export const MAX_SIZE = 200;
const SWITCHES = ['pricing', 'labels'] as const;
/** Whole currency units; six digits is more than any monthly payment. */
const AMOUNT = /^\d{1,6}$/;

const first = (params: URLSearchParams, name: string): string | undefined => params.getAll(name)[0]?.trim() || undefined;

function sizeOf(raw: string | undefined): number {
  const n = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  return n >= PAGE_SIZE && n <= MAX_SIZE && n % PAGE_SIZE === 0 ? n : PAGE_SIZE;
}

function startOf(raw: string | undefined): number {
  const n = raw !== undefined && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return Math.floor(n / PAGE_SIZE) * PAGE_SIZE;
}

/** SPEC 7.6: a grid request may name its page by currentPage (from 1) instead of start. */
function pageStart(raw: string | undefined, size: number): string | undefined {
  return raw !== undefined && /^[1-9]\d{0,3}$/.test(raw) ? String((Number(raw) - 1) * size) : undefined;
}

/** The monthly payment range: a bound that is not a whole amount is dropped; bounds the wrong way round are swapped. */
function priceRange(params: URLSearchParams): Pick<Refinements, 'pmin' | 'pmax'> {
  const read = (name: string) => {
    const raw = first(params, name);
    return raw !== undefined && AMOUNT.test(raw) ? Number(raw) : undefined;
  };
  const pmin = read('pmin');
  const pmax = read('pmax');
  if (pmin !== undefined && pmax !== undefined && pmin > pmax) return { pmin: pmax, pmax: pmin };
  return { ...(pmin !== undefined ? { pmin } : {}), ...(pmax !== undefined ? { pmax } : {}) };
}

/** A brand page's sub-categories: the known ids of `subcatids`; none when it holds none (or '0'). */
function subcatsOf(params: URLSearchParams, known: RefinementValues): Pick<Refinements, 'subcats'> {
  const subcats = readSubcatids(first(params, SUBCATIDS_PARAM)).filter((id) => known.subcats.has(id));
  return subcats.length > 0 ? { subcats } : {};
}

export function readListingState(url: URL, q: string, known: RefinementValues, { brandPage = false } = {}): ListingState {
  const params = url.searchParams;
  const brand = brandPage ? undefined : first(params, 'brand');
  const color = first(params, 'color');
  const subcat = brandPage ? undefined : first(params, 'subcat');
  const rating = first(params, 'rating');
  const srule = first(params, 'srule');
  return {
    path: url.pathname,
    q,
    refinements: {
      ...(brand !== undefined && known.brands.has(brand) ? { brand } : {}),
      ...(color !== undefined && known.colors.has(color) ? { color } : {}),
      ...(subcat !== undefined && known.subcats.has(subcat) ? { subcat } : {}),
      ...(brandPage ? subcatsOf(params, known) : {}),
      ...(rating !== undefined && /^[1-4]$/.test(rating) ? { rating: Number(rating) } : {}),
      ...priceRange(params),
    },
    sort: SORT_RULES.find((rule) => rule === srule) ?? 'featured',
    size: sizeOf(first(params, 'sz')),
    start: startOf(first(params, 'start') ?? pageStart(first(params, 'currentPage'), sizeOf(first(params, 'sz')))),
    switches: SWITCHES.flatMap((name) => {
      const value = first(params, name);
      return value !== undefined ? [[name, value] as const] : [];
    }),
    ...(brandPage ? { brandPage } : {}),
  };
}

export const hasRefinements = (r: Refinements): boolean => Object.values(r).some((value) => value !== undefined);

/** The query pairs of a state, in one order everywhere: the search, the switches, the refinements, the order, the view. */
export function listingParams(state: ListingState): [string, string][] {
  const r = state.refinements;
  const pairs: [string, string | number | undefined][] = [
    ['q', state.q || undefined],
    ...state.switches.map(([name, value]): [string, string] => [name, value]),
    ['brand', r.brand],
    ['color', r.color],
    ['subcat', r.subcat],
    [SUBCATIDS_PARAM, subcatidsParam(r.subcats ?? [])],
    ['rating', r.rating],
    ['pmin', r.pmin],
    ['pmax', r.pmax],
    ['srule', state.sort === 'featured' ? undefined : state.sort],
    ['sz', state.size === PAGE_SIZE ? undefined : state.size],
    ['start', state.start === 0 ? undefined : state.start],
  ];
  return pairs.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
}

/** The address of the state with `changes`; a change of refinement, order or size goes back to the first product. */
export function listingHref(state: ListingState, changes: Partial<Omit<ListingState, 'path' | 'q' | 'switches' | 'brandPage'>>): string {
  const next: ListingState = { ...state, start: 0, ...changes };
  const query = new URLSearchParams(listingParams(next)).toString();
  return query ? `${state.path}?${query}` : state.path;
}

/** The address with one refinement set to `value`, or removed when `value` is undefined. */
export function refinedHref<K extends keyof Refinements>(state: ListingState, name: K, value: Refinements[K] | undefined): string {
  const refinements = { ...state.refinements };
  if (value === undefined) delete refinements[name];
  else refinements[name] = value;
  return listingHref(state, { refinements });
}
