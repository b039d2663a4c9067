import { infiniteScrollOn } from './infinite-mode';
import { rememberCategory } from './last-category';
import { returnPosition } from './return-to-tile';
import { rememberTileOpens } from './tile-opens';

/**
 * Loaded by the autoloader after the page's load event. A category listing is remembered at once
 * (SPEC 2.1: a cookie, no island needed), and so is a tile the shopper opens. The grid is drawn without the shopper's intent only when
 * it has something to do by itself: infinite scroll, which loads as the shopper scrolls, and the
 * way back to the tile they opened from this listing. Everyone else gets it on intent.
 */
export default function wake(element: HTMLElement): boolean {
  rememberCategory(element);
  rememberTileOpens(element);
  return infiniteScrollOn() || returnPosition() !== undefined;
}
