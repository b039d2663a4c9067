import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { writeCookie } from '../../src/core/cookies';
import { FEED } from './markup-hooks';

const watching = new WeakSet<Element>();

/**
 * SPEC 2.6: a click on a tile's link stores the grid URL and the tile's position (and the tile
 * island, when drawn, its product id too), which the way back reads. The listing's own listener,
 * in the capture phase, so it holds for a tile whose island has not been drawn yet (a shopper
 * who clicks at once), and set once per listing however often it is asked.
 */
export function rememberTileOpens(element: HTMLElement): void {
  if (watching.has(element)) return;
  watching.add(element);
  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const article = link?.closest(`${FEED} > article`);
      const position = Number(article?.getAttribute('aria-posinset'));
      if (!article || !element.contains(article) || !Number.isSafeInteger(position) || position < 1) return;
      writeCookie(TILE_COOKIES.gridUrl, location.href.split('#')[0] ?? '');
      writeCookie(TILE_COOKIES.position, String(position));
    },
    true,
  );
}
