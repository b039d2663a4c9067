import { onRestoredFromCache, reloadPage } from '../../src/core/navigation';

/**
 * Loaded by the autoloader after the page's load event. The bar needs no code before the shopper
 * does something (the server drew it), but a page the browser shows again from its back/forward
 * cache has the list as it was when the shopper left, and it may have changed on another page
 * since: the page is then loaded again, as the drawn bar does itself (CompareBar.tsx).
 */
export default function wake(element: HTMLElement): false {
  onRestoredFromCache(() => {
    if (element.isConnected && !element.hasAttribute('data-lto-ready')) reloadPage();
  });
  return false;
}
