export type SiteKey = 'en-us' | 'es-us' | 'en-ca';
export type Currency = 'USD' | 'CAD';
export type Lang = 'en' | 'es';

export interface Site {
  key: SiteKey;
  /** Host name prefix before `localhost` ('' for the main site). */
  subdomain: '' | 'es' | 'ca';
  locale: 'en-US' | 'es-US' | 'en-CA';
  country: 'US' | 'CA';
  currency: Currency;
  lang: Lang;
  /** Where the store locator and the location fallback put a shopper who has not said (SPEC 4.2). */
  defaultZip: string;
}

export const SITES: readonly Site[] = [
  { key: 'en-us', subdomain: '', locale: 'en-US', country: 'US', currency: 'USD', lang: 'en', defaultZip: '30303' },
  { key: 'es-us', subdomain: 'es', locale: 'es-US', country: 'US', currency: 'USD', lang: 'es', defaultZip: '30303' },
  { key: 'en-ca', subdomain: 'ca', locale: 'en-CA', country: 'CA', currency: 'CAD', lang: 'en', defaultZip: 'M5V 3L9' },
];

const [DEFAULT_SITE] = SITES as [Site, ...Site[]];

/** Picks the site from the Host header; anything unknown (127.0.0.1, other names) is the English US site. */
export function siteForHost(hostHeader: string | undefined): Site {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
  const label = hostname.endsWith('.localhost') ? hostname.slice(0, -'.localhost'.length) : '';
  return SITES.find((s) => s.subdomain !== '' && s.subdomain === label) ?? DEFAULT_SITE;
}

/** Origin of another site on the same port, so the switcher keeps the shopper's place. */
export function siteOrigin(site: Site, requestUrl: URL): string {
  const host = site.subdomain === '' ? 'localhost' : `${site.subdomain}.localhost`;
  const port = requestUrl.port === '' ? '' : `:${requestUrl.port}`;
  return `${requestUrl.protocol}//${host}${port}`;
}
