/**
 * Counts the elements the shopper has seen: at least half of one in view for DWELL_MS (SPEC 3.8's
 * impressions; GA4's promotion views), each once per page view, handed over in batches (one push
 * for all the tiles that came into view together, not one per tile). Elements added later (a
 * page of results appended by 'load more', a carousel's fetched tiles) are watched too.
 */
export const DWELL_MS = 1000;
/** How long the first counted element waits for others before the batch goes. */
export const BATCH_MS = 1000;
const HALF = 0.5;

/**
 * The box to watch for a marked element: the first element down from it that draws one. A custom
 * element's host is inline and may have none (its server markup's first element has it), and a
 * layout may lay an element out as its children alone (display: contents: the listing's wide
 * rows lay out a tile's parts so).
 */
function boxOf(element: Element): Element {
  let box = element;
  while (box.firstElementChild && (box.localName.includes('-') || getComputedStyle(box).display === 'contents')) box = box.firstElementChild;
  return box;
}

export function watchViews(doc: Document, selector: string, onViews: (elements: HTMLElement[]) => void): () => void {
  // No IntersectionObserver (an old browser, a test page without layout): no impressions.
  if (typeof IntersectionObserver !== 'function' || typeof ResizeObserver !== 'function') return () => {};
  const counted = new WeakSet<Element>();
  /** The marked element a watched box stands for (every box observed is in it), and the box watched for each. */
  const markedBy = new WeakMap<Element, HTMLElement>();
  const boxFor = new WeakMap<Element, Element>();
  /**
   * The elements at least half in view (as last reported), each with its wait for DWELL_MS
   * (none while the page is hidden: nobody is looking).
   */
  const inView = new Map<HTMLElement, ReturnType<typeof setTimeout> | undefined>();
  const batch: HTMLElement[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    if (batch.length) onViews(batch.splice(0));
  };
  const wait = (element: HTMLElement) =>
    doc.visibilityState === 'hidden'
      ? undefined
      : setTimeout(() => {
          inView.delete(element);
          counted.add(element);
          unwatch(boxFor.get(element)!);
          batch.push(element);
          batchTimer ??= setTimeout(flush, BATCH_MS);
        }, DWELL_MS);
  const leave = (element: HTMLElement) => {
    clearTimeout(inView.get(element));
    inView.delete(element);
  };

  const seenBy = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = markedBy.get(entry.target)!;
        if (!entry.isIntersecting || entry.intersectionRatio < HALF) leave(element);
        else if (!inView.has(element) && !counted.has(element)) inView.set(element, wait(element));
      }
    },
    { threshold: HALF },
  );

  // A box watched that has no size any more may be gone (the layout switched in place to one that
  // lays the element out as its children, the listing's wide rows): the box it has now is watched
  // instead. (A box that leaves the layout, in view or not, is reported here; the view watch
  // would hear only of one in view.)
  const resized = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const element = markedBy.get(target);
      if (!element || contentRect.width || contentRect.height || boxOf(element) === target) continue;
      leave(element);
      watch(element);
    }
  });
  const unwatch = (box: Element) => {
    seenBy.unobserve(box);
    resized.unobserve(box);
  };

  /**
   * Watches the element's box, or its new box when an island drawn over the server's markup
   * replaced it or the layout changed (the wait for DWELL_MS goes on: it is the same tile in the
   * same place).
   */
  const watch = (element: Element) => {
    const box = boxOf(element);
    const old = boxFor.get(element);
    if (counted.has(element) || old === box) return;
    if (old) unwatch(old);
    boxFor.set(element, box);
    markedBy.set(box, element as HTMLElement);
    seenBy.observe(box);
    resized.observe(box);
  };
  const watchIn = (root: ParentNode) => root.querySelectorAll(selector).forEach(watch);
  watchIn(doc);

  const added = new MutationObserver((records) => {
    for (const record of records) {
      // A watched element's children changed: an island drawn over it (its box may be new).
      if (boxFor.has(record.target as Element)) watch(record.target as Element);
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if ((node as Element).matches(selector)) watch(node as Element);
        watchIn(node as Element);
      }
    }
  });
  added.observe(doc.body ?? doc.documentElement, { childList: true, subtree: true });

  // A hidden page is not being looked at: what was waiting is not counted, and what was counted
  // goes now (the shopper may not come back). Shown again, what is in view waits afresh (what
  // moved out of view meanwhile is reported by the view watch at the next frame, which stops it).
  const onVisibility = () => {
    inView.forEach((timer, element) => {
      clearTimeout(timer);
      inView.set(element, wait(element));
    });
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return () => {
    seenBy.disconnect();
    resized.disconnect();
    added.disconnect();
    inView.forEach(clearTimeout);
    inView.clear();
    clearTimeout(batchTimer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
