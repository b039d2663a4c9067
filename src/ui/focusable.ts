const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether the browser draws `element` (not hidden by display, visibility or content-visibility); true where it cannot say. */
export const isDrawn = (element: Element): boolean => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);

/** The elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

/** The parts of a keyboard event (the DOM's or React's) that moving the focus round needs. */
type TabKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'preventDefault'>;

/**
 * Keeps Tab and Shift+Tab inside `root` (a modal dialog, an open navigation panel): from its last
 * control to its first and back, and in again from `root` itself or from outside. Only what Tab
 * can reach and the shopper can see counts (a drill-down hides the other levels). Returns whether
 * it took the key.
 */
export function keepTabInside(root: HTMLElement, event: TabKey): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const items = focusableIn(root).filter(isDrawn);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = root.ownerDocument.activeElement;
  const outside = !active || active === root || !root.contains(active);
  let to: HTMLElement | null | undefined;
  if (outside) to = event.shiftKey ? last : first;
  else if (items.includes(active as HTMLElement) || (active as HTMLElement).tabIndex >= 0) {
    // One Tab reaches (a group's summary too, which the list leaves out): the browser's own way,
    // but round the ends.
    to = event.shiftKey ? (active === first ? last : null) : active === last ? first : null;
  } else {
    // A focused element Tab does not reach (a message given the focus): on to the control after
    // it, or back to the one before it, round the ends (the browser would leave after the last).
    const after = items.find((item) => active.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = items.filter((item) => active.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_PRECEDING).at(-1);
    to = event.shiftKey ? (before ?? last) : (after ?? first);
  }
  if (!to) return false;
  event.preventDefault();
  to.focus();
  return true;
}

/**
 * Gives `element` the focus. One that takes none (a count, a heading, a region) is made focusable
 * from script only, so it joins no tab order; one with a tabindex of its own keeps it.
 */
export function focusOn(element: HTMLElement, preventScroll = false): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll });
}
