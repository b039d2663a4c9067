/**
 * The suggestions of a {searchsuggest} answer (SPEC 7.6), read from its HTML once sanitized: each
 * link to a page of this site is one suggestion, named by its text. The widget draws them as the
 * options of its listbox (the answer's own markup is not inserted: options need roles and ids the
 * platform's HTML does not have). A link elsewhere, or without text, is left out.
 */
export interface Suggestion {
  href: string;
  /** The link's text, spaces collapsed: what the option says. */
  label: string;
  /** SPEC 3.8's search suggestion item, from data-item-id and data-item-name (else the label). */
  itemId: string;
  itemName: string;
}

/** More would not fit the panel, and a platform's answer is not trusted to be short. */
export const MAX_SUGGESTIONS = 10;

export function suggestionLinks(nodes: ParentNode, base: string = document.baseURI): Suggestion[] {
  const origin = new URL(base).origin;
  const found: Suggestion[] = [];
  for (const link of nodes.querySelectorAll('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', base);
    } catch {
      continue;
    }
    const label = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (url.origin !== origin || !label) continue;
    found.push({
      href: url.href,
      label,
      itemId: link.getAttribute('data-item-id') ?? '',
      itemName: (link.getAttribute('data-item-name') ?? '').trim() || label,
    });
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return found;
}
