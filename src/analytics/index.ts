/**
 * Analytics (SPEC 3.8, 7.9): the records a tag manager reads from window.dataLayer. The autoloader
 * entry imports this at idle, after the islands above the fold, and only where the config block
 * turns ISGTMENABLE on; README.md lists the records and the markup they are read from.
 *
 * Event names are written out here rather than imported from src/contracts (whose types still
 * check them): a constant shared with a widget would be a chunk of its own, one more request.
 */
import { whenConsented } from '../core/consent';
import { startCheckout } from './checkout';
import { dataLayer, push, tagManagerOn } from './data-layer';
import { startImpressions } from './impressions';
import { PRODUCT_SELECTOR } from './page-markup';
import { startPromotions } from './promotions';
import { startSearch } from './search';
import { startShare } from './share';

/** Starts a part on the page, given the element of its markup. */
type Part = (doc: Document, send: typeof push, marked: HTMLElement) => () => void;

/**
 * A part of analytics only some pages need, loaded only where the page has its markup: the
 * product page's, which needs the pricing code. Its module exports `start` (the module itself is
 * what is awaited: no `.then` picking the function out of it), handed `push` rather than importing
 * it, so the data layer stays in the one chunk every page loads. Stopped before it loaded, it
 * never starts. (A checkout step's part was one too: in this chunk it adds 134 B gzip to a page
 * without a step, and saves a step's page a request and 227 B.)
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
  startCheckout,
  startWhereMarked(PRODUCT_SELECTOR, () => import('./product')),
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
