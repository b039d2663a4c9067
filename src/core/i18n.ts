import { getConfig, language, type LtoConfig } from './config';
import { en, type MessageKey } from './messages/en';
import { enCA } from './messages/en-ca';
import { es } from './messages/es';

export type { MessageKey };

const catalogues = { en, es } as const;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * A translator for the page's language; resources from the server's config block win. The
 * Canadian English site has its own wording where it differs (postal codes, not zip codes).
 */
export function translator(config: LtoConfig = getConfig()): Translate {
  const catalogue = catalogues[language(config)];
  const regional = config.locale === 'en-CA' ? enCA : {};
  return (key, vars) => fill(config.resources[key] ?? regional[key] ?? catalogue[key] ?? en[key], vars);
}
