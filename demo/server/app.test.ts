import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createApp } from './app.js';
import { createDataAccess } from './data/index.js';
import { openSeededCopy } from './db/seeded-copy.js';
import { CONTENT_SECURITY_POLICY } from './middleware/security-headers.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-app-'));
const distDir = join(dir, 'dist');
mkdirSync(join(distDir, 'chunks'), { recursive: true });
writeFileSync(join(distDir, 'lto-widgets.js'), 'export {};\n');
writeFileSync(join(distDir, 'chunks', 'toggle-ABC123.js'), 'export {};\n');
writeFileSync(join(distDir, 'chunks', 'toggle-ABC123.js.map'), '{"version":3,"sources":[],"mappings":""}');
const db = openSeededCopy(join(dir, 'demo.sqlite'));
const app = createApp({ db, distDir });

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, host = 'localhost:4173', cookie?: string) =>
  app.request(`http://localhost:4173${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } });

const sessionCookie = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('pages', () => {
  test('send the strict CSP and the other security headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('ask for the autoloader once, at low priority, so it never competes with the first paint', async () => {
    for (const path of ['/', '/c/living-room', '/p/P1001']) {
      const page = await (await get(path)).text();
      expect(page.match(/<script[^>]*src="\/dist\/lto-widgets\.js"[^>]*>/g), path).toEqual(['<script type="module" src="/dist/lto-widgets.js" fetchpriority="low">']);
    }
  });

  test('pick the site from the host name', async () => {
    const es = await (await get('/c/living-room', 'es.localhost:4173')).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('"locale":"es-US"');
    expect(es).toMatch(/\$\d+\.\d{2}\/mes por \d+ meses, más impuestos/);
    const ca = await (await get('/c/living-room', 'ca.localhost:4173')).text();
    expect(ca).toContain('"currency":"CAD"');
    expect(ca).toMatch(/C\$\d+\.\d{2}\/mo\. for \d+ months, plus tax/);
    expect(ca).toContain('postal code');
    const other = await (await get('/', 'example.test')).text();
    expect(other).toContain('"locale":"en-US"');
  });

  test('a listing shows 20 tiles, a toggle in each, one bar and paging', async () => {
    const html = await (await get('/c/bedroom')).text();
    expect(html.match(/<lto-compare-toggle /g)).toHaveLength(20);
    expect(html.match(/<lto-compare-bar /g)).toHaveLength(1);
    expect(html).toContain('lto-compare-bar category="bedroom" items="[]"');
    expect(html).toMatch(/Viewing 20 of \d+ results/);
    expect(html).toContain('href="/c/bedroom?start=20"');
  });

  test('search finds sofas and escapes the query', async () => {
    const sofas = await (await get('/showsearch?q=sofa')).text();
    expect((sofas.match(/<lto-compare-toggle /g) ?? []).length).toBeGreaterThanOrEqual(7);
    const evil = await (await get(`/showsearch?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(evil).not.toContain('<img src=x');
    expect(evil).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('the config block cannot be closed by data', async () => {
    const html = await (await get('/')).text();
    const block = /<script type="application\/json" id="lto-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ page: { type: 'storefront' } });
    expect(block).not.toContain('<');
  });

  test('unknown categories, products and paths are 404 pages', async () => {
    for (const path of ['/c/garden', '/p/P0000', '/nowhere']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });
});

describe('compare endpoints', () => {
  test('add, keep at most 6, remove, and render the compare page', async () => {
    const first = await get('/compare/add?pid=P1001&category=living-room');
    expect(await first.json()).toEqual({ success: true });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = sessionCookie(first);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Lax/);

    expect(await (await get('/compare/add?pid=P1001&category=living-room', undefined, cookie)).json()).toEqual({ success: true });
    for (const pid of ['P1002', 'P1003', 'P1004', 'P1005', 'P1006']) {
      expect(await (await get(`/compare/add?pid=${pid}&category=living-room`, undefined, cookie)).json()).toEqual({ success: true });
    }
    expect(await (await get('/compare/add?pid=P1007&category=living-room', undefined, cookie)).json()).toEqual({
      success: false,
      error: 'full',
    });
    expect(await (await get('/compare/add?pid=NOPE&category=living-room', undefined, cookie)).json()).toEqual({
      success: false,
      error: 'unknown-product',
    });

    const listing = await (await get('/c/living-room', undefined, cookie)).text();
    const items = /<lto-compare-bar category="living-room" items="([^"]*)"/.exec(listing)?.[1] ?? '';
    const parsed = JSON.parse(items.replaceAll('&quot;', '"')) as { pid: string }[];
    expect(parsed.map((i) => i.pid)).toEqual(['P1001', 'P1002', 'P1003', 'P1004', 'P1005', 'P1006']);

    expect(await (await get('/compare/remove?pid=P1003&category=living-room', undefined, cookie)).json()).toEqual({ success: true });
    const token = /name="csrf_token" value="([^"]+)"/.exec(await (await get('/compareShow?category=living-room', undefined, cookie)).text())![1]!;
    const form = await app.request('http://localhost:4173/compare/remove-form', {
      method: 'POST',
      headers: { host: 'localhost:4173', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `pid=P1004&category=living-room&csrf_token=${token}`,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/compareShow?category=living-room');

    const page = await (await get('/compareShow?category=living-room', undefined, cookie)).text();
    expect(page.match(/<th scope="col">/g)).toHaveLength(4);
    expect(page).toContain('action="/compare/remove-form"');
  });

  test('the compare page asks for 2 products when it has fewer', async () => {
    const html = await (await get('/compareShow?category=dining')).text();
    expect(html).toContain('Choose at least 2 products');
    expect(html).toContain('href="/c/dining"');
  });
});

describe('assets', () => {
  test('dist chunks are immutable, the entry revalidates', async () => {
    const chunk = await get('/dist/chunks/toggle-ABC123.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const entry = await get('/dist/lto-widgets.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/dist/%2e%2e/demo.sqlite')).status).toBe(404);
  });

  test("a script's source map is named by a header (the build drops the comment); a script without one names none", async () => {
    const chunk = await get('/dist/chunks/toggle-ABC123.js');
    expect(chunk.headers.get('sourcemap')).toBe('toggle-ABC123.js.map');
    expect((await get(`/dist/chunks/${chunk.headers.get('sourcemap')}`)).status).toBe(200);
    expect((await get('/dist/lto-widgets.js')).headers.get('sourcemap')).toBeNull();
  });

  test('product images are drawn locally with the name as title', async () => {
    const response = await get('/img/product/P1001.svg', 'es.localhost:4173');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/<title id="title">[^<]+<\/title>/);
    expect((await get('/favicon.ico')).status).toBe(200);
  });

  test("a product's picture without a colour is in the colour its tile shows first, the first in stock", async () => {
    const { products } = createDataAccess(db);
    const product = Array.from({ length: 400 }, (_, i) => products.getProduct(`P${1001 + i}`, 'USD'))
      .flatMap((p) => p ?? [])
      .find((p) => p.variants.length > 1 && !p.variants[0]!.inStock && p.variants.some((v) => v.inStock));
    expect(product, 'a product whose first colour is out of stock').toBeDefined();
    const shown = product!.variants.find((v) => v.inStock)!;
    const svg = await (await get(`/img/product/${product!.pid}.svg`)).text();
    expect(svg).toContain(shown.color.hex);
    expect(svg).not.toContain(product!.variants[0]!.color.hex);
  });
});
