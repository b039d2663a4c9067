import { readRecentlyViewed, recordViewed } from './recently-viewed';

/**
 * Loaded by the autoloader after the page's load event. The product page's view is remembered
 * here (no widget code needed for that); a recently viewed carousel has something to show only
 * when the shopper saw other products before, and is drawn when it comes near the viewport: the
 * server cannot draw it, the list lives in this browser.
 */
export default function wake(element: HTMLElement): boolean | 'visible' {
  const current = element.getAttribute('record') ?? '';
  if (current) recordViewed(current);
  if (!element.hasAttribute('recently-viewed')) return false;
  return readRecentlyViewed().some((pid) => pid !== current) ? 'visible' : false;
}
