/** One section the server rendered: its title, whether it was open, and its content's nodes. */
export interface ServerSection {
  title: string;
  open: boolean;
  content: Node[];
}

const HEADING = /^H[2-6]$/;

/**
 * The sections inside the tag, read at the island's first render (before React removes the
 * server's markup; the content nodes are moved, not copied, so the server's HTML is never
 * re-parsed and needs no sanitizing). Two shapes: `<details><summary>` (works without script), or a
 * heading followed by its panel (shown open without script; `hidden` on the panel means closed).
 */
export function readServerSections(element: HTMLElement): ServerSection[] {
  const sections: ServerSection[] = [];
  for (const child of Array.from(element.children)) {
    if (child instanceof HTMLDetailsElement) {
      const summary = child.querySelector(':scope > summary');
      sections.push({
        title: summary?.textContent?.trim() ?? '',
        open: child.open,
        content: Array.from(child.childNodes).filter((node) => node !== summary),
      });
    } else if (HEADING.test(child.tagName) && child.nextElementSibling && !HEADING.test(child.nextElementSibling.tagName)) {
      const panel = child.nextElementSibling;
      sections.push({ title: child.textContent?.trim() ?? '', open: !panel.hasAttribute('hidden'), content: Array.from(panel.childNodes) });
    }
  }
  return sections.filter((section) => section.title !== '');
}
