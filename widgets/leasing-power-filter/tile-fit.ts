/**
 * The listing's tiles as the filter sees them: each product tile in a feed (role="feed"; the tile's
 * body, class lto-product-tile, as the server and <lto-product-tile> draw it), through the item
 * that holds it (the feed's <article>), and whether the tile says its monthly
 * payment fits (the line src/ui/LeasingPowerFit.tsx and the server write beside the price, with
 * its class). The tile is the one that knows the payment and the term it shows; the filter reads
 * what the shopper reads, so the two never disagree.
 */
const HIDDEN = 'data-lto-leasing-power-hidden';
const FITS = '.lto-leasing-power--fits';

export interface FitCount {
  /** Tiles whose monthly payment fits. */
  fit: number;
  /** Tiles in the listing, hidden or not. */
  shown: number;
}

function items(root: ParentNode): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const tile of root.querySelectorAll<HTMLElement>('[role="feed"] .lto-product-tile')) {
    found.add(tile.closest<HTMLElement>('[role="feed"] > *') ?? tile);
  }
  return [...found];
}

/**
 * Counts the tiles that fit, and with `only` hides the others (shows them all without): run again
 * whenever tiles come (a page appended, the results reloaded, a tile drawn).
 */
export function filterTiles(root: ParentNode, only: boolean): FitCount {
  const all = items(root);
  let fit = 0;
  for (const item of all) {
    const fits = item.querySelector(FITS) !== null;
    if (fits) fit += 1;
    const hide = only && !fits;
    if (hide === item.hasAttribute(HIDDEN)) continue;
    item.toggleAttribute(HIDDEN, hide);
    item.hidden = hide;
  }
  return { fit, shown: all.length };
}

/** Every tile this filter hid shows again (the toggle turned off, or the shopper is no longer approved). */
export function showAllTiles(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>(`[${HIDDEN}]`)) {
    item.removeAttribute(HIDDEN);
    item.hidden = false;
  }
}
