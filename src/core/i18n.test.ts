import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from './i18n';
import { en, type MessageKey } from './messages/en';
import { enCA } from './messages/en-ca';
import { es } from './messages/es';
import { resetConfig } from './config';

afterEach(() => {
  vi.restoreAllMocks();
});

function configBlock(content: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lto-config';
  script.textContent = JSON.stringify(content);
  document.head.append(script);
}

/** Keys whose Spanish text may equal the English one (none so far: add a key here with a reason). */
const SAME_IN_BOTH_LANGUAGES = new Set<string>([]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('en and es have exactly the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  const keys = Object.keys(en) as MessageKey[];

  it('has no empty text in either language', () => {
    expect(keys.filter((key) => !en[key].trim() || !es[key]?.trim())).toEqual([]);
  });

  it('has every text translated into Spanish', () => {
    const untranslated = keys.filter((key) => !SAME_IN_BOTH_LANGUAGES.has(key) && es[key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it('has the same placeholders in both languages', () => {
    const mismatched = keys.filter((key) => placeholders(es[key]).join() !== placeholders(en[key]).join());
    expect(mismatched).toEqual([]);
  });
});

describe('translator', () => {
  it('speaks English on an en-US page', () => {
    configBlock({ locale: 'en-US' });
    const t = translator();

    expect(t('COMPARE_ADD_FAIL')).toBe("We couldn't add this product to compare. Please try again.");
    expect(t('dialog.cancel')).toBe('Cancel');
  });

  it('speaks English without a config block (the config warns once)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = translator();

    expect(t('dialog.ok')).toBe('OK');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('speaks Spanish on an es-US page', () => {
    configBlock({ locale: 'es-US' });
    const t = translator();

    expect(t('dialog.ok')).toBe('Aceptar');
    expect(t('compare.toggleLabel', { name: 'Sofá Harbor' })).toBe('Comparar Sofá Harbor');
  });

  it('speaks of postal codes on the Canadian site, and of zip codes on the US one', () => {
    configBlock({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    expect(translator()('location.zipLabel')).toBe('Postal code');
    expect(translator()('dialog.ok')).toBe('OK');
    document.getElementById('lto-config')!.remove();
    resetConfig();

    configBlock({ locale: 'en-US' });
    expect(translator()('location.zipLabel')).toBe('Zip code');
  });

  it('gives every Canadian text the same placeholders as the US one', () => {
    const mismatched = Object.entries(enCA).filter(([key, text]) => placeholders(text!).join() !== placeholders(en[key as MessageKey]).join());
    expect(mismatched).toEqual([]);
  });

  it('prefers the server resources of the config block over the catalogue', () => {
    configBlock({ locale: 'es-US', resources: { COMPARE_ADD_FAIL: 'Texto del servidor', 'compare.remove': 'Fuera {name}' } });
    const t = translator();

    expect(t('COMPARE_ADD_FAIL')).toBe('Texto del servidor');
    expect(t('compare.remove', { name: 'Harbor' })).toBe('Fuera Harbor');
    expect(t('COMPARE_REMOVE_FAIL')).toBe(es.COMPARE_REMOVE_FAIL);
  });

  it('fills placeholders, several in one text', () => {
    configBlock({ locale: 'en-US' });
    const t = translator();

    expect(t('compare.count', { count: 3, max: 6 })).toBe('3 of 6 products selected');
    expect(t('compare.button', { count: 0 })).toBe('Compare items (0)');
  });

  it('leaves a placeholder it has no value for as written', () => {
    configBlock({ locale: 'en-US' });
    const t = translator();

    expect(t('compare.toggleLabel', { other: 'x' })).toBe('Compare {name}');
    expect(t('compare.count', { count: 2 })).toBe('2 of {max} products selected');
  });

  it('does not treat a value as a placeholder again', () => {
    configBlock({ locale: 'en-US' });
    const t = translator();

    expect(t('compare.toggleLabel', { name: '{name}' })).toBe('Compare {name}');
  });
});
