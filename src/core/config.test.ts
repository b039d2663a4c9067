import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { endpoint, getConfig, language, resetConfig } from './config';
import { resetWarnings } from './warn';

/** Puts the page's config block into <head>, as a server template would. */
function configBlock(content: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lto-config';
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(script);
}

let warn: MockInstance<typeof console.warn>;

// The files of a worker share one window: work an earlier file left (a timer of its widgets) may
// have read the page between tests, caching its config and warning for it. Each test here counts
// the warnings of its own page, read afresh.
beforeEach(() => {
  resetConfig();
  resetWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
});

describe('getConfig', () => {
  it('reads locale, currency, endpoints, resources and page from the config block', () => {
    configBlock({
      locale: 'en-CA',
      country: 'CA',
      currency: 'CAD',
      urls: { compareAdd: '/compare/add', compareShow: '/compareShow' },
      resources: { COMPARE_ADD_FAIL: 'Server text' },
      preferences: { STORE_PICKUP: true },
      identity: null,
      page: { type: 'search', category: 'living-room' },
    });

    const config = getConfig();

    expect(config.locale).toBe('en-CA');
    expect(config.country).toBe('CA');
    expect(config.currency).toBe('CAD');
    expect(config.urls).toEqual({ compareAdd: '/compare/add', compareShow: '/compareShow' });
    expect(config.resources.COMPARE_ADD_FAIL).toBe('Server text');
    expect(config.preferences.STORE_PICKUP).toBe(true);
    expect(config.page).toEqual({ type: 'search', category: 'living-room' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('fills keys the block leaves out with English US defaults, without a warning', () => {
    configBlock({ urls: { compareAdd: '/compare/add' } });

    const config = getConfig();

    expect(config.locale).toBe('en-US');
    expect(config.currency).toBe('USD');
    expect(config.country).toBe('US');
    expect(config.urls.compareAdd).toBe('/compare/add');
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a config block uses English US defaults and warns exactly once, never throwing', () => {
    let config: ReturnType<typeof getConfig> | undefined;
    expect(() => {
      config = getConfig();
      getConfig(); // a second widget on the same page must not warn again
    }).not.toThrow();

    expect(config?.locale).toBe('en-US');
    expect(config?.currency).toBe('USD');
    expect(config?.urls).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('lto-config');
  });

  it('with a block that is not valid JSON uses the defaults and warns exactly once', () => {
    configBlock('{ "locale": "es-US", ');

    let config: ReturnType<typeof getConfig> | undefined;
    expect(() => {
      config = getConfig();
    }).not.toThrow();

    expect(config?.locale).toBe('en-US');
    expect(config?.currency).toBe('USD');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('with an empty block uses the defaults and warns once', () => {
    configBlock('');

    expect(getConfig().locale).toBe('en-US');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the valid keys when one key is invalid, and warns once naming the bad key', () => {
    configBlock({ locale: 'es-US', currency: 'CAD', urls: 42, resources: { COMPARE_ADD_FAIL: 'Texto' } });

    const config = getConfig();

    expect(config.locale).toBe('es-US');
    expect(config.currency).toBe('CAD');
    expect(config.resources.COMPARE_ADD_FAIL).toBe('Texto');
    expect(config.urls).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('urls');
  });

  it('replaces an unsupported locale by the default but keeps the endpoints', () => {
    configBlock({ locale: 'fr-FR', urls: { compareAdd: '/compare/add' } });

    const config = getConfig();

    expect(config.locale).toBe('en-US');
    expect(config.urls.compareAdd).toBe('/compare/add');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a block holding JSON that is not an object yields the defaults and one warning', () => {
    configBlock('"es-US"');

    expect(getConfig().locale).toBe('en-US');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('endpoint', () => {
  it('returns the configured URL without warning', () => {
    configBlock({ urls: { compareAdd: '/compare/add' } });

    expect(endpoint('compareAdd')).toBe('/compare/add');
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns undefined for a missing endpoint and warns once naming it, however often it is asked', () => {
    configBlock({ urls: { compareAdd: '/compare/add' } });

    expect(endpoint('compareRemove')).toBeUndefined();
    expect(endpoint('compareRemove')).toBeUndefined();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('compareRemove');
  });

  it('adds no warning per endpoint on a page without any config block: its one warning says it all', () => {
    expect(endpoint('compareAdd')).toBeUndefined();
    expect(endpoint('zipcodeSearch')).toBeUndefined();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('lto-config');
  });

  it('treats an empty URL as missing', () => {
    configBlock({ urls: { compareAdd: '' } });

    expect(endpoint('compareAdd')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  // The names are a contract (src/contracts/endpoints.ts): `npm run typecheck` fails where these
  // directives stop being needed, so a misspelt name is a type error, not a feature silently off.
  it('is asked only for the endpoint names of the contract', () => {
    configBlock({ urls: { compareAdd: '/compare/add' } });

    // @ts-expect-error 'compareAd' is no EndpointName
    expect(endpoint('compareAd')).toBeUndefined();
    // @ts-expect-error nor a key of the config's urls
    expect(getConfig().urls.compareAd).toBeUndefined();
  });
});

describe('language', () => {
  it('is Spanish for es-US', () => {
    configBlock({ locale: 'es-US' });
    expect(language()).toBe('es');
  });

  it('is English for en-US and en-CA', () => {
    configBlock({ locale: 'en-CA' });
    expect(language()).toBe('en');
    expect(language({ ...getConfig(), locale: 'en-US' })).toBe('en');
  });
});

describe('a config block that is JSON but not an object', () => {
  it.each([['[1,2,3]'], ['"en-US"'], ['null']])('%s gives the defaults with one warning', (content) => {
    configBlock(content);
    expect(getConfig()).toMatchObject({ locale: 'en-US', currency: 'USD', urls: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('not a JSON object');
  });
});
