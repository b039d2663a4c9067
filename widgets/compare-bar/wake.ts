import { onRestoredFromCache, reloadPage } from '../../src/core/navigation';
import { publishHeight } from '../../src/ui/document-inset';

/**
 * Loaded by the autoloader after the page's load event. The bar needs no code before the shopper
 * does something (the server drew it), but a page the browser shows again from its back/forward
 * cache has the list as it was when the shopper left, and it may have changed on another page
 * since: the page is then loaded again, as the drawn bar does itself (CompareBar.tsx). From now
 * on the page knows the bar's height (README): the tag itself is what is fixed to the window's
 * foot, so it is the server's bar, then the widget's once drawn, then nothing once emptied.
 */
export default function wake(element: HTMLElement): false {
  // --lto-compare-bar-height (README).
  publishHeight(element);
  onRestoredFromCache(() => {
    if (element.isConnected && !element.hasAttribute('data-lto-ready')) reloadPage();
  });
  return false;
}
