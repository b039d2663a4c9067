import { warnOnce } from '../../src/core/warn';

/**
 * A tooltip after the APG pattern (SPEC 2.2), over the server's markup: a trigger whose
 * `aria-describedby` names a `role="tooltip"` element beside it. Before this runs, CSS shows the
 * tip while the element is hovered or has focus (tooltip.css), and a screen reader already reads
 * it as the trigger's description. This adds what CSS cannot (WCAG 1.4.13, content on hover or
 * focus):
 *
 *  - Escape hides it without moving the pointer or the focus, until both have left;
 *  - a click or tap on a button trigger pins it open, or unpins it (a touch screen has no hover,
 *    and some browsers do not focus a tapped button); a press elsewhere unpins it;
 *  - shown, it stays inside the window: moved left if it would cross the right edge, shown above
 *    the trigger if there is no room below.
 *
 * The state is the element's `data-lto-open` ('true' / 'false'), which tooltip.css follows.
 */

/** Room kept between the tip and the window's edges, in px. */
const EDGE = 8;

/** The tip and its trigger, as the server marked them; null when the markup says neither. */
export function tooltipParts(element: HTMLElement): { trigger: HTMLElement; tip: HTMLElement } | null {
  const tip = element.querySelector<HTMLElement>('[role="tooltip"][id]');
  if (!tip) return null;
  const trigger = [...element.querySelectorAll<HTMLElement>('[aria-describedby]')].find((candidate) =>
    (candidate.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(tip.id),
  );
  return trigger ? { trigger, tip } : null;
}

/** Whether the pointer is over the element now (the behaviour may start under it). */
function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false; // a DOM without :hover (tests)
  }
}

export function enhanceTooltip(element: HTMLElement): () => void {
  const parts = tooltipParts(element);
  if (!parts) {
    warnOnce('<lto-tooltip> needs a role="tooltip" element with an id and a trigger whose aria-describedby names it: left as the server drew it');
    return () => {};
  }
  const { trigger, tip } = parts;
  const doc = element.ownerDocument;
  const win = doc.defaultView;

  let hovered = isHovered(element);
  let focused = trigger === doc.activeElement;
  let pinned = false;
  let dismissed = false;
  let open = false;

  /** Keeps the shown tip inside the window: one read when it shows, then the writes. */
  const place = () => {
    tip.style.removeProperty('--lto-tooltip-shift');
    element.removeAttribute('data-lto-above');
    if (!win) return;
    const box = tip.getBoundingClientRect();
    const right = win.innerWidth - EDGE;
    if (box.right > right) tip.style.setProperty('--lto-tooltip-shift', `${-Math.min(box.right - right, Math.max(0, box.left - EDGE))}px`);
    const above = trigger.getBoundingClientRect().top;
    if (box.bottom > win.innerHeight - EDGE && above - box.height > EDGE) element.setAttribute('data-lto-above', '');
  };

  const render = () => {
    // Both gone: the next hover or focus shows it again.
    if (!hovered && !focused && !pinned) dismissed = false;
    const next = (hovered || focused || pinned) && !dismissed;
    element.setAttribute('data-lto-open', String(next));
    if (next && !open) place();
    if (next !== open) {
      if (next) doc.addEventListener('keydown', onKey, true);
      else doc.removeEventListener('keydown', onKey, true);
    }
    open = next;
  };

  // On the document while it shows: Escape dismisses a tip shown by hover even when the focus is elsewhere.
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // The first Escape is the tip's: a dialog around it closes with the next one.
    event.preventDefault();
    event.stopPropagation();
    dismissed = true;
    pinned = false;
    render();
  }
  const hovering = (value: boolean) => () => {
    hovered = value;
    render();
  };
  const focusing = (value: boolean) => () => {
    focused = value;
    render();
  };
  const [onEnter, onLeave, onFocus, onBlur] = [hovering(true), hovering(false), focusing(true), focusing(false)];
  const onClick = () => {
    if (!(trigger instanceof HTMLButtonElement)) return;
    pinned = !(pinned && open);
    dismissed = !pinned;
    render();
  };
  const onPressElsewhere = (event: Event) => {
    if (!pinned || (event.target instanceof Node && element.contains(event.target))) return;
    pinned = false;
    render();
  };

  // Every listener goes with this signal when the widget stops.
  const stopped = new AbortController();
  const signal = stopped.signal;
  element.addEventListener('pointerenter', onEnter, { signal });
  element.addEventListener('pointerleave', onLeave, { signal });
  trigger.addEventListener('focus', onFocus, { signal });
  trigger.addEventListener('blur', onBlur, { signal });
  trigger.addEventListener('click', onClick, { signal });
  doc.addEventListener('pointerdown', onPressElsewhere, { capture: true, signal });
  render();

  return () => {
    stopped.abort();
    doc.removeEventListener('keydown', onKey, true);
    element.removeAttribute('data-lto-open');
    element.removeAttribute('data-lto-above');
    tip.style.removeProperty('--lto-tooltip-shift');
  };
}
