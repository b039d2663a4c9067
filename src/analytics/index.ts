/**
 * Analytics (SPEC 3.8, 7.9): the records a tag manager reads from window.dataLayer. The autoloader
 * entry imports this at idle, after the islands above the fold, and only where the config block
 * turns ISGTMENABLE on; README.md lists the records and the markup they are read from.
 *
 * Event names are written out here rather than imported from src/contracts (whose types still
 * check them): a constant shared with a widget would be a chunk of its own, one more request.
 */
import { whenConsented } from '../core/consent';
import { dataLayer, push, tagManagerOn } from './data-layer';
import { startImpressions } from './impressions';
import { CHECKOUT_SELECTOR, PRODUCT_SELECTOR } from './page-markup';
import { startPromotions } from './promotions';
import { startSearch } from './search';
import { startShare } from './share';

/** Starts a part on the page, given the element of its markup. */
type Part = (doc: Document, send: typeof push, marked: HTMLElement) => () => void;

/**
 * A part of analytics only some pages need, loaded only where the page has its markup: the
 * product page's (it needs the pricing code) and a checkout step's. Each module exports its
 * `start` (the module itself is what is awaited: no `.then` picking the function out of it).
 * Stopped before it loaded, it never starts.
 */
function startWhereMarked(selector: string, load: () => Promise<{ start: Part }>): (doc: Document) => () => void {
  return (doc) => {
    const marked = doc.querySelector<HTMLElement>(selector);
    let stop: (() => void) | undefined;
    if (marked) {
      load().then(
        (part) => {
          stop ??= part.start(doc, push, marked);
        },
        (error: unknown) => console.warn('[lto-widgets] could not load analytics', error),
      );
    }
    return () => {
      stop?.();
      stop = () => {};
    };
  };
}

const PARTS = [
  startImpressions,
  startPromotions,
  startSearch,
  startShare,
  startWhereMarked(PRODUCT_SELECTOR, () => import('./product')),
  startWhereMarked(CHECKOUT_SELECTOR, () => import('./checkout')),
];

/**
 * Starts recording on the page: nothing where ISGTMENABLE is off; where consent applies, nothing
 * is observed until the shopper grants it. Returns the function that stops it all.
 */
export function startAnalytics(doc: Document = document): () => void {
  if (!tagManagerOn(doc)) return () => {};
  dataLayer(doc);
  let stops: (() => void)[] = [];
  const cancel = whenConsented(() => {
    stops = PARTS.map((start) => start(doc));
  }, doc);
  return () => {
    cancel();
    for (const stop of stops) stop();
    stops = [];
  };
}
