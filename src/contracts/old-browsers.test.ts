import { describe, expect, it } from 'vitest';
import { isOldTlsBrowser } from './old-browsers';

/** Real user agents of the browsers SPEC 9.8 lists, and of browsers it does not. */
const OLD = {
  'IE 6': 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)',
  'IE 8': 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  'IE 10': 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  'Android 2.3.7': 'Mozilla/5.0 (Linux; U; Android 2.3.7; en-us; Nexus One Build/GRK39F) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1',
  'Android 4.0.4': 'Mozilla/5.0 (Linux; U; Android 4.0.4; en-us; GT-I9300 Build/IMM76D) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  'Android 4.3': 'Mozilla/5.0 (Linux; U; Android 4.3; en-us; SCH-I535 Build/JSS15J) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  'Safari 5.1.9 on OS X 10.6.8': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_6_8) AppleWebKit/534.59.10 (KHTML, like Gecko) Version/5.1.9 Safari/534.59.10',
  'Safari 6.0.4 on OS X 10.8.4': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_8_4) AppleWebKit/536.29.13 (KHTML, like Gecko) Version/6.0.4 Safari/536.29.13',
};
const MODERN = {
  'IE 11': 'Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko',
  Chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Chrome on Android 4.3': 'Mozilla/5.0 (Linux; Android 4.3; Nexus 7 Build/JSS15Q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/42.0.2311.90 Safari/537.36',
  'Android 4.4': 'Mozilla/5.0 (Linux; U; Android 4.4.2; en-us; SM-T230 Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  'Android 4.3.1': 'Mozilla/5.0 (Linux; U; Android 4.3.1; en-us; X Build/JLS36C) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  'Safari 6.0.4 on OS X 10.8.5': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_8_5) AppleWebKit/536.29.13 (KHTML, like Gecko) Version/6.0.4 Safari/536.29.13',
  'Safari 17': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  Firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
};

describe('the old browsers of SPEC 9.8', () => {
  it.each(Object.entries(OLD))('%s is checked', (_, userAgent) => expect(isOldTlsBrowser(userAgent)).toBe(true));
  it.each(Object.entries(MODERN))('%s is not', (_, userAgent) => expect(isOldTlsBrowser(userAgent)).toBe(false));
  it('nor is a request without a user agent', () => {
    expect(isOldTlsBrowser(undefined)).toBe(false);
    expect(isOldTlsBrowser('')).toBe(false);
  });
});
