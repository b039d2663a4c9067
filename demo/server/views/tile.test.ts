import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { Resvg } from '@resvg/resvg-wasm';
import { createApp } from '../app.js';
import { openSeededCopy } from '../db/seeded-copy.js';
import { generateCatalogue } from '../seed/catalogue.js';
import { resvgReady } from './raster-pictures.js';
import type { specVariant } from './tile-data.js';

/** A variant of the `variants` attribute, in SPEC 3.2 fields. */
type SpecVariant = ReturnType<typeof specVariant>;
const variantsOf = (tile: Tag): SpecVariant[] => JSON.parse(tile.attributes.variants!) as SpecVariant[];

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-tile-'));
mkdirSync(join(dir, 'dist'), { recursive: true });
const db = openSeededCopy(join(dir, 'demo.sqlite'));
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
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([a-z-]+)=(?:"([^"]*)"|'([^']*)')/g)].map(([, name, quoted, single]) => [name!, unescape(quoted ?? single!)]),
    ),
    body: body!,
  }));
}

describe('listing tiles', () => {
  test('each tile is an <lto-product-tile> with its variants, and the selected one drawn inside', async () => {
    const html = await get('/c/living-room?start=20');
    const tiles = productTiles(html);
    expect(tiles).toHaveLength(20);
    for (const [i, tile] of tiles.entries()) {
      const { pid, selected, idx, itemcount, cgid, layout } = tile.attributes;
      expect({ idx, itemcount, cgid, layout }).toEqual({ idx: String(20 + i), itemcount: '110', cgid: 'living-room', layout: 'monthly' });
      const variants = variantsOf(tile);
      expect(variants.map((variant) => variant.pid)).toEqual(variants.map((_, n) => `${pid}-${n + 1}`));
      const shown = variants.find((variant) => variant.pid === selected)!;
      // SPEC 2.6: the link carries the tile's place in the list, followed before any script or not.
      expect(tile.body).toContain(`<h3 class="lto-product-tile__name"><a href="${shown.url}#start=${21 + i}">`);
      expect(tile.body.match(/role="radio"/g)?.length ?? 0).toBe(variants.length > 1 ? variants.length : 0);
    }
    expect(html.match(/<lto-compare-toggle /g)).toHaveLength(20);
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
    // In the region the grid reloads in place: a refinement made there is kept by the switch.
    expect(await get('/c/living-room?brand=Birchwood+Co.&format=ajax')).toContain('href="/c/living-room?pricing=weekly&amp;brand=Birchwood+Co.">Show weekly prices</a>');
  });

  test('sale, promotion and stock data follow the seed: old style says ON SALE only without a promotion', async () => {
    const html = await get('/c/living-room?labels=old');
    const shown = productTiles(html).map((tile) => {
      const variant = variantsOf(tile).find((variant) => variant.pid === tile.attributes.selected)!;
      return { tile, variant: { ...variant, oos: variant.oos === 'true' } };
    });
    const onSale = shown.filter(({ variant }) => variant.onsale);
    expect(onSale.length, 'some products on sale').toBeGreaterThan(0);
    for (const { tile, variant } of onSale) {
      expect(tile.body.includes('lto-product-tile__label">ON SALE<'), variant.pid).toBe(!variant.promotionapplied);
    }
    for (const { tile, variant } of shown) expect(tile.body.includes('lto-product-tile__overlay'), variant.pid).toBe(variant.oos && !variant.express);
  });
});

describe('the server markup of the listing islands (each widget README\'s "Server markup")', () => {
  /** A shopper who compares `pids`: their session cookie. */
  async function comparing(...pids: string[]): Promise<string> {
    let cookie = '';
    for (const pid of pids) {
      const response = await app.request(`http://localhost:4173/compare/add?pid=${pid}&category=living-room`, { headers: { host: 'localhost:4173', cookie } });
      const sid = /lto_demo_sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (sid) cookie = `lto_demo_sid=${sid}`;
    }
    return cookie;
  }
  const page = async (path: string, cookie: string) => (await app.request(`http://localhost:4173${path}`, { headers: { host: 'localhost:4173', cookie } })).text();

  test('the first row of tiles loads its images at once, at high priority; the rest lazily; the server\'s image is kept by the widget', async () => {
    for (const path of ['/c/living-room', '/c/living-room?start=20', '/']) {
      const tiles = productTiles(await get(path));
      const images = tiles.map((tile) => /<img data-lto-keep class="lto-product-tile__image" [^>]*>/.exec(tile.body)?.[0] ?? '');
      expect(images.every(Boolean), `${path}: every tile image is kept (data-lto-keep)`).toBe(true);
      images.forEach((image, i) => expect(image.includes('loading="eager" fetchpriority="high"'), `${path} #${i}`).toBe(i < 4));
      images.forEach((image, i) => expect(image.includes('loading="lazy"'), `${path} #${i}`).toBe(i >= 4));
      tiles.forEach((tile, i) => expect(tile.attributes.loading, `${path} #${i}: the widget is told`).toBe(i < 4 ? 'eager' : undefined));
    }
  });

  test("the compare page's product images, its first row and largest paint, are asked for at high priority and never lazily", async () => {
    const table = await page('/compareShow?category=living-room', await comparing('P1001', 'P1002'));
    const images = [...table.matchAll(/<table class="compare-table"[\s\S]*?<\/table>/g)].flatMap((m) => m[0].match(/<img [^>]*>/g) ?? []);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toContain('fetchpriority="high"');
      expect(image).not.toContain('loading="lazy"');
    }
  });

  test('a compare toggle is drawn checked for a product in the session\'s list, and the bar with its items', async () => {
    const listing = await get('/c/living-room');
    const [a, b, c] = [...listing.matchAll(/<lto-compare-toggle pid="([^"]+)"/g)].map((m) => m[1]!);
    const toggle = (html: string, pid: string) => new RegExp(`<lto-compare-toggle pid="${pid}"[^>]*>(.*?)</lto-compare-toggle>`).exec(html)?.[1];
    expect(toggle(listing, a!)).toMatch(/^<div class="lto-compare-toggle"><label class="lto-compare-toggle__label"><input type="checkbox" class="lto-compare-toggle__input" aria-label="Compare [^"]+"><span>Compare<\/span><\/label><\/div>$/);
    expect(listing, 'no bar drawn while nothing is compared').toMatch(/<lto-compare-bar category="living-room" items="\[\]"><\/lto-compare-bar>/);

    const one = await page('/c/living-room', await comparing(a!));
    expect(toggle(one, a!)).toContain('" checked><span>Compare</span>');
    expect(toggle(one, b!)).not.toContain('checked');
    expect(one).toMatch(/<section class="lto-compare-bar" aria-label="Compare products">/);
    expect(one).toContain('1 of 6 products selected');
    expect(one.match(/class="lto-compare-bar__slot lto-compare-bar__slot--empty"/g)).toHaveLength(5);
    expect(one).toMatch(/<button type="button" class="lto-button lto-button--primary" disabled aria-describedby="lto-compare-hint">Compare items \(1\)<\/button><span id="lto-compare-hint" class="lto-compare-bar__hint">/);

    const three = await page('/c/living-room', await comparing(a!, b!, c!));
    expect(three).toContain('<button type="button" class="lto-button lto-button--primary">Compare items (3)</button>');
    expect(three.match(/aria-label="Remove [^"]+ from compare"/g)).toHaveLength(3);
    expect([a, b, c].map((pid) => toggle(three, pid!)?.includes(' checked>'))).toEqual([true, true, true]);
  });

  test("the Canadian site spells the swatches' group as the widget does, 'Colours'", async () => {
    expect(await get('/c/living-room', 'ca.localhost:4173')).toMatch(/role="radiogroup" aria-label="Colours"/);
  });

  test('the Spanish site draws them in Spanish', async () => {
    const es = await get('/c/living-room', 'es.localhost:4173');
    expect(es).toMatch(/aria-label="Comparar [^"]+"><span>Comparar<\/span>/);
    expect(es).toMatch(/role="radiogroup" aria-label="Colores"/);
    expect(es).toMatch(/Hazlo tuyo en \d+ meses/);
    expect(es).toMatch(/\$\d+\.\d{2}\/mes por \d+ meses, más impuestos/);
    expect(es).not.toMatch(/>(Compare|Save|Quick view|Colors|Free Delivery)</);
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
    const dearer = variantsOf(tile).reduce((a, b) => (Number(b.monthlypayment) > Number(a.monthlypayment) ? b : a));
    const page = await get(dearer.url);
    expect(page).toContain(`<h1>${dearer.name.replace(/&/g, '&amp;')}</h1>`);
    expect(page).toContain(`$${dearer.monthlypayment}/mo. for ${dearer.term} months, plus tax`);
  });
});

/** The colour of the pixel at (x, y) of a PNG, read by drawing it into an SVG (resvg decodes it). */
/** A PNG's width and height, from its header. */
function pngSize(png: Uint8Array): [number, number] {
  expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

/** A PNG's pixels, as `#rrggbb` by row (drawn by resvg, which reads PNG). */
async function pixelsOf(png: Uint8Array): Promise<(x: number, y: number) => string> {
  await resvgReady();
  const [width, height] = pngSize(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${Buffer.from(png).toString('base64')}" width="${width}" height="${height}"/></svg>`;
  const rgba = new Resvg(svg).render().pixels;
  return (x, y) => `#${[...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('product images', () => {
  test('a 32x32 request draws a chip of the colour, a PNG for screens of two pixels a point', async () => {
    const response = await app.request('http://localhost:4173/img/product/P1001.svg?color=brown&sw=32&sh=32', { headers: { host: 'localhost:4173' } });
    expect(response.headers.get('content-type')).toBe('image/png');
    const chip = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(chip), 'width and height').toEqual([64, 64]);
    expect((await pixelsOf(chip))(32, 32), 'the middle: the colour').toBe('#6e4b34');
  });

  test("a larger size draws the product's picture in PNG, 4:3 within the box asked for; no size, the vector picture", async () => {
    const png = async (query: string) => {
      const response = await app.request(`http://localhost:4173/img/product/P1001.svg?color=brown&${query}`, { headers: { host: 'localhost:4173' } });
      expect(response.headers.get('content-type')).toBe('image/png');
      return new Uint8Array(await response.arrayBuffer());
    };
    const picture = await png('sw=500&sh=500');
    expect(pngSize(picture)).toEqual([500, 375]);
    expect(pngSize(await png('sw=400&sh=150'))).toEqual([200, 150]);
    // The silhouette is filled with the colour asked for; the corner is the picture's background.
    const pixel = await pixelsOf(picture);
    const colours = new Set(Array.from({ length: 375 }, (_, y) => Array.from({ length: 500 }, (_, x) => pixel(x, y))).flat());
    expect(colours.has('#6e4b34'), 'brown in it').toBe(true);
    expect(pixel(2, 2)).toBe('#f1f3f5');
    expect(await get('/img/product/P1001.svg?color=brown')).toContain('viewBox="0 0 400 300"');
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
