import { readServerNodes, type ServerNodes } from '../../src/ui/server-nodes';

/** One section the server rendered: its title, whether it is open, its group name, and its content. */
export interface ServerSection {
  title: string;
  open: boolean;
  /** The `name` of its `<details>` (an exclusive group: opening one closes the others, natively). */
  name: string;
  /** The content of its panel, kept as the server's nodes (moved, never re-parsed: no sanitizing needed). */
  content: ServerNodes;
}

/**
 * The sections inside the tag, read at the island's first render, before the runtime removes the
 * server's markup (README "Server markup"): each `<details>` child, its title the text of its
 * `<summary>`, its content the children of its `.lto-accordion__panel` (or, in a plain
 * `<details>`, everything after the summary). `open` is the details' state now: the shopper may
 * have opened one before our code came.
 */
export function readServerSections(element: HTMLElement): ServerSection[] {
  const sections: ServerSection[] = [];
  for (const child of Array.from(element.children)) {
    if (!(child instanceof HTMLDetailsElement)) continue;
    const summary = child.querySelector(':scope > summary');
    const panel = child.querySelector(':scope > .lto-accordion__panel');
    const nodes = panel ? Array.from(panel.childNodes) : Array.from(child.childNodes).filter((node) => node !== summary);
    sections.push({
      title: summary?.textContent?.trim() ?? '',
      open: child.open,
      name: child.getAttribute('name') ?? '',
      content: readServerNodes(nodes),
    });
  }
  return sections.filter((section) => section.title !== '');
}
