import { webUrl } from '../../src/core/attributes';

/**
 * The grid's product links (SPEC 2.7): every <lto-quick-view> on the page with a url, in document
 * order, read from the DOM when the dialog opens (tiles added by 'load more' count from the next
 * opening on).
 */
export interface GridLink {
  element: Element;
  url: string;
  productlistid: string;
  name: string;
  /** The tile's product, whose chosen colour the quick view shows. */
  pid: string;
}

function linkOf(element: Element): GridLink {
  const read = (name: string) => element.getAttribute(name)?.trim() ?? '';
  return { element, url: read('url'), productlistid: read('productlistid'), name: read('name'), pid: read('pid') };
}

/**
 * What the quick view asks for on a link: the page of the colour the shopper chose on its tile
 * (a swatch links there), else the link's own URL.
 */
export function productUrlOf(link: GridLink, chosen: string | undefined): string {
  return chosen && webUrl(chosen) ? chosen : link.url;
}

/** The page's links and where `own` is among them (it is always there, even if not in the document). */
export function gridLinks(own: Element): { links: GridLink[]; index: number } {
  const links = [...own.ownerDocument.querySelectorAll(own.localName)].map(linkOf).filter((link) => link.url);
  const index = links.findIndex((link) => link.element === own);
  return index >= 0 ? { links, index } : { links: [linkOf(own)], index: 0 };
}
