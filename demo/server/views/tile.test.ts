import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, test } from 'vitest';
import { VariantsSchema } from '../../../widgets/product-tile/variant.js';
import { createApp } from '../app.js';
import { openDatabase } from '../db/open.js';
import { generateCatalogue } from '../seed/catalogue.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-tile-'));
mkdirSync(join(dir, 'dist'), { recursive: true });
const db = openDatabase(join(dir, 'demo.sqlite'));
const app = createApp({ db, distDir: join(dir, 'dist') });

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, host = 'localhost:4173') =>
  (await app.request(`http://localhost:4173${path}`, { headers: { host } })).text();

const unescape = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Tag {
  attributes: Record<string, string>;
  body: string;
}

/** Every <lto-product-tile> of a page: its attributes and the body the server rendered in it. */
function productTiles(html: string): Tag[] {
  return [...html.matchAll(/<lto-product-tile ([^>]*)>(.*?)<\/lto-product-tile>/gs)].map(([, attributes, body]) => ({
    attributes: Object.fromEntries([...attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)])),
    body: body!,
  }));
}

describe('listing tiles', () => {
  test('each of the 20 tiles is an <lto-product-tile> whose variants the widget accepts, with the selected one rendered inside', async () => {
    const html = await get('/c/living-room?start=20');
    const tiles = productTiles(html);
    expect(tiles).toHaveLength(10);
    for (const [i, tile] of tiles.entries()) {
      const { pid, selected, idx, itemcount, cgid, layout } = tile.attributes;
      expect({ idx, itemcount, cgid, layout }).toEqual({ idx: String(20 + i), itemcount: '30', cgid: 'living-room', layout: 'monthly' });
      const variants = v.parse(VariantsSchema, JSON.parse(tile.attributes.variants!));
      expect(variants.map((variant) => variant.pid)).toEqual(variants.map((_, n) => `${pid}-${n + 1}`));
      const shown = variants.find((variant) => variant.pid === selected)!;
      expect(tile.body).toContain(`<h3 class="lto-product-tile__name"><a href="${shown.url}">`);
      expect(tile.body.match(/role="radio"/g)?.length ?? 0).toBe(variants.length > 1 ? variants.length : 0);
    }
    expect(html.match(/<lto-compare-toggle /g)).toHaveLength(10);
  });

  test('the server HTML has no style attributes (CSP: style-src self)', async () => {
    for (const path of ['/c/living-room', '/c/appliances?pricing=weekly', '/showsearch?q=sofa', '/']) {
      expect(await get(path), path).not.toMatch(/\sstyle=/);
    }
  });

  test('?pricing=weekly and ?labels=old switch the tiles, and the paging links keep them', async () => {
    const weekly = await get('/c/living-room?pricing=weekly&labels=old');
    const tiles = productTiles(weekly);
    expect(new Set(tiles.map((t) => `${t.attributes.layout} ${t.attributes['label-style']}`))).toEqual(new Set(['weekly old']));
    expect(weekly).toContain('class="lto-product-tile__pill lto-product-tile__pill--weekly');
    expect(weekly).toMatch(/Own it in \d+ weeks/);
    expect(weekly).toContain('>Show monthly prices</a>');
    expect(weekly).toContain('href="/c/living-room?pricing=weekly&amp;labels=old&amp;start=20"');
    expect(await get('/c/living-room')).toContain('href="/c/living-room?pricing=weekly">Show weekly prices</a>');
    expect(await get('/c/living-room', 'es.localhost:4173')).toContain('>Mostrar precios semanales</a>');
  });

  test('sale, promotion and stock data follow the seed: old style says ON SALE only without a promotion', async () => {
    const html = await get('/c/living-room?labels=old');
    const shown = productTiles(html).map((tile) => {
      const variants = v.parse(VariantsSchema, JSON.parse(tile.attributes.variants!));
      return { tile, variant: variants.find((variant) => variant.pid === tile.attributes.selected)! };
    });
    const onSale = shown.filter(({ variant }) => variant.onsale);
    expect(onSale.length, 'some products on sale').toBeGreaterThan(0);
    for (const { tile, variant } of onSale) {
      expect(tile.body.includes('lto-product-tile__label">ON SALE<'), variant.pid).toBe(!variant.promotionapplied);
    }
    for (const { tile, variant } of shown) expect(tile.body.includes('lto-product-tile__overlay'), variant.pid).toBe(variant.oos && !variant.express);
  });
});

describe('variant data', () => {
  test('every variant has its own pid; the colour a page shows first costs what the product does', () => {
    const { products } = generateCatalogue();
    const pids = products.flatMap((p) => p.variants.map((variant) => variant.pid));
    expect(new Set(pids).size).toBe(pids.length);
    for (const p of products) {
      const first = p.variants.find((variant) => variant.inStock) ?? p.variants[0]!;
      expect(first.surchargePercent, p.pid).toBe(0);
    }
    expect(products.some((p) => p.variants.some((variant) => variant.surchargePercent > 0))).toBe(true);
    expect(products.some((p) => p.variants.some((variant) => variant.newColor))).toBe(true);
  });

  test("the product page names and prices the colour asked for, as the tile did", async () => {
    const tile = productTiles(await get('/c/living-room')).find((t) => {
      const variants = JSON.parse(t.attributes.variants!) as { monthlypayment: string }[];
      return new Set(variants.map((variant) => variant.monthlypayment)).size > 1;
    })!;
    const variants = v.parse(VariantsSchema, JSON.parse(tile.attributes.variants!));
    const dearer = variants.reduce((a, b) => (b.monthlypayment > a.monthlypayment ? b : a));
    const page = await get(dearer.url);
    expect(page).toContain(`<h1>${dearer.name.replace(/&/g, '&amp;')}</h1>`);
    expect(page).toContain(`$${(dearer.monthlypayment / 100).toFixed(2)}/mo. for ${dearer.term} months, plus tax`);
  });
});

describe('product images', () => {
  test('a 32x32 request draws a colour chip; 500x500 the picture (4:3)', async () => {
    const chip = await get('/img/product/P1001.svg?color=brown&sw=32&sh=32');
    expect(chip).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    expect(chip).toContain('fill="#6e4b34"');
    const picture = await get('/img/product/P1001.svg?color=brown&sw=500&sh=500');
    expect(picture).toContain('viewBox="0 0 400 300"');
  });
});

describe('the express delivery text', () => {
  test("names the shopper's zip once one is set (the page opened with ?postalCode= here), and only then", async () => {
    const express = (html: string) => [...html.matchAll(/Free 2-3 day Express Delivery±[^<]*/g)].map(([text]) => text);
    const before = express(await get('/c/living-room'));
    expect(before.length, 'the listing has express products').toBeGreaterThan(0);
    expect(new Set(before)).toEqual(new Set(['Free 2-3 day Express Delivery±']));
    const after = express(await get('/c/living-room?postalCode=30303'));
    expect(new Set(after)).toEqual(new Set(['Free 2-3 day Express Delivery± to 30303']));
  });
});
