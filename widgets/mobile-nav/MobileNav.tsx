import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { warnOnce } from '../../src/core/warn';
import { adoptServerNodes, readServerNodes } from '../../src/ui/server-nodes';
import { keepTabInside } from '../../src/ui/focusable';
import { lockPageScroll } from '../../src/ui/scroll-lock';
import { useMediaQuery } from '../../src/ui/use-media-query';
import type { attributes } from './element';

/** From 1024px the navigation is the header's bar and there is no toggle (SPEC 9.5). */
export const WIDE = '(min-width: 1024px)';

const TOGGLE = '.lto-mobile-nav__toggle';
const OVERLAY = '.lto-mobile-nav__overlay';
const PANEL = '.lto-mobile-nav__panel';

/**
 * The header's mobile navigation (SPEC 2.2) over the server's markup, which it keeps as it is
 * (README "Server markup"). Below 1024px its toggle button opens and closes the panel the button's
 * aria-controls names (click, Enter or Space, as any button); a click on the overlay or Escape
 * closes it. While it is open the page behind does not scroll (src/ui/scroll-lock.ts) and the
 * focus stays inside (Tab from the last control goes back to the toggle); when it closes the page
 * is where it was and the focus goes back to the toggle. The panel's place (under the nav bar
 * below 768px) is the stylesheet's.
 */
export function MobileNav({ element }: WidgetProps<typeof attributes>) {
  // Read while rendering first, before the island's first commit takes the server's nodes away.
  const [server] = useState(() => readServerNodes([...element.childNodes]));
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(WIDE);
  const openNow = useRef(open);
  openNow.current = open;
  const toggleFocus = useRef(false);

  useLayoutEffect(() => {
    adoptServerNodes(element, server);
    const toggle = element.querySelector(TOGGLE);
    const panelId = toggle?.getAttribute('aria-controls');
    if (!toggle || !panelId || !element.ownerDocument.getElementById(panelId)) warnOnce('<lto-mobile-nav> has no toggle button controlling a panel inside: nothing to open');
  }, [element, server]);

  // A window widened to the bar's layout has nothing to open: the panel is the bar.
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  useLayoutEffect(() => {
    const toggle = element.querySelector<HTMLElement>(TOGGLE);
    toggle?.setAttribute('aria-expanded', String(open));
    const overlay = element.querySelector<HTMLElement>(OVERLAY);
    if (overlay) overlay.hidden = !open;
    element.toggleAttribute('data-lto-open', open);
    // The panel scrolls within the window below where it starts (the page behind cannot scroll
    // meanwhile): a level's last links were below the window's foot under a tall header.
    const panel = element.querySelector<HTMLElement>(PANEL);
    if (open && panel) panel.style.maxHeight = `calc(100dvh - ${Math.max(0, panel.getBoundingClientRect().top)}px - var(--lto-space-s))`;
    if (toggleFocus.current) toggle?.focus();
    toggleFocus.current = false;
  }, [element, open]);

  // The page behind stays put while the panel is open, and is where it was when it closes.
  useLayoutEffect(() => (open ? lockPageScroll(element.ownerDocument) : undefined), [element, open]);

  useEffect(() => {
    const close = () => {
      if (!openNow.current) return;
      toggleFocus.current = true;
      setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TOGGLE)) setOpen(!openNow.current);
      else if (target?.closest(OVERLAY)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!openNow.current) return;
      // An Escape that closed a category's menu inside (<lto-mega-nav>) was that menu's.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      } else keepTabInside(element, event);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [element]);

  return null;
}
