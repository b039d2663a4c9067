/**
 * What opens the zip modal besides the store bus (SPEC 2.2: the header, a 'store not found'
 * button, a zip code box, 'offers for zip code'): a click on any element marked
 * `data-lto-zip-modal`, or an `lto:zip-modal-open` event dispatched anywhere in the document.
 * A marked link keeps its href for when our script is not running.
 */
export const OPENER_ATTRIBUTE = 'data-lto-zip-modal';
export const OPEN_EVENT = 'lto:zip-modal-open';

export function listenForOpeners(doc: Document, open: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = event.target instanceof Element ? event.target.closest(`[${OPENER_ATTRIBUTE}]`) : null;
    if (!opener) return;
    event.preventDefault();
    open();
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener(OPEN_EVENT, open);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener(OPEN_EVENT, open);
  };
}
