import { MORE_ROW } from './markup-hooks';

/** The placeholder's states (SPEC 4.8), on its data-lto-grid-placeholder. */
export type PlaceholderState = 'unloaded' | 'loading' | 'loaded';
const STATE = 'data-lto-grid-placeholder';
/**
 * Where the row is in reach: within 600px below the window (the shopper should not wait at the
 * end), or anywhere above it. The footer is taller than a window, so a jump to the end of the page
 * (End, a fling) leaves the row above the window, and the shopper who went there wants more.
 */
const AHEAD = '1000000px 0px 600px 0px';

/**
 * Infinite scroll over a listing's more row (the placeholder): when it comes near the window the
 * next page loads (`loadNext`, which says whether it added any), and again while the row is still
 * in sight afterwards. Nothing moves the focus: the shopper reading or tabbing goes on where they
 * were, and past the last tile to the footer. `watch` follows the region in place after each
 * reload; the returned stop ends it all.
 */
export function infiniteScroll(loadNext: () => Promise<boolean>): { watch: (region: Element | null) => void; stop: () => void } {
  let row: Element | null = null;
  let busy = false;

  const run = async (): Promise<void> => {
    const current = row;
    if (busy || !current?.isConnected) return;
    busy = true;
    current.setAttribute(STATE, 'loading' satisfies PlaceholderState);
    const added = await loadNext().finally(() => (busy = false));
    if (!current.isConnected) return;
    // A failed page waits for its Retry, not for the next scroll.
    current.setAttribute(STATE, added ? ('loaded' satisfies PlaceholderState) : ('unloaded' satisfies PlaceholderState));
    if (!added || current !== row) return;
    // Watched afresh, the observer says at once where the row now is: still in reach (a tall
    // window, a short page) loads the next page without waiting for a scroll.
    observer.unobserve(current);
    observer.observe(current);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) void run();
        else if (entry.target.getAttribute(STATE) === 'loaded') entry.target.setAttribute(STATE, 'unloaded' satisfies PlaceholderState);
      }
    },
    { rootMargin: AHEAD },
  );

  return {
    watch(region) {
      const next = region?.querySelector(MORE_ROW) ?? null;
      if (next === row) return;
      if (row) observer.unobserve(row);
      row = next;
      if (!row) return;
      row.setAttribute(STATE, 'unloaded' satisfies PlaceholderState);
      observer.observe(row);
    },
    stop() {
      observer.disconnect();
      row = null;
    },
  };
}
