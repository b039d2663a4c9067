import type { CompareItem } from '../../contracts/compare';

/** Compare items (SPEC 3.3): product id, uuid, image, category; a slot is filled or empty. */
export const COMPARE_MAX = 6;
export const COMPARE_MIN = 2;

/** The item's shape is a contract (the bar's attribute, the change event): src/contracts/compare.ts. */
export { CompareItemSchema, type CompareItem } from '../../contracts/compare';

export interface CompareSlice {
  /** Oldest first. */
  items: CompareItem[];
  /** Products whose add or remove request is in flight, and which way. */
  pending: Record<string, 'add' | 'remove'>;
  /**
   * Whether `items` holds the page's list yet. Until a compare island has run, the list is the
   * one the server wrote into the page; the first island to run adopts it, and from then on the
   * store is ahead of the page (an island drawn later must not put the server's list back).
   */
  loaded: boolean;
}

export function initialCompare(): CompareSlice {
  return { items: [], pending: {}, loaded: false };
}
