import { ZIP_MODAL_OPEN_EVENT } from '../../src/contracts/location-events';

/**
 * What opens the zip modal besides the store bus (SPEC 2.2: the header, a 'store not found'
 * button, a zip code box, 'offers for zip code'): a click on any element marked
 * `data-lto-zip-modal`, or an `lto:zip-modal-open` event dispatched anywhere in the document.
 * A marked link keeps its href for when our script is not running.
 */
export const OPENER_ATTRIBUTE = 'data-lto-zip-modal';
/** What shows the shopper may open the modal soon: marked openers and the header's zip banner. */
const OPENERS = `[${OPENER_ATTRIBUTE}], lto-zip-banner`;

/** Calls `open` on a click of a marked opener or the open event, and `warm` when an opener is pointed at or focused. */
export function listenForOpeners(doc: Document, open: () => void, warm: () => void = () => {}): () => void {
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(OPENERS)) warm();
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = event.target instanceof Element ? event.target.closest(`[${OPENER_ATTRIBUTE}]`) : null;
    if (!opener) return;
    event.preventDefault();
    open();
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener(ZIP_MODAL_OPEN_EVENT, open);
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener(ZIP_MODAL_OPEN_EVENT, open);
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
