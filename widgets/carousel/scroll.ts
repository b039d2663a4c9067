/**
 * Scroll arithmetic of the carousel track. Items are laid out in a row with CSS scroll-snap; a
 * button press moves by as many whole items as fit, so an item half in view is never skipped.
 */
export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** An item's width plus the gap after it. */
  pitch: number;
}

/** Sub-pixel scrolling (zoomed pages) leaves fractions: within a pixel counts as at the edge. */
const SLACK = 1;

export function measure(track: HTMLElement): TrackMetrics {
  const first = track.firstElementChild as HTMLElement | null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  return {
    scrollLeft: track.scrollLeft,
    clientWidth: track.clientWidth,
    scrollWidth: track.scrollWidth,
    pitch: (first?.offsetWidth ?? 0) + gap,
  };
}

export function edges({ scrollLeft, clientWidth, scrollWidth }: TrackMetrics): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= SLACK, atEnd: scrollLeft + clientWidth >= scrollWidth - SLACK };
}

/** How many whole items are in view (at least one). */
export function perView({ clientWidth, pitch }: TrackMetrics): number {
  return pitch > 0 ? Math.max(1, Math.floor((clientWidth + SLACK) / pitch)) : 1;
}

/** Where a press on previous (-1) or next (1) scrolls to, snapped to an item's start and kept within the track. */
export function target(metrics: TrackMetrics, step: -1 | 1): number {
  const { scrollLeft, clientWidth, scrollWidth, pitch } = metrics;
  const max = Math.max(0, scrollWidth - clientWidth);
  if (pitch <= 0) return Math.min(max, Math.max(0, scrollLeft + step * clientWidth));
  const at = Math.round(scrollLeft / pitch);
  return Math.min(max, Math.max(0, (at + step * perView(metrics)) * pitch));
}

/** The items in view once scrolled to `left`, from 1: for the announcement. */
export function inView(metrics: TrackMetrics, left: number, count: number): { first: number; last: number } {
  const { pitch, clientWidth, scrollWidth } = metrics;
  // At the far end the last items are in view even when the row does not start on an item.
  if (left + clientWidth >= scrollWidth - SLACK) {
    return { first: Math.max(1, count - perView(metrics) + 1), last: count };
  }
  const first = pitch > 0 ? Math.round(left / pitch) + 1 : 1;
  return { first, last: Math.min(count, first + perView(metrics) - 1) };
}
