import { webUrl } from '../../src/core/attributes';

/** What the server put inside the tag: the link that navigates when our script does not run. */
export interface ServerLink {
  href: string;
  text: string;
  className: string;
}

/**
 * Read at the island's first render, before React replaces the server's markup. Only a link
 * with an http(s) or same-site href counts: the dialog fetches it.
 */
export function readServerLink(element: HTMLElement): ServerLink | undefined {
  const link = element.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return undefined;
  const href = link.getAttribute('href') ?? '';
  if (!webUrl(href, element.ownerDocument.baseURI)) return undefined;
  return { href, text: link.textContent?.trim() ?? '', className: link.className };
}
