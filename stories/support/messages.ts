import type { Catalogues, Vars } from '../../src/core/i18n';

/**
 * The texts a shopper sees in a story's language, for play functions and tests, from the
 * catalogues of the widgets on the story's page (`messagesFor(globals.locale, messages)`): these
 * checks prove the right message in the right language is shown; the wording itself is pinned by
 * literal strings in the story tests.
 */
type KeysOf<C> = C extends Catalogues<infer K> ? K : never;

export function messagesFor<C extends Catalogues<string>[]>(locale: unknown, ...widgets: C) {
  type K = KeysOf<C[number]>;
  const pick = (messages: Catalogues<string>) =>
    locale === 'en-CA' ? { ...messages.en, ...messages.enCA } : typeof locale === 'string' && locale.startsWith('es') ? messages.es : messages.en;
  const catalogue = Object.assign({}, ...widgets.map(pick)) as Record<K, string>;
  return (key: K, vars: Vars = {}) => catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
