import { focusBack, keepInPlace } from '../core/server-markup';

/**
 * Server nodes a widget keeps as they are instead of drawing them (a product set's items, an
 * accordion panel's content, a whole listing): arbitrary platform HTML, perhaps with islands of
 * its own inside. A widget that keeps them in its own element finds them where they were: the
 * runtime leaves them in place (src/core/island-root.tsx), so a field keeps its focus and caret
 * and a dialog opened inside stays modal. One that moves them into an element it draws finds them
 * taken out of the page in the commit that first draws the island, just before the widget's refs
 * run, which blurs a field the shopper was in: the focus and the caret are put back once the nodes
 * are in their new place, so the shopper notices nothing.
 */
export interface ServerNodes {
  nodes: readonly Node[];
  /** The element among the nodes that had the focus when they were read, and its caret. */
  focus: { element: HTMLElement; start: number | null; end: number | null } | null;
}

function caretOf(element: Element): [number | null, number | null] {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return [null, null];
  try {
    return [element.selectionStart, element.selectionEnd];
  } catch {
    return [null, null]; // a type without a selection (number, email)
  }
}

/** Reads `nodes` (at the island's first render, while they are still the server's) and where the focus is among them. */
export function readServerNodes(nodes: readonly Node[]): ServerNodes {
  keepInPlace(nodes);
  const active = nodes[0]?.ownerDocument?.activeElement;
  const holder = active instanceof HTMLElement ? nodes.find((node) => node === active || node.contains(active)) : undefined;
  if (!holder || !(active instanceof HTMLElement)) return { nodes, focus: null };
  const [start, end] = caretOf(active);
  return { nodes, focus: { element: active, start, end } };
}

const adopted = new WeakSet<ServerNodes>();

/** The nodes are `target`'s last children, in their order: where they would be moved to. */
function lastChildrenOf(target: Element, nodes: readonly Node[]): boolean {
  const children = target.childNodes;
  const offset = children.length - nodes.length;
  return offset >= 0 && nodes.every((node, i) => children[offset + i] === node);
}

/**
 * Moves the nodes into `target`, then gives the focus back. Once: what the widget later does to
 * them (an item replaced by another) is not undone when it draws again.
 */
export function adoptServerNodes(target: Element, kept: ServerNodes): void {
  if (adopted.has(kept)) return;
  adopted.add(kept);
  if (lastChildrenOf(target, kept.nodes)) return;
  target.append(...kept.nodes);
  const focus = kept.focus;
  if (!focus || !target.contains(focus.element) || focus.element.ownerDocument.activeElement === focus.element) return;
  focusBack(focus.element);
  if (focus.start === null || focus.end === null) return;
  try {
    (focus.element as HTMLInputElement).setSelectionRange(focus.start, focus.end);
  } catch {
    // no selection on this type
  }
}
