/**
 * The categories of the server's markup (README "Server markup"): each `.lto-mega-nav__item` with
 * its disclosure button and the panel the button's aria-controls names. Read from the DOM each
 * time: the markup is the server's, kept as it is.
 */
export interface NavItem {
  item: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
}

export const BUTTON = '.lto-mega-nav__button';
export const BACK = '.lto-mega-nav__back';

export function navItems(element: HTMLElement): NavItem[] {
  const items: NavItem[] = [];
  for (const item of element.querySelectorAll<HTMLElement>('.lto-mega-nav__item')) {
    const button = item.querySelector<HTMLButtonElement>(`:scope > ${BUTTON}`);
    const id = button?.getAttribute('aria-controls');
    const panel = id ? element.ownerDocument.getElementById(id) : null;
    if (button && panel && item.contains(panel)) items.push({ item, button, panel });
  }
  return items;
}

/** The item whose button or panel holds `target`. */
export const itemOf = (element: HTMLElement, target: EventTarget | null): NavItem | undefined =>
  target instanceof Node ? navItems(element).find(({ item }) => item.contains(target)) : undefined;
