import { startStickyHeader } from './scroll-state';

/**
 * Loaded by the autoloader after the page's load event. The header must follow the scroll without
 * waiting for the shopper's intent, and that needs none of the widget's runtime: the behaviour
 * starts here (a passive scroll listener and a ResizeObserver) and the element itself is only
 * defined on intent, if ever. Until this runs, CSS alone pins the header on a wide screen.
 */
export default function wake(element: HTMLElement): false {
  startStickyHeader(element);
  // Its behaviour runs: it is ready, as an island drawn (the tests and host CSS read this).
  element.toggleAttribute('data-lto-ready', true);
  return false;
}
