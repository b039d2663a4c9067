/**
 * The links of a country and language switcher: each goes to another site (another host) and
 * should open the same page there, as the shopper sees it now. The server wrote the page's address
 * when it drew the page; on the page it may have changed since (a refinement, 'load more', a
 * colour chosen all write it with the History API), so it is written again from the address shown.
 */
const SITE_LINKS = 'a[hreflang]';
/** SPEC 2.1: the zip carried to the Spanish site. Only the link's own (the zip banner keeps it current), never the page's. */
const POSTAL_CODE = 'postalCode';
/** SPEC 2.1's monthly-payment range, an amount in the page's currency. */
const MONEY_RANGE = ['pmin', 'pmax'] as const;

/** The country of a locale ('en-CA', 'es_US'), upper case; undefined for a language alone ('en'). */
const countryOf = (locale: string): string | undefined => locale.split(/[-_]/)[1]?.toUpperCase();

/**
 * The main site's link as seen from the Spanish site: English, for the Spanish site's own country
 * ('en' or 'en-US' from es-US; an 'en-CA' link goes to Canada's site as written).
 */
function isMainSiteLink(link: Element, spanishLocale: string): boolean {
  const lang = (link.getAttribute('hreflang') ?? '').toLowerCase();
  const country = countryOf(spanishLocale)?.toLowerCase();
  return lang === 'en' || (country !== undefined && lang === `en-${country}`);
}

/**
 * Points each site link of `root` at the page `here` shows, on a site of `country`. `spanishLocale`:
 * the page's locale when it is the Spanish site's, whose English link goes to `mainHost` (when
 * given). A link to another country's site leaves out the monthly-payment range: each country's
 * site prices in its own currency ($ and C$), where the same figures would be another range.
 */
export function followPage(root: Element, here: Location, { spanishLocale, country, mainHost }: { spanishLocale?: string; country: string; mainHost: string }): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(SITE_LINKS)) {
    let target: URL;
    try {
      target = new URL(link.href, root.ownerDocument.baseURI);
    } catch {
      continue; // not a link we can read: left as the server wrote it
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') continue;
    const next = new URL(`${here.pathname}${here.search}`, target.origin);
    next.searchParams.delete(POSTAL_CODE);
    const postalCode = target.searchParams.get(POSTAL_CODE);
    if (postalCode) next.searchParams.set(POSTAL_CODE, postalCode);
    const linkCountry = countryOf(link.getAttribute('hreflang') ?? '');
    if (linkCountry && linkCountry !== country) for (const name of MONEY_RANGE) next.searchParams.delete(name);
    // SPEC 2.1: on the Spanish site the English link goes to the main host.
    if (spanishLocale && mainHost && isMainSiteLink(link, spanishLocale)) next.host = mainHost;
    if (next.href !== link.href) link.href = next.href;
  }
}
