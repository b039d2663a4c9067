import { focusableIn } from '../../src/ui/focusable';

/** What Tab can reach in `root` and the shopper can see (a drill-down hides the other categories). */
function reachable(root: HTMLElement): HTMLElement[] {
  return focusableIn(root).filter((element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true));
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from its last control to its first and back. Returns
 * whether it moved the focus (the key is then the trap's).
 */
export function trapTab(root: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const controls = reachable(root);
  const first = controls[0];
  const last = controls.at(-1);
  const active = root.ownerDocument.activeElement;
  if (!first || !last) return false;
  const to = event.shiftKey ? (active === first || !root.contains(active) ? last : null) : active === last || !root.contains(active) ? first : null;
  if (!to) return false;
  event.preventDefault();
  to.focus();
  return true;
}
