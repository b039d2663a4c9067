/**
 * SPEC 2.6: a click on a tile link remembers where the shopper came from, and the listing reads it
 * back when the shopper returns to it. SPEC does not name these cookies; they get the default life
 * of one hour (SPEC 9.4), path '/'. The tile writes them, the grid reads them.
 */
export const TILE_COOKIES = {
  /** The grid page's URL without its hash. */
  gridUrl: 'lastVisitedGridUrl',
  /** The tile's (master) product id. */
  product: 'lastVisitedProduct',
  /** The tile's position in the grid, from 1 (idx + 1). */
  position: 'lastVisitedIndex',
} as const;
