/**
 * The shopper's first action on an island whose code has not run yet (autoloader side). The
 * server's markup is on the page and looks ready, so a shopper may tick a box or press a button
 * before the widget is there. Such an action is stopped, written down on the island's element,
 * and the widget is asked for; once the island is drawn the runtime (replay.ts) does it again on
 * the widget's own elements, exactly once. What works without script is left alone: links
 * navigate (except those marked as opening a dialog), text goes into fields (a click on a
 * combobox's field is kept too: it opens the list once drawn) and a select takes
 * its keys (the runtime carries both over; a select's change is heard again, a field left is
 * checked), <details> open.
 *
 * Should the widget's code not arrive, each stopped action is let through as the browser would
 * have done it without us (a form posts, a box ticks), so the server's markup keeps working.
 */
import type { EarlyAction, ElementPath } from './island-protocol';

export const EARLY_ACTIONS = Symbol.for('lto-widgets.early-actions');

type Marked = Element & { [EARLY_ACTIONS]?: EarlyAction[] };

/** Keys whose meaning a widget gives (a radio group, tabs); Enter on a button arrives as a click. */
const WIDGET_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** What a click acts on. */
const CLICKABLE = 'button,input,label,[role=button],[role=checkbox],[role=radio],[role=tab],[role=switch],[role=option]';

/** A field the shopper types into: clicking one only focuses it, and its keys are its own. */
const typesInto = (element: Element) =>
  element instanceof HTMLInputElement ? !/^(checkbox|radio|submit|button|reset|image|file|range|color)$/.test(element.type) : element.matches('textarea,select');

export interface EarlyActionHooks {
  /** The island element around `target` whose code has not run yet, if any. */
  waitingIsland(target: Element): Element | null;
  /** When `target` is in an opener of a widget not drawn yet (outside it): the opener and that widget's island. */
  waitingOpener(target: Element): { opener: Element; island: Element } | null;
  /** Asks for the island's widget, the shopper's island first. */
  wake(island: Element): void;
}

/** The child-index path from `island` down to `element`. */
export function pathTo(island: Element, element: Element): ElementPath {
  const path: number[] = [];
  for (let node = element; node !== island && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function record(island: Element, action: EarlyAction): void {
  const marked = island as Marked;
  (marked[EARLY_ACTIONS] ??= []).push(action);
}

/** While true, the events we dispatch ourselves (letting a stopped action through) pass. */
let lettingThrough = false;

/** Whether an event now being dispatched is one we let through (the autoloader must not hold it again). */
export const isLettingThrough = (): boolean => lettingThrough;

/** Listens (capture phase, on `doc`) for actions on islands that are not drawn yet. */
export function listenForEarlyActions(doc: Document, hooks: EarlyActionHooks): () => void {
  const ours = (event: Event): event is Event & { target: Element } =>
    !lettingThrough && !event.defaultPrevented && event.target instanceof Element;
  const islandOf = (event: Event): { island: Element; target: Element } | null => {
    if (!ours(event)) return null;
    const island = hooks.waitingIsland(event.target);
    return island ? { island, target: event.target } : null;
  };

  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || !ours(event)) return;
    const opened = hooks.waitingOpener(event.target);
    if (opened) {
      // Opening it is what the opener is for, even a link: the widget opens once drawn.
      event.preventDefault();
      // An opener inside another island not drawn yet (the zip banner's link) may be replaced by
      // that island's own element before this widget is drawn: its place there is kept too.
      const host = opened.opener.parentElement ? hooks.waitingIsland(opened.opener.parentElement) : null;
      record(opened.island, { type: 'opener', element: opened.opener, ...(host ? { within: { island: host, path: pathTo(host, opened.opener) } } : {}) });
      hooks.wake(opened.island);
      return;
    }
    const found = islandOf(event);
    if (!found) return;
    const { island, target } = found;
    // A link works without script (and <summary> opens its <details>): let the browser have it.
    // Not one that says it opens a dialog (aria-haspopup: a drawer's trigger, a store's details):
    // opening it is what the widget does with it, unless the click asks for a new tab or window.
    const popupLink = target.closest('a[href][aria-haspopup]');
    if (popupLink && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    if (!popupLink && target.closest('a[href], summary')) return;
    const control = popupLink ?? target.closest(CLICKABLE);
    // Clicking a field only focuses it, but clicking a combobox also opens its list (APG): kept.
    if (!control || !island.contains(control) || (typesInto(control) && !control.matches('[role=combobox]'))) return;
    event.preventDefault();
    record(island, { type: 'click', path: pathTo(island, control) });
    hooks.wake(island);
  };

  const onKey = (event: KeyboardEvent) => {
    const found = islandOf(event);
    if (!found || typesInto(found.target)) return;
    const { island, target } = found;
    if (event.key === ' ' && target.matches(CLICKABLE)) {
      // Space clicks a box or a button when it is let go. Drawn in between, the island's own
      // element would get the key-up without the key-down, and the browser would click nothing:
      // the press is a click at once (kept like any other), and the browser's own is stopped.
      event.preventDefault();
      if (!event.repeat) (target as HTMLElement).click();
      return;
    }
    // With Ctrl, Alt or Meta it is the page's key (Ctrl+Home past a listing's results), not the widget's.
    if (!WIDGET_KEYS.has(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    record(island, { type: 'key', path: pathTo(island, target), key: event.key, shiftKey: event.shiftKey });
    hooks.wake(island);
  };

  const onSubmit = (event: SubmitEvent) => {
    const found = islandOf(event);
    if (!found) return;
    event.preventDefault();
    const submitter = event.submitter && found.island.contains(event.submitter) ? pathTo(found.island, event.submitter) : null;
    record(found.island, { type: 'submit', path: pathTo(found.island, found.target), submitter });
    hooks.wake(found.island);
  };

  // Only the shopper's own choices: a browser putting a field's state back (Back, a reload)
  // sends no change event.
  const onChange = (event: Event) => {
    const found = islandOf(event);
    if (!found || !(found.target instanceof HTMLSelectElement)) return;
    record(found.island, { type: 'change', element: found.target });
    hooks.wake(found.island);
  };

  // A field focused (which asked for the island) and left before it was drawn: the widget checks
  // it once drawn (SPEC 5: an e-mail left empty is marked in error). Nothing to stop or to wake.
  const onLeave = (event: FocusEvent) => {
    const found = islandOf(event);
    if (found && typesInto(found.target)) record(found.island, { type: 'blur', path: pathTo(found.island, found.target) });
  };

  // Typed by event name (a misspelt one fails the typecheck), added and removed from one table.
  const listeners: { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K]) => void } = { click: onClick, keydown: onKey, submit: onSubmit, change: onChange, focusout: onLeave };
  for (const [type, listener] of Object.entries(listeners)) doc.addEventListener(type, listener as EventListener, true);
  return () => {
    for (const [type, listener] of Object.entries(listeners)) doc.removeEventListener(type, listener as EventListener, true);
  };
}

/** Records an event that asks an island's widget to act, to be dispatched again once it is drawn. */
export function recordCommand(island: Element, name: string, detail: unknown): void {
  record(island, { type: 'event', name, detail });
}

function resolve(island: Element, path: ElementPath): Element | null {
  let node: Element | undefined = island;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/**
 * The island's code could not be loaded: its stopped clicks and submits go through as the
 * browser would have done them without us, and a held command is dispatched again for the page's
 * own listeners (which did not hear it while it was held). Keys have no such meaning and are
 * dropped.
 */
export function letEarlyActionsThrough(island: Element): void {
  const marked = island as Marked;
  const actions = marked[EARLY_ACTIONS] ?? [];
  delete marked[EARLY_ACTIONS];
  lettingThrough = true;
  try {
    for (const action of actions) {
      const element = action.type === 'click' || action.type === 'submit' ? resolve(island, action.path) : action.type === 'opener' ? action.element : null;
      if (action.type === 'event') island.ownerDocument.dispatchEvent(new CustomEvent(action.name, { detail: action.detail, bubbles: true, composed: true }));
      if ((action.type === 'click' || action.type === 'opener') && element instanceof HTMLElement) element.click();
      if (action.type === 'submit' && element instanceof HTMLFormElement) {
        const submitter = action.submitter ? resolve(island, action.submitter) : null;
        element.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      }
    }
  } finally {
    lettingThrough = false;
  }
}
