import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { warnOnce } from '../../src/core/warn';
import { adoptServerNodes, readServerNodes } from '../../src/ui/server-nodes';
import { useMediaQuery } from '../../src/ui/use-media-query';
import type { attributes } from './element';
import { BACK, BUTTON, itemOf, navItems } from './nav-items';
import { arrowTarget } from './nav-keys';

/** From 1024px the categories are a bar with menus below it; narrower, a drill-down (SPEC 2.2, 9.5). */
export const WIDE = '(min-width: 1024px)';

/**
 * The header's mega navigation (SPEC 2.2) over the server's markup, which it keeps as it is
 * (README "Server markup"): each category's link navigates, and its button opens the category's
 * panel of sub-categories, after the APG disclosure navigation pattern (buttons with aria-expanded
 * and aria-controls, no menu roles). One panel is open at a time; Escape closes it and puts the
 * focus back on its button. On a wide window the arrow keys, Home and End move through the bar and
 * the open menu (nav-keys.ts), and the panel drops below the bar and closes when the focus leaves it
 * and its button, or a click goes elsewhere; on a narrow one it replaces the categories (a drill-down), its
 * back button returning to them.
 */
export function MegaNav({ element }: WidgetProps<typeof attributes>) {
  // Read while rendering first, before the island's first commit takes the server's nodes away.
  const [server] = useState(() => readServerNodes([...element.childNodes]));
  const [open, setOpen] = useState<string | null>(null);
  const wide = useMediaQuery(WIDE);
  const openNow = useRef(open);
  openNow.current = open;
  const wideNow = useRef(wide);
  wideNow.current = wide;
  /** Where the focus goes once the open panel has changed (a drill-down hides what had it). */
  const focusNext = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    adoptServerNodes(element, server);
    if (navItems(element).length === 0) warnOnce('<lto-mega-nav> has no category with a button and its panel inside: nothing to open');
  }, [element, server]);

  useLayoutEffect(() => {
    for (const { item, button, panel } of navItems(element)) {
      const isOpen = panel.id === open;
      button.setAttribute('aria-expanded', String(isOpen));
      panel.hidden = !isOpen;
      item.toggleAttribute('data-lto-open', isOpen);
    }
    // The drill-down: the open category's panel stands in for the list (mega-nav.css).
    if (open !== null && !wide) element.setAttribute('data-lto-level', 'sub');
    else element.removeAttribute('data-lto-level');
    focusNext.current?.focus();
    focusNext.current = null;
  }, [element, open, wide]);

  useEffect(() => {
    const close = (focusButton: boolean) => {
      const current = navItems(element).find(({ panel }) => panel.id === openNow.current);
      if (!current) return;
      if (focusButton) focusNext.current = current.button;
      setOpen(null);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(`${BUTTON}, ${BACK}`);
      const found = button && itemOf(element, button);
      if (!button || !found) return;
      if (button.matches(BACK)) return close(true);
      const id = found.panel.id;
      if (openNow.current === id) return setOpen(null);
      // In the drill-down the button goes out of sight: the focus goes to the back button.
      if (!wideNow.current) focusNext.current = found.panel.querySelector<HTMLElement>(BACK) ?? found.panel;
      setOpen(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        if (openNow.current === null) return;
        // Ours alone: a mobile navigation around it closes on the next Escape, not on this one.
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      }
      // The arrows, Home and End in the bar (nav-keys.ts); the drill-down is a short list Tab walks.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const to = wideNow.current ? arrowTarget(element, event.key, event.target, openNow.current) : undefined;
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    // The focus gone out of the open menu and its button, either way (Tab past its last link,
    // Shift+Tab back to the bar, a click elsewhere), closes the bar's menu.
    const onFocusOut = (event: FocusEvent) => {
      if (!wideNow.current) return;
      const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      const current = navItems(element).find(({ panel }) => panel.id === openNow.current);
      if (current && !(to && (current.button.contains(to) || current.panel.contains(to)))) close(false);
    };
    // A click elsewhere where the browser moves no focus (Safari does not focus a clicked button).
    const onDocumentClick = (event: MouseEvent) => {
      if (wideNow.current && event.target instanceof Node && !element.contains(event.target)) close(false);
    };
    const doc = element.ownerDocument;
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    doc.addEventListener('click', onDocumentClick);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('click', onDocumentClick);
    };
  }, [element]);

  return null;
}
