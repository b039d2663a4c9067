import { onGridViewEvent, upgradeGridView } from './grid-view';
import { onTabEvent, upgradeTabs } from './tabs';

/**
 * The tabs and the grid / wide toggle of the listing in `element` (the server draws them as
 * links), switched in place; a tab shown is `enter`ed in the history at its link's address. A region that takes the place of the one shown (a reload, Back) is
 * upgraded before it is painted: the observer runs in the same task as the insertion. Returns the
 * cleanup.
 */
export function enhanceRegionControls(element: HTMLElement, enter: (address: string) => void): () => void {
  const upgrade = () => {
    upgradeTabs(element);
    upgradeGridView(element);
  };
  upgrade();
  const observer = new MutationObserver(upgrade);
  observer.observe(element, { childList: true });
  const onEvent = (event: KeyboardEvent | MouseEvent) => {
    const target = event.target;
    // A new tab or window (modifier keys, another button) opens the link's own listing.
    if (!(target instanceof Element) || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || (event as MouseEvent).button > 0) return;
    if (!onTabEvent(target, event, enter)) onGridViewEvent(element, target, event);
  };
  element.addEventListener('click', onEvent);
  element.addEventListener('keydown', onEvent);
  return () => {
    observer.disconnect();
    element.removeEventListener('click', onEvent);
    element.removeEventListener('keydown', onEvent);
  };
}
