import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { adoptServerNodes, readServerNodes } from '../../src/ui/server-nodes';
import { carryOver, groupName, takeCarried, valueName, type Carried } from './carry';
import type { attributes } from './element';
import { shortenLabels } from './labels';
import { messages } from './messages';
import { actAsOpener, isWide, openersOf, WIDE } from './opener';

const SIDEBAR = 'lto-refinements__sidebar';
const CHOICE = 'a[data-lto-grid-link]';

/** Where the focus goes in a sidebar opened again after a choice: that value, else its group. */
function chosenIn(root: Element, chosen: Carried['chosen']): HTMLElement | null {
  const group = chosen && [...root.querySelectorAll('details')].find((details) => groupName(details) === chosen.group);
  if (!group) return null;
  const link = [...group.querySelectorAll<HTMLElement>(CHOICE)].find((value) => valueName(value) === chosen!.value);
  return link ?? group.querySelector<HTMLElement>(':scope > summary');
}

/** A click on the backdrop of a modal dialog reaches the dialog itself, outside its box. */
function onBackdrop(event: MouseEvent): boolean {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.classList.contains(SIDEBAR)) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A listing's refinements (SPEC 2.6) over the server's markup (README "Server markup"). The groups
 * are the server's `<details>`: native disclosures that open and close without our script, drawn
 * with a plus or minus by our stylesheet; the widget keeps the server's nodes as they are. Below
 * 1024px the page's show-filter link opens them as a modal sidebar (src/ui Dialog, inside the
 * element, so <lto-product-grid> still reloads the listing for each value chosen in it) that close,
 * apply, Escape or a click on the backdrop closes, the focus going back to the link. A value chosen
 * brings new refinements: they keep the groups open and the sidebar open (carry.ts).
 */
export function Refinements({ element }: WidgetProps<typeof attributes>) {
  // Read while rendering first, before the island's first commit takes the server's nodes away.
  const [server] = useState(() => readServerNodes([...element.childNodes]));
  // The sidebar was open over the refinements these replace: it opens again at once.
  const [reopened] = useState(() => takeCarried(element));
  const [open, setOpen] = useState(() => reopened !== null && !isWide());
  const openNow = useRef(open);
  openNow.current = open;
  const panel = useRef<HTMLDivElement>(null);
  const initialFocus = useRef<HTMLElement | null>(null);
  const chosen = useRef(reopened?.chosen ?? null);
  const t = translator(messages);
  const close = useCallback(() => setOpen(false), []);

  useLayoutEffect(() => {
    adoptServerNodes(element, server);
    shortenLabels(element);
  }, [element, server]);

  // While the sidebar is open the server's nodes are in it; the element keeps their height, so
  // the page behind the backdrop does not move.
  useLayoutEffect(() => {
    const target = panel.current;
    if (!open || !target) return;
    element.style.minHeight = `${element.getBoundingClientRect().height}px`;
    target.append(...server.nodes);
    // The value chosen before the sidebar opened again; the first control otherwise.
    initialFocus.current = chosenIn(target, chosen.current);
    chosen.current = null;
    return () => {
      element.prepend(...server.nodes);
      element.style.removeProperty('min-height');
      if (!element.getAttribute('style')) element.removeAttribute('style');
    };
  }, [element, server, open]);

  // Opened again after a choice: the dialog gives the focus back to what had it when it opened,
  // which is to be the new show-filter link (the old one went with the old listing).
  useLayoutEffect(() => {
    if (reopened && openNow.current) openersOf(element)[0]?.focus({ preventScroll: true });
  }, [element, reopened]);

  useEffect(() => {
    const show = (opener: HTMLElement) => {
      opener.focus({ preventScroll: true });
      setOpen(true);
    };
    const undo = openersOf(element).map((opener) => actAsOpener(opener, show));
    return () => undo.forEach((restore) => restore());
  }, [element]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (openNow.current && onBackdrop(event)) return close();
      const link = event.target instanceof Element ? event.target.closest(CHOICE) : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const group = link.closest('details');
      carryOver(element, {
        openGroups: [...element.querySelectorAll('details')].filter((details) => details.open).map(groupName),
        sidebar: openNow.current,
        chosen: group ? { group: groupName(group), value: valueName(link) } : null,
      });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [element, close]);

  // A window widened past 1024px shows the refinements beside the results: no sidebar then.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const wide = matchMedia(WIDE);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return (
    <Dialog open={open} onClose={close} title={t('refinements.title')} closeLabel={t('refinements.close')} className={SIDEBAR} width={360} initialFocus={initialFocus}>
      <div ref={panel} className="lto-refinements__panel" />
      <div className="lto-refinements__actions">
        <button type="button" className="lto-button lto-button--primary" onClick={close}>
          {t('refinements.apply')}
        </button>
      </div>
    </Dialog>
  );
}
