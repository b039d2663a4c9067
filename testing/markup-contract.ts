/**
 * The server markup contract, in component tests: a widget's `markup.html` fixture is what a
 * platform's template renders inside the tag (README "Server markup"), and drawing the island over
 * it must change nothing a shopper could see. Compared: elements in order, their classes, every
 * attribute that shows or is read by assistive technology, and the text. Not compared: the values
 * of id references (React's own ids differ from a template's, only that they are there and point
 * at an element of the island), whitespace between elements, and what React adds that shows
 * nothing (the island's data-lto-ready). An option is compared by whether it is chosen, not by its
 * `selected` attribute (React sets the property).
 */
import { act } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { EARLY_ACTIONS, listenForEarlyActions } from '../src/core/early-actions';
import type { EarlyAction } from '../src/core/island-protocol';

/** The fixture next to a widget's element.ts: `markupFixture(import.meta.url)` from its test. */
export function markupFixture(testFileUrl: string, name = 'markup.html'): string {
  return readFileSync(new URL(name, testFileUrl), 'utf8');
}

const ID_REFS = new Set(['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-activedescendant', 'aria-owns', 'list', 'form']);
const IGNORED = new Set(['data-lto-ready']);

/** A readable outline of a subtree: one line per element and per text run, ids replaced by what they point at. */
export function outline(root: Element): string[] {
  const lines: string[] = [];
  const ids = new Map<string, string>();
  let count = 0;
  const name = (id: string) => {
    if (!ids.has(id)) ids.set(id, `#${++count}`);
    return ids.get(id)!;
  };
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    // An option shows whether it is chosen: a template writes `selected`, React sets the property.
    const option = element.localName === 'option';
    const attributes = [...element.attributes]
      .filter((attribute) => !IGNORED.has(attribute.name) && !(option && attribute.name === 'selected'))
      .map((attribute) => {
        if (ID_REFS.has(attribute.name)) {
          const refs = attribute.value.split(/\s+/).filter(Boolean);
          const known = refs.map((ref) => (root.ownerDocument.getElementById(ref) && root.contains(root.ownerDocument.getElementById(ref)) ? name(ref) : `?${ref}`));
          return `${attribute.name}=${attribute.name === 'id' ? name(attribute.value) : known.join(' ')}`;
        }
        if (attribute.name === 'class') return `class=${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}`;
        return `${attribute.name}=${attribute.value}`;
      })
      .concat(option && (element as HTMLOptionElement).selected ? ['(chosen)'] : [])
      .sort();
    lines.push(`${'  '.repeat(depth)}<${element.localName}${attributes.length ? ` ${attributes.join(' ')}` : ''}>`);
    for (const child of element.childNodes) walk(child, depth + 1);
  };
  for (const child of root.childNodes) walk(child, 0);
  return lines;
}

/**
 * Puts `<tag attributes>fixture</tag>` on the page, outlines it, lets the island mount (the tag
 * must be defined), and returns both outlines for the test to compare.
 */
export async function drawOver(tag: string, attributes: string, fixture: string): Promise<{ server: string[]; drawn: string[]; element: Element }> {
  document.body.innerHTML = `<${tag} ${attributes}>${fixture}</${tag}>`;
  const element = document.body.querySelector(tag)!;
  const server = outline(element);
  await act(async () => {
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await act(async () => {});
  if (!element.hasAttribute('data-lto-ready')) throw new Error(`<${tag}> did not mount over its fixture`);
  return { server, drawn: outline(element), element };
}

/**
 * A click on `target` before `island`'s code has run, with the autoloader's listener for early
 * actions on (src/core/early-actions.ts): true when it was held for the widget, false when it was
 * left to the browser (a link navigates, a summary opens its details).
 */
export function clickBeforeCode(island: Element, target: Element): boolean {
  let woken = false;
  const stop = listenForEarlyActions(island.ownerDocument, { waitingIsland: () => island, waitingOpener: () => null, wake: () => void (woken = true) });
  try {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    target.dispatchEvent(click);
    return click.defaultPrevented || woken;
  } finally {
    stop();
  }
}

/**
 * Puts `<tag attributes>fixture</tag>` on the page with what the autoloader held before the
 * widget's code ran (src/core/early-actions.ts: a click at a child-index path, a submit, an
 * opener), and lets the island draw: the widget must then do each once, on its own elements.
 */
export async function drawWithHeld(
  tag: string,
  attributes: string,
  fixture: string,
  actions: EarlyAction[],
  /** What the shopper did to the server's markup meanwhile (typed into a field, say). */
  before: (island: Element) => void = () => {},
): Promise<Element> {
  document.body.innerHTML = `<${tag} ${attributes}>${fixture}</${tag}>`;
  const element = document.body.querySelector(tag)!;
  (element as Element & { [EARLY_ACTIONS]?: EarlyAction[] })[EARLY_ACTIONS] = actions;
  before(element);
  await act(async () => {
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await act(async () => {});
  if (!element.hasAttribute('data-lto-ready')) throw new Error(`<${tag}> did not mount over its fixture`);
  return element;
}
