/**
 * Taking over from the server's markup when an island is first drawn. The server drew the tag's
 * content (the markup contract of each widget's README), the shopper may already be using it
 * (focus in a field, text typed, a caret placed), and the widget draws the same elements anew.
 * In the commit that draws it, before the browser paints: what the shopper typed and where the
 * focus and caret were go over to the widget's elements at the same place, the server's images
 * marked `data-lto-keep` stay, then the rest of the server's nodes go. Nothing is lost, nothing
 * blinks, and the page's largest image is never drawn twice.
 */

/**
 * Server nodes a widget keeps as they are (src/ui/server-nodes.ts). The takeover leaves them in
 * place rather than taking them out for the widget to put back: a node taken out of the page
 * loses what the browser holds for it, and a quick view open in a listing that is drawn around it
 * would stay open but no longer modal (out of the top layer, the page behind it no longer inert).
 */
const keptInPlace = new WeakSet<Node>();

export function keepInPlace(nodes: readonly Node[]): void {
  for (const node of nodes) keptInPlace.add(node);
}

export const isKeptInPlace = (node: Node): boolean => keptInPlace.has(node);

/** What of the server's form controls the shopper changed, and where the focus was. */
export interface ServerState {
  controls: { path: number[]; value?: string; selectedIndex?: number }[];
  focus?: { path: number[]; selectionStart: number | null; selectionEnd: number | null };
}

const CONTROLS = 'input, textarea, select';
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'number', 'search', 'password', 'url', 'date', '']);

/** Top-level element nodes, then child indexes: the same place in the server's and the widget's markup. */
function pathIn(top: readonly Element[], element: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && !top.includes(node)) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node ? [top.indexOf(node), ...path] : null;
}

function atPathIn(top: readonly Element[], path: readonly number[]): Element | null {
  let node: Element | undefined = top[path[0]!];
  for (const index of path.slice(1)) node = node?.children[index];
  return node ?? null;
}

const elementsOf = (nodes: readonly Node[]) => nodes.filter((node): node is Element => node.nodeType === 1);

/** Reads what the shopper did to the server's controls, before they go. */
export function readServerState(nodes: readonly Node[]): ServerState {
  const top = elementsOf(nodes);
  const state: ServerState = { controls: [] };
  for (const root of top) {
    for (const control of [root, ...root.querySelectorAll(CONTROLS)]) {
      const path = pathIn(top, control);
      if (!path) continue;
      if (control instanceof HTMLInputElement && TEXT_TYPES.has(control.type) && control.value !== control.defaultValue) {
        state.controls.push({ path, value: control.value });
      } else if (control instanceof HTMLTextAreaElement && control.value !== control.defaultValue) {
        state.controls.push({ path, value: control.value });
      } else if (control instanceof HTMLSelectElement) {
        const chosen = [...control.options].findIndex((option) => option.defaultSelected);
        if (control.selectedIndex !== Math.max(chosen, 0)) state.controls.push({ path, selectedIndex: control.selectedIndex });
      }
    }
  }
  const active = top[0]?.ownerDocument.activeElement;
  const focusPath = active ? pathIn(top, active) : null;
  if (active && focusPath) {
    const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    state.focus = {
      path: focusPath,
      selectionStart: text ? safeSelection(() => active.selectionStart) : null,
      selectionEnd: text ? safeSelection(() => active.selectionEnd) : null,
    };
  }
  return state;
}

/** Inputs of some types (number, email) throw when their selection is read. */
function safeSelection(read: () => number | null): number | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Sets a controlled field's value the way typing does: through the element's own setter (React
 * tracks the value set by its props, and would not see a plain assignment), then the event the
 * widget listens to, so its state follows. Returns the event to send, sent by the caller once
 * React has finished its commit: sent during the commit, the state update would wait while React
 * put its old value back, losing the caret.
 */
function setAsTyped(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, change: { value?: string; selectedIndex?: number }): (() => void) | undefined {
  if (control instanceof HTMLSelectElement) {
    const index = change.selectedIndex;
    if (index === undefined || control.selectedIndex === index) return undefined;
    control.selectedIndex = index;
    return () => {
      control.selectedIndex = index;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  const value = change.value;
  if (value === undefined || control.value === value) return undefined;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  const set = () => (setter ? setter.call(control, value) : (control.value = value));
  set();
  // Set again when sent: the widget's answer to an earlier field's event re-rendered this one with
  // its old value (one form component holding every field's state puts them all back).
  return () => {
    set();
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function placeCaret(focused: Element, start: number | null, end: number | null): void {
  if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) || start === null || end === null) return;
  try {
    focused.setSelectionRange(start, end);
  } catch {
    // a type without a selection
  }
}

/**
 * Gives the focus back to the element a widget drew in place of the focused one (or moved), where
 * the shopper is: the page does not scroll to it, unless the takeover left it out of view (the
 * tiles above it drawn meanwhile, a phone's short screen), then just enough to show it below the
 * sticky header (the page's scroll-padding-top).
 */
export function focusBack(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  if (!view || (box.width === 0 && box.height === 0)) return;
  const top = parseFloat(view.getComputedStyle(element.ownerDocument.documentElement).scrollPaddingTop) || 0;
  if (box.top < top || box.bottom > view.innerHeight) element.scrollIntoView({ block: 'nearest' });
}

/**
 * Gives the widget's controls what the shopper did to the server's, and the focus and caret, in
 * the commit (before the browser paints); the widget hears of the typed text just after it.
 */
export function applyServerState(nodes: readonly Node[], state: ServerState): void {
  const top = elementsOf(nodes);
  const events: (() => void)[] = [];
  for (const change of state.controls) {
    const control = atPathIn(top, change.path);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    const send = setAsTyped(control, change);
    if (send) events.push(send);
  }
  const focus = state.focus;
  const focused = focus ? atPathIn(top, focus.path) : null;
  if (focus && focused instanceof HTMLElement) {
    focusBack(focused);
    placeCaret(focused, focus.selectionStart, focus.selectionEnd);
  }
  if (events.length === 0) return;
  queueMicrotask(() => {
    for (const send of events) send();
    if (focus && focused && focused.ownerDocument.activeElement === focused) placeCaret(focused, focus.selectionStart, focus.selectionEnd);
  });
}

/**
 * An image the widget marks `data-lto-keep` (and always draws while the island lives) is the
 * server's own node, not a copy: the widget's `<img>` is swapped out for the server's at the same
 * place, and what the widget later changes on its own (a new src when a colour is chosen) is
 * copied onto the server's. Events still reach the widget's handlers on the image's ancestors.
 */
export function keepServerImages(serverNodes: readonly Node[], drawnNodes: readonly Node[]): void {
  const serverTop = elementsOf(serverNodes);
  const drawnTop = elementsOf(drawnNodes);
  for (const root of drawnTop) {
    for (const drawn of [root, ...root.querySelectorAll('img[data-lto-keep]')]) {
      if (!(drawn instanceof HTMLImageElement) || !drawn.hasAttribute('data-lto-keep')) continue;
      const path = pathIn(drawnTop, drawn);
      const server = path ? atPathIn(serverTop, path) : null;
      if (!(server instanceof HTMLImageElement) || !server.hasAttribute('data-lto-keep')) continue;
      for (const { name, value } of [...drawn.attributes]) if (server.getAttribute(name) !== value) server.setAttribute(name, value);
      drawn.replaceWith(server);
      new MutationObserver((records) => {
        for (const { attributeName } of records) {
          if (!attributeName) continue;
          const value = drawn.getAttribute(attributeName);
          if (value === null) server.removeAttribute(attributeName);
          else server.setAttribute(attributeName, value);
        }
      }).observe(drawn, { attributes: true });
    }
  }
}
