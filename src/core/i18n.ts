import { fillPlaceholders, type Vars } from '../text/fill';
import { getConfig, language, type LtoConfig } from './config';
import { coreMessages, type CoreKey } from './messages/core';

/**
 * Texts in the page's language. Each widget declares its own catalogues (widgets/{name}/messages.ts)
 * on top of the shared ones, keyed by SPEC's resource keys where SPEC names one; the page downloads
 * only the texts of the widgets it has. Resources from the server's config block win.
 */
export type { CoreKey };

export interface Catalogues<K extends string> {
  en: Record<K, string>;
  es: Record<K, string>;
  /** Canadian English, where it differs from US English (postal codes, not zip codes). */
  enCA?: Partial<Record<K, string>>;
}

export type { Vars };
export type Translate<K extends string> = (key: K, vars?: Vars) => string;

/** A widget's catalogues with the shared texts (errors, dialog buttons) added. */
export function withCoreMessages<K extends string>(own: Catalogues<K>): Catalogues<K | CoreKey> {
  return {
    en: { ...coreMessages.en, ...own.en },
    es: { ...coreMessages.es, ...own.es },
    enCA: { ...own.enCA } as Partial<Record<K | CoreKey, string>>,
  };
}

/** A translator for the page's language (Canadian English where it differs); server resources win. */
export function translator<K extends string>(messages: Catalogues<K>, config: LtoConfig = getConfig()): Translate<K> {
  const catalogue = messages[language(config)];
  const regional: Partial<Record<K, string>> = (config.locale === 'en-CA' && messages.enCA) || {};
  return (key, vars) => fillPlaceholders(config.resources[key] ?? regional[key] ?? catalogue[key] ?? messages.en[key], vars);
}

/** The shared texts alone, for src/ui primitives. */
export const coreTranslator = (config?: LtoConfig) => translator<CoreKey>(coreMessages, config);
