/** The server's way back to the list (the first link inside the tag), read before the runtime removes it. */
export interface BackLink {
  href: string;
  text: string;
}

export function readBackLink(element: HTMLElement): BackLink | null {
  const link = element.querySelector<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href');
  return link && href ? { href, text: link.textContent?.trim() ?? '' } : null;
}
