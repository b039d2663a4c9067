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
