/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from './config';
import { translator, withCoreMessages, type Catalogues } from './i18n';
import { coreMessages } from './messages/core';
import { enumerationLabels } from '../validation/enumeration-labels';
import { fieldMessages } from '../validation/messages';

afterEach(() => {
  vi.restoreAllMocks();
});

function configBlock(content: unknown): void {
  document.getElementById('lto-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lto-config';
  script.textContent = JSON.stringify(content);
  document.head.append(script);
  resetConfig();
}

/** Every catalogue of the library: the shared one and each widget's own. */
const widgetCatalogues = import.meta.glob<{ messages: Catalogues<string> }>('../../widgets/*/messages.ts', { eager: true });
const CATALOGUES: [string, Catalogues<string>][] = [
  ['core', coreMessages],
  ['field errors (src/validation)', fieldMessages],
  ['application enumerations (src/validation)', enumerationLabels],
  ...Object.entries(widgetCatalogues).map(([path, module]): [string, Catalogues<string>] => [path.split('/').at(-2)!, module.messages]),
];

/** Keys whose Spanish text may equal the English one (none so far: add a key here with a reason). */
// SPEC 8's heading 'Error' of the pop-up is the same word in Spanish; so is the cart line's 'Color: {name}'.
const SAME_IN_BOTH_LANGUAGES = new Set<string>(['interstitial.errorHeading', 'cart.color']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(CATALOGUES)('the %s catalogues', (_, { en, es, enCA = {} }) => {
  const keys = Object.keys(en);

  it('has exactly the same keys in en and es', () => {
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
  });

  it('has no empty text in either language', () => {
    expect(keys.filter((key) => !en[key]?.trim() || !es[key]?.trim())).toEqual([]);
  });

  it('has every text translated into Spanish', () => {
    expect(keys.filter((key) => !SAME_IN_BOTH_LANGUAGES.has(key) && es[key] === en[key])).toEqual([]);
  });

  it('has the same placeholders in both languages, and in Canadian English', () => {
    expect(keys.filter((key) => placeholders(es[key]!).join() !== placeholders(en[key]!).join())).toEqual([]);
    expect(Object.entries(enCA).filter(([key, text]) => !(key in en) || placeholders(text!).join() !== placeholders(en[key]!).join())).toEqual([]);
  });
});

describe('the catalogues together', () => {
  it('finds every widget catalogue (a widget without texts needs none)', () => {
    expect(CATALOGUES.length).toBeGreaterThan(5);
  });

  it('never gives one key two different texts in two widgets', () => {
    // The postal-code message names what the form takes: both forms in the checkout and order
    // tracking (SPEC 5.2's rule), the site's own in the forms that keep to the site's country.
    const wordedPerRule = new Set(['VALIDATE_ZIP_REGEX', 'es:VALIDATE_ZIP_REGEX']);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [, { en, es }] of CATALOGUES) {
      for (const [key, text] of [...Object.entries(en), ...Object.entries(es).map(([k, t]) => [`es:${k}`, t] as const)]) {
        if (wordedPerRule.has(key)) continue;
        if (seen.has(key) && seen.get(key) !== text) clashes.push(key);
        seen.set(key, text);
      }
    }
    expect(clashes).toEqual([]);
  });
});

const demo = withCoreMessages({
  en: { 'demo.hello': 'Hello {name}', 'demo.count': '{count} of {max} products selected', 'demo.zip': 'Zip code' },
  es: { 'demo.hello': 'Hola {name}', 'demo.count': '{count} de {max} productos', 'demo.zip': 'Código postal' },
  enCA: { 'demo.zip': 'Postal code' },
});

describe('translator', () => {
  it("speaks English on an en-US page, the widget's texts and the shared ones", () => {
    configBlock({ locale: 'en-US' });
    const t = translator(demo);

    expect(t('demo.hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('COMPARE_ADD_FAIL')).toBe("We couldn't add this product to compare. Please try again.");
    expect(t('dialog.cancel')).toBe('Cancel');
  });

  it('speaks English without a config block (the config warns once)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.getElementById('lto-config')?.remove();
    resetConfig();
    const t = translator(demo);

    expect(t('dialog.ok')).toBe('OK');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish on an es-US page', () => {
    configBlock({ locale: 'es-US' });
    const t = translator(demo);

    expect(t('dialog.ok')).toBe('Aceptar');
    expect(t('demo.hello', { name: 'Sofá Harbor' })).toBe('Hola Sofá Harbor');
  });

  it('speaks of postal codes on the Canadian site, and of zip codes on the US one', () => {
    configBlock({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    expect(translator(demo)('demo.zip')).toBe('Postal code');
    expect(translator(demo)('dialog.ok')).toBe('OK');

    configBlock({ locale: 'en-US' });
    expect(translator(demo)('demo.zip')).toBe('Zip code');
  });

  it('prefers the server resources of the config block over the catalogue', () => {
    configBlock({ locale: 'es-US', resources: { COMPARE_ADD_FAIL: 'Texto del servidor', 'demo.hello': 'Fuera {name}' } });
    const t = translator(demo);

    expect(t('COMPARE_ADD_FAIL')).toBe('Texto del servidor');
    expect(t('demo.hello', { name: 'Harbor' })).toBe('Fuera Harbor');
    expect(t('COMPARE_REMOVE_FAIL')).toBe(coreMessages.es.COMPARE_REMOVE_FAIL);
  });

  it('fills placeholders, several in one text, and leaves one without a value as written', () => {
    configBlock({ locale: 'en-US' });
    const t = translator(demo);

    expect(t('demo.count', { count: 3, max: 6 })).toBe('3 of 6 products selected');
    expect(t('demo.count', { count: 2 })).toBe('2 of {max} products selected');
  });

  it('does not treat a value as a placeholder again', () => {
    configBlock({ locale: 'en-US' });
    expect(translator(demo)('demo.hello', { name: '{name}' })).toBe('Hello {name}');
  });
});
