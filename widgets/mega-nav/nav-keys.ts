import { navItems } from './nav-items';

/** The bar's own controls, in order: each category's link and its disclosure button. */
const TOP = '.lto-mega-nav__item > :is(.lto-mega-nav__link, .lto-mega-nav__button)';

/**
 * Where an arrow key, Home or End moves the focus in the bar (the optional keyboard support of
 * APG's disclosure navigation, the variant with top-level links): Left and Right go to the
 * previous and next of the bar's links and buttons, Home and End to its first and last; Down on
 * the button of the open menu goes to the menu's first link, and in the menu Down and Up go from
 * link to link, Up from the first one back to its button, Home and End to its first and last.
 * Nothing wraps round, as in APG's example: the ends are where the shopper stops. Undefined when
 * the key moves nothing here (Tab, letters, an arrow at an end, Down on a closed menu's button),
 * which is then the browser's (the page scrolls as usual).
 */
export function arrowTarget(element: HTMLElement, key: string, from: EventTarget | null, openId: string | null): HTMLElement | undefined {
  const open = navItems(element).find(({ panel }) => panel.id === openId);
  const inMenu = open !== undefined && open.panel.contains(from as Node | null);
  // In the menu its button comes first: Up from the first link goes back to it.
  const list = inMenu ? [open.button, ...open.panel.querySelectorAll<HTMLElement>('a[href]')] : [...element.querySelectorAll<HTMLElement>(TOP)];
  const at = list.indexOf(from as HTMLElement);
  if (at < 0) return undefined;
  if (key === 'Home') return list[inMenu ? 1 : 0];
  if (key === 'End') return list.at(-1);
  if (key === (inMenu ? 'ArrowUp' : 'ArrowLeft')) return list[at - 1];
  if (key === (inMenu ? 'ArrowDown' : 'ArrowRight')) return list[at + 1];
  if (key === 'ArrowDown' && from === open?.button) return open.panel.querySelector<HTMLElement>('a[href]') ?? undefined;
  return undefined;
}
