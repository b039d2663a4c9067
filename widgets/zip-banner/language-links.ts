import { isUsZip } from '../../src/validation/postal';

/**
 * SPEC 2.1: links to the Spanish site carry the shopper's zip as ?postalCode={zip}. The Spanish
 * site is another host, so it cannot read this site's session; the parameter takes the location
 * across. A Spanish-language link is one marked hreflang="es" (or es-*). The Spanish site is the
 * US's: a Canadian postal code (the Canadian site's banner) is no place there, and is not carried.
 */
const SPANISH_LINKS = 'a[hreflang="es" i], a[hreflang^="es-" i]';

export function carryZipToSpanishLinks(doc: Document, zip: string | undefined): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(SPANISH_LINKS)) {
    const url = new URL(link.href, doc.baseURI);
    if (zip && isUsZip(zip)) url.searchParams.set('postalCode', zip);
    else url.searchParams.delete('postalCode');
    if (url.href !== link.href) link.href = url.href;
  }
}
