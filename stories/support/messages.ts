import { en, type MessageKey } from '../../src/core/messages/en';
import { es } from '../../src/core/messages/es';

/**
 * The texts a shopper sees in a story's language, for play functions and tests. They come from
 * the widgets' own catalogues, so these checks prove the right message in the right language is
 * shown; the wording itself is pinned by literal strings in stories.test.tsx.
 */
export function messagesFor(locale: unknown) {
  const catalogue: Record<MessageKey, string> = typeof locale === 'string' && locale.startsWith('es') ? es : en;
  return (key: MessageKey, vars: Record<string, string | number> = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
