import { onRestoredFromCache, reloadPage } from '../../src/core/navigation';
import { publishHeight } from '../../src/ui/document-inset';
import { BAR_HEIGHT } from './bar-height';

/**
 * Loaded by the autoloader after the page's load event. The bar needs no code before the shopper
 * does something (the server drew it), but a page the browser shows again from its back/forward
 * cache has the list as it was when the shopper left, and it may have changed on another page
 * since: the page is then loaded again, as the drawn bar does itself (CompareBar.tsx). The page
 * learns the server's bar's height now (README), as it does the drawn bar's once drawn.
 */
export default function wake(element: HTMLElement): false {
  const bar = element.querySelector<HTMLElement>('.lto-compare-bar');
  if (bar) publishHeight(bar, BAR_HEIGHT);
  onRestoredFromCache(() => {
    if (element.isConnected && !element.hasAttribute('data-lto-ready')) reloadPage();
  });
  return false;
}
