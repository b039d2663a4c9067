/**
 * What the shopper did to an island before its code ran (recorded and stopped by the autoloader,
 * early-actions.ts), done again on the widget's own elements once it is drawn: each action once.
 */
import type { EarlyAction, ElementPath } from './island-protocol';

/** The autoloader writes the same key (island-protocol.ts). */
export const EARLY_ACTIONS = Symbol.for('lto-widgets.early-actions');

type Marked = Element & { [EARLY_ACTIONS]?: EarlyAction[] };

function atPath(island: Element, path: ElementPath): Element | null {
  let node: Element | undefined = island;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

const samePath = (a: ElementPath, b: ElementPath) => a.length === b.length && a.every((index, at) => index === b[at]);

/**
 * Takes the island's recorded actions (so none is done twice) and does them, in order, each after
 * the widget drew what the one before did: a microtask apart, as React renders a discrete
 * update in a microtask of its own (and before any newer input of the shopper's is handled).
 */
export async function replayEarlyActions(island: Element): Promise<void> {
  const marked = island as Marked;
  const actions = marked[EARLY_ACTIONS];
  if (!actions?.length) return;
  delete marked[EARLY_ACTIONS];
  let previous: EarlyAction | undefined;
  for (const action of actions) {
    if (previous) await Promise.resolve();
    const before = previous;
    previous = action;
    if (action.type === 'event') {
      island.ownerDocument.dispatchEvent(new CustomEvent(action.name, { detail: action.detail, bubbles: true, composed: true }));
      continue;
    }
    if (action.type === 'change') {
      // The server's select the widget kept in place; one it drew anew got the choice already.
      if (island.contains(action.element)) action.element.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (action.type === 'opener') {
      const opener = action.element.isConnected ? action.element : action.within ? atPath(action.within.island, action.within.path) : null;
      if (opener instanceof HTMLElement) opener.click();
      continue;
    }
    // The autoloader stopped each key, so focus stayed where the first was pressed: a key pressed
    // after it there belongs where the widget moved the focus for that one (the next tab, say).
    const focused = island.ownerDocument.activeElement;
    const movedOn = action.type === 'key' && before?.type === 'key' && samePath(before.path, action.path) && focused && island.contains(focused);
    const element = movedOn ? focused : atPath(island, action.path);
    if (!(element instanceof HTMLElement)) continue;
    if (action.type === 'blur') {
      // Left: React hears a focus-out as the field's blur. Not one the shopper came back to.
      if (element !== island.ownerDocument.activeElement) element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    } else if (action.type === 'click') element.click();
    else if (action.type === 'key') {
      element.focus();
      element.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, shiftKey: action.shiftKey, bubbles: true, cancelable: true }));
    } else if (element instanceof HTMLFormElement) {
      const submitter = action.submitter ? atPath(island, action.submitter) : null;
      try {
        element.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      } catch {
        // The widget's element at that place is not a submit button of this form: submit without it.
        element.requestSubmit();
      }
    }
  }
}
