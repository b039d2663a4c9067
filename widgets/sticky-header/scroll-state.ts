/**
 * What the sticky header does as the page scrolls (SPEC 2.2, 9.5). CSS does the sticking itself
 * (sticky-header.css: `position: sticky`, so the header keeps its place in the page and nothing
 * below it moves); this module does what CSS cannot:
 *
 *  - the state attribute `data-lto-scroll` ('top', 'stuck' once the header is pinned, 'hidden'
 *    when it is slid away on a phone), for the page's styles;
 *  - on a phone (below 768px), hiding the header when the page scrolls down and showing it when it
 *    scrolls up, each once the scroll has gone more than 5px the other way;
 *  - the document's `scroll-padding-top`, kept at the height of the part of the header that stays
 *    on screen, so the browser never leaves a focused element under it (WCAG 2.2 focus not
 *    obscured: Chromium scrolls a focused element out of the padding).
 *
 * The scroll listener is passive and only asks for a frame; the frame reads the scroll position
 * once and writes the attribute only when it changes. The header's height comes from a
 * ResizeObserver (after layout, so no read forces one), never from the scroll path.
 */

/** SPEC 9.5: on a wide screen the header is pinned after 32px of scrolling (its top 32px scroll away). */
export const STICK_AFTER_PX = 32;
/** SPEC 9.5: on a phone a scroll reverses the header's direction only beyond 5px. */
export const DIRECTION_CHANGE_PX = 5;
/** Below 768px the header hides and shows with the scroll direction (sticky-header.css says the same). */
export const NARROW = '(max-width: 767.98px)';

export type ScrollState = 'top' | 'stuck' | 'hidden';
export const STATE_ATTRIBUTE = 'data-lto-scroll';

export interface Position {
  state: ScrollState;
  /** Where the page was when the header last reacted: a change is measured from here. */
  anchor: number;
}

export interface Layout {
  narrow: boolean;
  /** The header's height: on a phone it hides only once the page has scrolled past it. */
  height: number;
  /** Focus is in the header: it stays in view. */
  focused: boolean;
}

/** How far the page scrolls before the header is pinned: its top 32px on a wide screen, none on a phone. */
export const pinnedAfter = (narrow: boolean): number => (narrow ? 0 : STICK_AFTER_PX);

/** The header's state once the page has scrolled to `y`. */
export function nextPosition(previous: Position, y: number, { narrow, height, focused }: Layout): Position {
  const shown: ScrollState = y > pinnedAfter(narrow) ? 'stuck' : 'top';
  if (!narrow || y <= 0 || focused) return { state: shown, anchor: y };
  const change = y - previous.anchor;
  // Within 5px either way: no reaction, and the anchor stays, so slow scrolling adds up.
  if (Math.abs(change) <= DIRECTION_CHANGE_PX) return { state: previous.state === 'hidden' ? 'hidden' : shown, anchor: previous.anchor };
  // Down: hidden once the header's own place has scrolled away (above that it scrolls with the page).
  if (change > 0 && y > height) return { state: 'hidden', anchor: y };
  return { state: shown, anchor: y };
}

/** The page's first state, when the behaviour starts: a phone already scrolled past the header starts with it hidden. */
export function firstPosition(y: number, layout: Layout): Position {
  if (layout.narrow && !layout.focused && y > layout.height) return { state: 'hidden', anchor: y };
  return nextPosition({ state: 'top', anchor: y }, y, layout);
}

/** The scroll padding that keeps focus clear of the header: what of it stays on screen when pinned. */
export const clearance = (height: number, narrow: boolean): number => Math.max(0, Math.round(height - pinnedAfter(narrow)));

const RUNNING = Symbol.for('lto-widgets.sticky-header');
type Running = HTMLElement & { [RUNNING]?: () => void };

/**
 * Starts the behaviour on `element` (once: the wake module and the element both ask) and returns
 * what stops it.
 */
export function startStickyHeader(element: HTMLElement): () => void {
  const running = element as Running;
  const already = running[RUNNING];
  if (already) return already;
  const win = element.ownerDocument.defaultView;
  if (!win || typeof win.matchMedia !== 'function') return () => {};
  const doc = element.ownerDocument;
  const root = doc.documentElement;
  const narrow = win.matchMedia(NARROW);

  let height = 0;
  let measured = false;
  let focused = element.contains(doc.activeElement);
  let position: Position = { state: 'top', anchor: 0 };
  let frame = 0;

  const layout = (): Layout => ({ narrow: narrow.matches, height, focused });
  const show = (next: Position) => {
    position = next;
    if (element.getAttribute(STATE_ATTRIBUTE) !== next.state) element.setAttribute(STATE_ATTRIBUTE, next.state);
  };

  // The one read per frame, whatever number of scroll events came.
  const onFrame = () => {
    frame = 0;
    if (measured) show(nextPosition(position, win.scrollY, layout()));
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(onFrame);
  };

  const pad = () => {
    root.style.scrollPaddingTop = `${clearance(height, narrow.matches)}px`;
  };
  const resize = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.borderBoxSize?.[0];
    height = box ? box.blockSize : element.getBoundingClientRect().height;
    pad();
    if (measured) return;
    measured = true;
    // The first state without its slide: a phone scrolled down before this ran gets its header
    // hidden at once, not slid away from where it never was.
    element.style.transition = 'none';
    show(firstPosition(win.scrollY, layout()));
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        element.style.removeProperty('transition');
        if (!element.style.length) element.removeAttribute('style');
      }),
    );
  });

  const onWidth = () => {
    pad();
    onScroll();
  };
  // Focus coming into a hidden header (Shift+Tab back to the search box) brings it back first.
  const onFocusIn = () => {
    focused = true;
    if (position.state === 'hidden') show(nextPosition(position, win.scrollY, layout()));
  };
  const onFocusOut = (event: FocusEvent) => {
    focused = event.relatedTarget instanceof Node && element.contains(event.relatedTarget);
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  narrow.addEventListener('change', onWidth);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  resize.observe(element);

  const stop = () => {
    win.removeEventListener('scroll', onScroll);
    narrow.removeEventListener('change', onWidth);
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
    resize.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
    root.style.removeProperty('scroll-padding-top');
    element.removeAttribute(STATE_ATTRIBUTE);
    delete running[RUNNING];
  };
  running[RUNNING] = stop;
  return stop;
}
