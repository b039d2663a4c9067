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
import { PRODUCT_SELECTOR } from './product-markup';
import { startPromotions } from './promotions';
import { startSearch } from './search';
import { startShare } from './share';

export { push };

/** The product page's part, loaded only where the page has its markup: it needs the pricing code. */
function startProductWhereShown(doc: Document): () => void {
  if (!doc.querySelector(PRODUCT_SELECTOR)) return () => {};
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./product').then(
    (module) => {
      if (!stopped) stop = module.startProduct(doc, push);
    },
    (error: unknown) => console.warn('[lto-widgets] could not load analytics', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Starts recording on the page: nothing where ISGTMENABLE is off; where consent applies, nothing
 * is observed until the shopper grants it. Returns the function that stops it all.
 */
export function startAnalytics(doc: Document = document): () => void {
  if (!tagManagerOn(doc)) return () => {};
  dataLayer(doc);
  let stops: (() => void)[] = [];
  const cancel = whenConsented(() => {
    stops = [startImpressions, startPromotions, startSearch, startShare, startCheckout, startProductWhereShown].map((start) => start(doc));
  }, doc);
  return () => {
    cancel();
    for (const stop of stops) stop();
    stops = [];
  };
}
