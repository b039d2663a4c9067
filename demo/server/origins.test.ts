import { describe, expect, test } from 'vitest';
import { localOrigins, parseOrigins } from './origins.js';

describe('the configured origins', () => {
  const local = parseOrigins(localOrigins(4173));

  test('a Host naming a configured origin gets that origin and its site', () => {
    expect(local.forHost('es.localhost:4173')).toMatchObject({ origin: 'http://es.localhost:4173', site: { key: 'es-us' } });
    expect(local.forHost('127.0.0.1:4173')).toMatchObject({ origin: 'http://127.0.0.1:4173', site: { key: 'en-us' } });
    expect(local.exact('CA.LOCALHOST:4173')?.origin).toBe('http://ca.localhost:4173');
  });

  test("a Host on another port gets its host name's site at the configured origin; an unknown one the first", () => {
    expect(local.forHost('es.localhost:1')).toMatchObject({ origin: 'http://es.localhost:4173', site: { key: 'es-us' } });
    expect(local.exact('es.localhost:1')).toBeNull();
    expect(local.forHost('evil.example')).toMatchObject({ origin: 'http://localhost:4173', site: { key: 'en-us' } });
    expect(local.forHost(undefined).origin).toBe('http://localhost:4173');
  });

  test('links to a site go to its first origin', () => {
    expect(local.of('en-us')).toBe('http://localhost:4173');
    expect(local.of('en-ca')).toBe('http://ca.localhost:4173');
  });

  test('takes https origins behind a proxy', () => {
    const shop = parseOrigins('en-us=https://shop.example, es-us=https://es.shop.example en-ca=https://ca.shop.example:8443');
    expect(shop.forHost('ca.shop.example:8443').origin).toBe('https://ca.shop.example:8443');
    expect(shop.of('es-us')).toBe('https://es.shop.example');
  });

  test("the tag manager's script host is an origin of its own: tags.localhost locally, 'tag-manager=' in a list, else the first site's", () => {
    expect(local.tagManager).toBe('http://tags.localhost:4173');
    expect(local.list.some((entry) => entry.origin === local.tagManager), 'no site is served there').toBe(false);
    const shop = parseOrigins('en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example,tag-manager=https://tags.example');
    expect(shop.tagManager).toBe('https://tags.example');
    expect(parseOrigins('en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example').tagManager).toBe('https://shop.example');
  });

  test("the TLS-check service's host is an origin of its own too: tls.localhost locally, 'tls-check=' in a list, else the first site's", () => {
    expect(local.tlsCheck).toBe('http://tls.localhost:4173');
    expect(local.list.some((entry) => entry.origin === local.tlsCheck), 'no site is served there').toBe(false);
    expect(parseOrigins('en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example,tls-check=https://tls.example').tlsCheck).toBe('https://tls.example');
    expect(parseOrigins('en-us=https://shop.example,es-us=https://es.shop.example,en-ca=https://ca.shop.example').tlsCheck).toBe('https://shop.example');
  });

  test.each([
    ['two TLS-check origins', 'en-us=http://a.test,es-us=http://b.test,en-ca=http://c.test,tls-check=http://t.test,tls-check=http://u.test'],
    ['two tag manager origins', 'en-us=http://a.test,es-us=http://b.test,en-ca=http://c.test,tag-manager=http://t.test,tag-manager=http://u.test'],
    ['a tag manager origin with a path', 'en-us=http://a.test,es-us=http://b.test,en-ca=http://c.test,tag-manager=http://t.test/gtm'],
    ['a site without an origin', 'en-us=http://a.test,es-us=http://b.test'],
    ['an unknown site', 'en-us=http://a.test,es-us=http://b.test,en-ca=http://c.test,fr-ca=http://d.test'],
    ['a path', 'en-us=http://a.test/shop,es-us=http://b.test,en-ca=http://c.test'],
    ['another scheme', 'en-us=ftp://a.test,es-us=http://b.test,en-ca=http://c.test'],
    ['no origin at all', 'en-us=,es-us=http://b.test,en-ca=http://c.test'],
  ])('refuses %s', (_, spec) => {
    expect(() => parseOrigins(spec)).toThrow(/LTO_DEMO_ORIGINS/);
  });
});
