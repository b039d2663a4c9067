import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-carousel-');
afterAll(() => app.close());

const get = async (path: string, host: string = HOSTS.us) => {
  const response = await app.request('GET', path, { host });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

/** The pids of the <lto-product-tile>s in a piece of HTML, in order. */
const tilePids = (html: string) => [...html.matchAll(/<lto-product-tile pid="([^"]+)"/g)].map((m) => m[1]);

/** A product's category, from its own page's config block. */
const categoryOf = async (pid: string) => configOf((await get(`/p/${pid}`)).body).page['category'];

describe('GET /products/tiles (urls.productTiles): tiles of recently viewed products', () => {
  test('answers the tiles of the known pids, in the order asked, as a fragment of div tiles without compare', async () => {
    const { status, type, body } = await get('/products/tiles?pids=P1003,NOPE,P1001,P1003&format=ajax');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(tilePids(body)).toEqual(['P1003', 'P1001']);
    expect(body).toMatch(/^<div class="tile">/);
    expect(body).not.toMatch(/<li|<html|<script|lto-config|<lto-compare-toggle|<lto-quick-view/);
    expect(body).not.toMatch(/\sstyle=|\son[a-z]+=/);
  });

  test('answers an empty fragment for no pids or only unknown or malformed ones', async () => {
    for (const query of ['', '?pids=', '?pids=NOPE', '?pids=%3Cscript%3E']) {
      const { status, body } = await get(`/products/tiles${query}`);
      expect(status).toBe(200);
      expect(body.trim()).toBe('');
    }
  });

  test('gives at most 12 tiles', async () => {
    const pids = Array.from({ length: 15 }, (_, i) => `P${1001 + i}`).join(',');
    expect(tilePids((await get(`/products/tiles?pids=${pids}`)).body)).toHaveLength(12);
  });

  test('speaks the site\'s language and currency', async () => {
    const ca = (await get('/products/tiles?pids=P1001', HOSTS.ca)).body;
    expect(ca).toContain('"currencycode":"CAD"');
    const es = (await get('/products/tiles?pids=P1001', HOSTS.es)).body;
    expect(es).toMatch(/\/mes/);
  });
});

describe('the product page', () => {
  test('registers urls.productTiles in the config block', async () => {
    expect(configOf((await get('/p/P1001')).body).urls['productTiles']).toBe('/products/tiles');
  });

  test('server-renders <lto-product-media> with four pictures per colour and the chosen colour\'s body', async () => {
    const page = (await get('/p/P1001')).body;
    const tag = /<lto-product-media product="P1001" selected="([^"]+)" name="([^"]+)" variants="([^"]+)">(.*?)<\/lto-product-media>/s.exec(page);
    expect(tag).not.toBeNull();
    const [, selected, name, json, body] = tag!;
    const variants = JSON.parse(json!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'")) as {
      pid: string;
      images: { src: string; alt: string }[];
    }[];
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(variant.images.map((image) => image.alt.split(', ').pop())).toEqual(['front view', 'side view', 'angled view', 'close-up']);
      expect(variant.images[1]!.src).toMatch(/^\/img\/product\/P1001\.svg\?color=[a-z-]+&view=side$/);
    }
    const shown = variants.find((variant) => variant.pid === selected)!;
    expect(body).toContain(`alt="${shown.images[0]!.alt.replaceAll("'", '&#x27;')}" width="800" height="600"`);
    expect(body).toContain(`role="tablist" aria-label="Images of ${name}"`);
    expect(body.match(/role="tab"/g)).toHaveLength(4);
    expect(body).not.toMatch(/<link|\sstyle=/);
  });

  test('follows ?color= and speaks Spanish on the Spanish site', async () => {
    const page = (await get('/p/P1001', HOSTS.es)).body;
    expect(page).toMatch(/<lto-product-media [^>]*>.*role="tablist" aria-label="Imágenes de [^"]+".*vista lateral/s);
  });

  test('shows a recommendations carousel of other in-stock products of its category, and a recently viewed one', async () => {
    const page = (await get('/p/P1001')).body;
    const carousel = /<lto-carousel class="pdp__carousel" label="Recommended for you" data-lto-list="Recommended for you">(.*?)<\/lto-carousel>/s.exec(page);
    expect(carousel![1]).toMatch(/^<div class="lto-carousel" role="region" aria-roledescription="carousel" aria-labelledby="recommended-heading">/);
    expect(carousel).not.toBeNull();
    const pids = tilePids(carousel![1]!);
    expect(pids.length).toBeGreaterThan(0);
    expect(pids.length).toBeLessThanOrEqual(12);
    expect(pids).not.toContain('P1001');
    const category = await categoryOf('P1001');
    for (const pid of pids.slice(0, 3)) expect(await categoryOf(pid!)).toBe(category);
    const slides = [...carousel![1]!.matchAll(/<div class="lto-carousel__slide" role="group" aria-roledescription="slide" aria-label="(\d+) of (\d+)"><div class="tile">/g)];
    expect(slides.map((slide) => `${slide[1]} of ${slide[2]}`)).toEqual(pids.map((_, at) => `${at + 1} of ${pids.length}`));
    expect(carousel![1]).not.toContain('<li');
    // In stock: some colour of every recommended product can be leased now.
    const tiles = carousel![1]!.split('<div class="tile">').slice(1);
    expect(tiles).toHaveLength(pids.length);
    for (const tile of tiles) expect(tile).toContain('"oos":"false"');
    expect(page).toContain('<lto-carousel class="pdp__carousel" label="Recently viewed" data-lto-list="Recently viewed" recently-viewed record="P1001"></lto-carousel>');
    const es = (await get('/p/P1001', HOSTS.es)).body;
    expect(es).toContain('label="Recomendados para ti"');
    expect(es).toContain('aria-label="1 de ');
    expect(es).toContain('label="Vistos recientemente"');
  });
});

describe('product pictures', () => {
  test('?view= draws the side, angle and close-up views differently from the front; an unknown view is the front', async () => {
    const front = (await get('/img/product/P1001.svg?color=navy')).body;
    const views = await Promise.all(['side', 'angle', 'detail'].map(async (view) => (await get(`/img/product/P1001.svg?view=${view}`)).body));
    expect(new Set([front, ...views]).size).toBe(4);
    expect((await get('/img/product/P1001.svg?color=navy&view=top')).body).toBe(front);
  });
});
