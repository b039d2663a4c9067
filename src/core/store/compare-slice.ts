import * as v from 'valibot';

/** Compare items (SPEC 3.3): product id, uuid, image, category; a slot is filled or empty. */
export const COMPARE_MAX = 6;
export const COMPARE_MIN = 2;

export const CompareItemSchema = v.object({
  pid: v.pipe(v.string(), v.nonEmpty()),
  uuid: v.optional(v.string(), ''),
  name: v.optional(v.string(), ''),
  img: v.optional(v.string(), ''),
  category: v.optional(v.string(), ''),
});

export type CompareItem = v.InferOutput<typeof CompareItemSchema>;

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
