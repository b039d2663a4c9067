import type { Site, SiteKey } from '../../site.js';
import { en } from './en.js';
import { enCA } from './en-ca.js';
import { es } from './es.js';
import type { Text } from './types.js';

export type { Text } from './types.js';

const BY_SITE: Record<SiteKey, Text> = { 'en-us': en, 'es-us': es, 'en-ca': enCA };

export const textFor = (site: Site): Text => BY_SITE[site.key];

/** Each site is named in its own language in the switcher. */
export const SITE_LABELS: Record<SiteKey, { label: string; lang: string }> = {
  'en-us': { label: 'English (US)', lang: 'en' },
  'es-us': { label: 'Español (EE. UU.)', lang: 'es' },
  'en-ca': { label: 'English (Canada)', lang: 'en' },
};
