import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.js';
import { openSeededCopy } from '../db/seeded-copy.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-quick-view-'));
mkdirSync(join(dir, 'dist'), { recursive: true });
const db = openSeededCopy(join(dir, 'demo.sqlite'));
const app = createApp({ db, distDir: join(dir, 'dist') });

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, host = 'localhost:4173') => app.request(`http://localhost:4173${path}`, { headers: { host } });

describe('GET /p/{pid}?format=ajax: the quick view fragment', () => {
  test('is the product summary without the layout: image, name, brand, lease price, today\'s payment, total cost, a link and the favourite', async () => {
    const response = await get('/p/P1001?source=search&productlistid=list-1&format=ajax');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain('trusted-types');
    const body = await response.text();
    expect(body).not.toMatch(/<html|<head|<body|<script|<header|<footer|lto-config/i);
    expect(body).toMatch(/^<div class="quickview">/);
    expect(body).toMatch(/<img class="quickview__image" src="\/img\/product\/P1001\.svg[^"]*" width="400" height="300" alt="[^"]+">/);
    expect(body).toMatch(/<h3 class="quickview__name">[^<]+<\/h3>/);
    expect(body).toMatch(/<p class="quickview__brand">Brand: [^<]+<\/p>/);
    expect(body).toMatch(/<p class="quickview__price">\$\d+\.\d{2}\/mo\. for \d+ months/);
    expect(body).toMatch(/<dt>Today&#39;s payment<\/dt><dd>\$\d+\.\d{2}<\/dd>/);
    expect(body).toMatch(/<dt>Total cost of ownership<\/dt><dd>\$[\d,]+\.\d{2}<\/dd>/);
    // The colour shown (the first in stock, as on the product's tile) and its page.
    expect(body).toMatch(/<a class="button" href="\/p\/P1001\?color=[a-z-]+">View full details<\/a>/);
    expect(body).toMatch(/<lto-favorite pid="P1001[^"]*" product="P1001" uuid="[^"]+" name="[^"]+"><div class="lto-favorite"><button type="button" role="switch" aria-checked="false" aria-label="Save [^"]+"/);
    expect(body).not.toMatch(/\sstyle=|\sid=|\son[a-z]+=/);
  });

  test('with color={key} (a tile whose swatch chose that colour links there) it shows that colour: name, image, link and favourite', async () => {
    const row = db.prepare<[], { variant_pid: string; color: string }>("SELECT variant_pid, color FROM variants WHERE pid = 'P1001' ORDER BY position DESC LIMIT 1").get()!;
    const body = await (await get(`/p/P1001?color=${row.color}&source=search&format=ajax`)).text();
    expect(body).toContain(`src="/img/product/P1001.svg?color=${row.color}"`);
    expect(body).toContain(`<a class="button" href="/p/P1001?color=${row.color}">View full details</a>`);
    expect(body).toContain(`<lto-favorite pid="${row.variant_pid}" product="P1001"`);
    const plain = await (await get('/p/P1001?format=ajax')).text();
    expect(/<h3 class="quickview__name">([^<]+)</.exec(body)![1]).not.toBe(/<h3 class="quickview__name">([^<]+)</.exec(plain)![1]);
  });

  test('speaks the site\'s language and currency', async () => {
    const es = await (await get('/p/P1001?format=ajax', 'es.localhost:4173')).text();
    expect(es).toContain('>Ver todos los detalles</a>');
    expect(es).toContain('<dt>Pago de hoy</dt>');
    const ca = await (await get('/p/P1001?format=ajax', 'ca.localhost:4173')).text();
    expect(ca).toMatch(/<p class="quickview__price">C\$\d+\.\d{2}\/mo\./);
  });

  test('answers 404 for an unknown product, and /p/{pid} without format=ajax is still the full page', async () => {
    expect((await get('/p/NOPE?format=ajax')).status).toBe(404);
    const page = await (await get('/p/P1001?source=search')).text();
    expect(page).toMatch(/^<!doctype html>/i);
    expect(page).toContain('id="lto-config"');
    expect(page).not.toContain('class="quickview"');
  });
});

describe('listing tiles', () => {
  test('carry <lto-quick-view url source name>: source=category on category pages and search on search pages', async () => {
    const category = await (await get('/c/living-room')).text();
    const tags = [...category.matchAll(/<lto-quick-view ([^>]*)>(.*?)<\/lto-quick-view>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));
    expect(tags).toHaveLength(20);
    for (const tag of tags) {
      expect(tag.attributes).toMatch(/^url="\/p\/(P\d+)" pid="\1" source="category" name="[^"]+"$/);
      // The server markup of widgets/quick-view/README.md: the button is there before any script.
      const name = /name="([^"]+)"/.exec(tag.attributes)![1]!;
      expect(tag.body).toBe(
        `<div class="lto-quick-view"><button type="button" class="lto-quick-view__open" aria-haspopup="dialog" aria-label="Quick view ${name}">Quick view</button></div>`,
      );
    }
    const search = await (await get('/showsearch?q=sofa')).text();
    expect(search).toMatch(/<lto-quick-view url="\/p\/P\d+" pid="P\d+" source="search" name="[^"]+"><div class="lto-quick-view">/);
    const es = await (await get('/c/living-room', 'es.localhost:4173')).text();
    expect(es).toMatch(/aria-label="Vista rápida de [^"]+">Vista rápida<\/button>/);
    expect(search).not.toContain('source="category"');
  });

  test('home page teasers have no quick view', async () => {
    expect(await (await get('/')).text()).not.toContain('<lto-quick-view');
  });
});

describe('the sale wording and was-price are the tile’s in the quick view and on the product page', () => {
  /** What the listing tile of `pid` shows: its sale label, badge and was-price. */
  async function tileSays(pid: string, host: string) {
    const listing = await (await get('/c/living-room?sz=200', host)).text();
    const tile = listing.match(new RegExp(`<lto-product-tile pid="${pid}"[\\s\\S]*?</lto-product-tile>`))![0];
    return {
      label: tile.match(/<p class="lto-product-tile__label">([^<]+)<\/p>/)?.[1],
      was: tile.match(/<p class="lto-product-tile__was"><s>([^<]+)<\/s><\/p>/)?.[1],
    };
  }

  test.each([['localhost:4173'], ['es.localhost:4173'], ['ca.localhost:4173']])('Dorset (P1003, on sale) on %s', async (host) => {
    const tile = await tileSays('P1003', host);
    expect(tile.label).toMatch(/^(Save|Ahorra) \d+%$/);
    expect(tile.was).toMatch(/^(Was|Antes) C?\$\d+\.\d\d\/(mo\.|mes)$/);
    const quickView = await (await get('/p/P1003?format=ajax', host)).text();
    expect(quickView).toContain(`<p class="badge">${tile.label}</p>`);
    expect(quickView).not.toMatch(/<p class="badge">(Sale|Oferta|Rebaja)<\/p>/);
    expect(quickView).toContain(`<p class="quickview__was"><s>${tile.was}</s></p>`);
    const page = await (await get('/p/P1003', host)).text();
    expect(page).toContain(`<p class="badge">${tile.label}</p>`);
    expect(page).not.toMatch(/<p class="badge">(Sale|Oferta|Rebaja)<\/p>/);
    expect(page).toContain(`<p class="lto-lease-terms__was"><s>${tile.was}</s></p>`);
  });
});
