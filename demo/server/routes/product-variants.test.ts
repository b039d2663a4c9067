import { afterAll, describe, expect, test } from 'vitest';
import { variantStock } from '../db/seed-variant-stock.js';
import { splitQuantity } from '../data/variant-stock.js';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-variants-');
afterAll(() => app.close());

const get = (path: string, host: string = HOSTS.us, cookie?: string) => app.request('GET', path, { host, ...(cookie ? { cookie } : {}) });

/** The seeded stock of every variant, to find one of each kind. */
const variants = app.db
  .prepare<[], { pid: string; variant_pid: string; color: string; in_stock: number; s_in: number; s_pre: number; s_back: number; s_date: string | null }>(
    `SELECT v.pid, v.variant_pid, v.color, v.in_stock, s.in_stock AS s_in, s.preorder AS s_pre, s.backorder AS s_back, s.in_stock_date AS s_date
     FROM variants v JOIN variant_stock s ON s.variant_pid = v.variant_pid ORDER BY v.pid, v.position`,
  )
  .all();
const find = (test: (v: (typeof variants)[number]) => boolean) => {
  const found = variants.find(test);
  if (!found) throw new Error('the seed has no such variant');
  return found;
};

describe('the seeded variant stock', () => {
  test('every variant has one, matching its in-stock flag, with every kind of availability somewhere', () => {
    const count = app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM variants').get()!.n;
    expect(variants).toHaveLength(count);
    for (const v of variants) expect(v.s_in > 0).toBe(v.in_stock === 1);
    expect(variants.some((v) => v.in_stock === 0 && v.s_pre > 0 && v.s_date)).toBe(true);
    expect(variants.some((v) => v.in_stock === 0 && v.s_back > 0 && v.s_date)).toBe(true);
    expect(variants.some((v) => v.in_stock === 0 && v.s_pre + v.s_back === 0 && v.s_date === null)).toBe(true);
    expect(variants.some((v) => v.in_stock === 1 && v.s_back > 0)).toBe(true);
  });

  test('is deterministic', () => {
    expect(variantStock('P1001-2', true)).toEqual(variantStock('P1001-2', true));
    const v = variants[0]!;
    expect(variantStock(v.variant_pid, v.in_stock === 1)).toEqual({ in_stock: v.s_in, preorder: v.s_pre, backorder: v.s_back, in_stock_date: v.s_date });
  });

  test('a quantity splits into in stock, then pre-order, then back order, the rest not available', () => {
    expect(splitQuantity({ in_stock: 2, preorder: 0, backorder: 3, in_stock_date: '2026-02-01' }, 7)).toEqual({
      levels: { IN_STOCK: 2, PREORDER: 0, BACKORDER: 3, NOT_AVAILABLE: 2 },
      inStockDate: '2026-02-01',
    });
    expect(splitQuantity({ in_stock: 5, preorder: 0, backorder: 0, in_stock_date: null }, 1).levels).toEqual({ IN_STOCK: 1, PREORDER: 0, BACKORDER: 0, NOT_AVAILABLE: 0 });
  });
});

describe('GET /product/availability?pid=&Quantity= (getAvailability)', () => {
  test('answers the Availability response of SPEC 3.2 for the quantity, not cached', async () => {
    const v = find((x) => x.in_stock === 1 && x.s_back > 0);
    const response = await get(`/product/availability?pid=${v.variant_pid}&Quantity=${v.s_in + 1}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(await response.json()).toEqual({
      levels: { IN_STOCK: v.s_in, PREORDER: 0, BACKORDER: 1, NOT_AVAILABLE: 0 },
      inStockMsg: `${v.s_in} in stock`,
      preOrderMsg: '',
      backOrderMsg: '1 on back order',
      inStockDate: v.s_date,
    });
  });

  test.each([
    ['missing', ''],
    ['not a number', '&Quantity=abc'],
    ['0', '&Quantity=0'],
  ])('reads Quantity %s as 1', async (_case, query) => {
    const v = find((x) => x.in_stock === 1);
    const body = (await (await get(`/product/availability?pid=${v.variant_pid}${query}`)).json()) as { levels: Record<string, number> };
    expect(body.levels).toEqual({ IN_STOCK: 1, PREORDER: 0, BACKORDER: 0, NOT_AVAILABLE: 0 });
  });

  test('pre-order and not-available variants, with the server texts in Spanish on the Spanish site', async () => {
    const pre = find((x) => x.s_pre > 0);
    expect(await (await get(`/product/availability?pid=${pre.variant_pid}&Quantity=12`, HOSTS.es)).json()).toEqual({
      levels: { IN_STOCK: 0, PREORDER: 10, BACKORDER: 0, NOT_AVAILABLE: 2 },
      inStockMsg: '',
      preOrderMsg: '10 en preventa',
      backOrderMsg: '',
      inStockDate: pre.s_date,
    });
    const none = find((x) => x.in_stock === 0 && x.s_pre + x.s_back === 0);
    const body = (await (await get(`/product/availability?pid=${none.variant_pid}`)).json()) as { levels: unknown; inStockDate: string };
    expect(body.levels).toEqual({ IN_STOCK: 0, PREORDER: 0, BACKORDER: 0, NOT_AVAILABLE: 1 });
    expect(body.inStockDate).toBe('');
  });

  test('answers JSON null for a pid that names no variant (availability missing)', async () => {
    for (const query of ['?pid=NOPE', '', '?pid=P1001']) {
      const response = await get(`/product/availability${query}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('null');
    }
  });
});

describe('GET /p/{pid}/variant/{variantPid}?format=ajax (productVariant)', () => {
  test('is exactly the product content region of that variant, with fresh widget tags', async () => {
    const v = find((x) => x.in_stock === 1 && x.color !== variants.find((y) => y.pid === x.pid)?.color);
    const response = await get(`/p/${v.pid}/variant/${v.variant_pid}?format=ajax&Quantity=1&productlistid=list-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toMatch(/^<div class="pdp" id="product-content">[\s\S]*<\/div>$/);
    expect(body).not.toMatch(/<html|<head|<body|<script|<header|<footer|lto-config|breadcrumb/i);
    expect(body).toContain(`<lto-favorite pid="${v.variant_pid}" product="${v.pid}"`);
    expect(body).toContain(`<lto-availability pid="${v.variant_pid}" product="${v.pid}" quantity="1"><div class="lto-availability"><p class="lto-availability__line">In stock</p></div></lto-availability>`);
    expect(body).toContain(`<lto-variant-picker product="${v.pid}" selected="${v.variant_pid}" quantity="1"`);
    expect(body).toContain(`<a href="/p/${v.pid}?color=${v.color}" role="radio" aria-checked="true" class="lto-variant-picker__swatch">`);
    expect(body).toContain(`<lto-store-availability pid="${v.pid}"`);
  });

  test('is the same region the product page renders for that colour', async () => {
    const v = find((x) => x.in_stock === 0 && x.s_back > 0);
    // One shopper for both: the region's no-script start-lease form carries the session's token.
    const { cookie } = await app.visit();
    const fragment = await (await get(`/p/${v.pid}/variant/${v.variant_pid}?format=ajax&Quantity=3`, HOSTS.us, cookie)).text();
    const page = await (await get(`/p/${v.pid}?color=${v.color}&Quantity=3`, HOSTS.us, cookie)).text();
    expect(page).toContain(fragment);
    expect(fragment).toContain('<p class="lto-availability__line">Available on back order</p><p class="lto-availability__line">Expected in stock on ');
  });

  test('the availability lines follow the quantity: in stock, then the rest not available', async () => {
    const v = find((x) => x.in_stock === 1 && x.s_back === 0);
    const fragment = await (await get(`/p/${v.pid}/variant/${v.variant_pid}?format=ajax&Quantity=${v.s_in + 2}`)).text();
    expect(fragment).toContain(
      `<p class="lto-availability__line">${v.s_in} in stock</p><p class="lto-availability__line">The rest of the quantity you chose is not available. Please lower the quantity.</p>`,
    );
  });

  test('the picker carries every colour with its page URL and out-of-stock flag; out-of-stock links get the suffix', async () => {
    const v = find((x) => x.in_stock === 0);
    const fragment = await (await get(`/p/${v.pid}/variant/${v.variant_pid}?format=ajax`, HOSTS.es)).text();
    const variations = JSON.parse(/variations="([^"]*)"/.exec(fragment)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'")) as {
      id: string;
      label: string;
      values: { pid: string; url: string; oos: boolean; selected: boolean }[];
    }[];
    expect(variations[0]).toMatchObject({ id: 'color', label: 'Colores', display: 'swatch' });
    const own = variations[0]!.values.find((value) => value.pid === v.variant_pid)!;
    expect(own).toMatchObject({ url: `/p/${v.pid}?color=${v.color}`, oos: true, selected: true });
    expect(fragment).toMatch(/<span class="lto-variant-picker__text">[^<]+ - AGOTADO<\/span>/);
  });

  test('a product or variant that does not exist is a 404 fragment', async () => {
    expect((await get('/p/P1001/variant/P9999-1?format=ajax')).status).toBe(404);
    expect((await get('/p/NOPE/variant/P1001-1?format=ajax')).status).toBe(404);
  });

  test('without format=ajax it sends the shopper to the variant\'s page', async () => {
    const v = variants[0]!;
    const response = await get(`/p/${v.pid}/variant/${v.variant_pid}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/p/${v.pid}?color=${v.color}`);
  });

  test('does not change the quick view fragment at /p/{pid}?format=ajax', async () => {
    const body = await (await get('/p/P1001?format=ajax')).text();
    expect(body).toMatch(/^<div class="quickview">/);
  });
});

describe('the product page', () => {
  test('wraps media and info in the content region, with the picker, availability and config URLs', async () => {
    const page = await (await get('/p/P1001')).text();
    expect(page).toContain('<div class="pdp" id="product-content">');
    expect(page).toMatch(/<lto-variant-picker product="P1001" selected="P1001-\d"/);
    expect(page).toMatch(/<lto-availability pid="P1001-\d" product="P1001" quantity="1"><div class="lto-availability"><p class="lto-availability__line">/);
    expect(page).toContain('"getAvailability":"/product/availability"');
    expect(page).toContain('"productVariant":"/p/{pid}/variant/{variantPid}"');
  });
});

describe("the product page's was-prices", () => {
  const termsTag = (page: string) => page.match(/<lto-lease-terms [\s\S]*?<\/lto-lease-terms>/)![0];

  test.each([
    [HOSTS.us, 'was-monthly="60.99"', 'Was $60.99/mo.', 'Regular cash price: $557.99'],
    [HOSTS.es, 'was-monthly="60.99"', 'Antes $60.99/mes', 'Precio de contado regular: $557.99'],
    [HOSTS.ca, 'was-monthly="83.56"', 'Was C$83.56/mo.', 'Regular cash price: C$764.45'],
  ])('on %s the monthly one is the active term’s, inside <lto-lease-terms>, and only the cash one stands outside it', async (host, attribute, was, wasCash) => {
    const page = await (await get('/p/P1003', host)).text();
    const tag = termsTag(page);
    expect(tag).toContain(attribute);
    expect(tag).toContain(`<p class="lto-lease-terms__was"><s>${was}</s></p>`);
    expect(page.replace(tag, '')).not.toContain(was);
    expect(page).toContain(`<p class="pdp__was"><s>${wasCash}</s></p>`);
  });
});
