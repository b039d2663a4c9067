import { rovingIndex } from '../../src/ui/roving';

/**
 * The listing's tabs (SPEC 2.6: products and content), README "Server markup": the server draws
 * links, each to its listing with that tab shown (`data-lto-grid-tab` names its panel's id), and
 * hides the other panels. Once the grid is drawn they are APG tabs with automatic activation
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): the panels are all on the page, so choosing a
 * tab shows its panel in place, with no request, and the address becomes its link's (a new
 * history entry), so a reload or a shared address shows that tab and Back the one before.
 */
const TABS = '[data-lto-grid-tabs]';
const TAB = 'a[data-lto-grid-tab]';

const panelOf = (tab: Element) => document.getElementById(tab.getAttribute('data-lto-grid-tab') ?? '');

const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(TAB)];

/** Shows `chosen`'s panel and hides the others; the chosen tab is the list's one Tab stop. */
function choose(list: Element, chosen: Element | undefined): void {
  for (const tab of tabsOf(list)) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    panelOf(tab)?.toggleAttribute('hidden', !on);
  }
}

/**
 * Makes the server's tab links in `root` tabs, their panels tab panels. Run again over a region
 * that has them already, it changes nothing: the tab shown stays the one whose panel is shown.
 */
export function upgradeTabs(root: ParentNode): void {
  const list = root.querySelector(TABS);
  if (!list) return;
  list.setAttribute('role', 'tablist');
  let shown: Element | undefined;
  for (const tab of tabsOf(list)) {
    const panel = panelOf(tab);
    tab.setAttribute('role', 'tab');
    // A link to this very listing while its panel is shown: aria-selected says that now.
    tab.removeAttribute('aria-current');
    if (!panel) continue;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    // APG: the panel is a Tab stop of its own, as it starts with text, not a control.
    panel.tabIndex = 0;
    if (!panel.hidden) shown ??= tab;
  }
  choose(list, shown ?? tabsOf(list)[0]);
}

/**
 * A click, or Space, on a tab shows its panel; an arrow key, Home or End moves to another tab
 * and shows its panel. Another tab than the one shown goes to `enter` with its link's address.
 * True when the event was a tab's (it is then handled).
 */
export function onTabEvent(target: Element, event: KeyboardEvent | MouseEvent, enter: (address: string) => void): boolean {
  let tab = target.closest(TAB);
  const list = tab?.closest(TABS);
  if (!tab || !list) return false;
  if (event instanceof KeyboardEvent && event.key !== ' ') {
    const tabs = tabsOf(list);
    const index = rovingIndex(event.key, tabs.indexOf(tab as HTMLElement), tabs.length);
    // Enter arrives as a click; any other key is the browser's.
    if (index === undefined) return false;
    (tab = tabs[index]!).focus();
  }
  event.preventDefault();
  const changed = tab.getAttribute('aria-selected') !== 'true';
  choose(list, tab);
  if (changed && tab instanceof HTMLAnchorElement) enter(tab.href);
  return true;
}
