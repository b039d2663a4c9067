import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, HOSTS } from '../test-app.js';

/**
 * A brand's landing page (SPEC 2.6): /brand/{brand} lists the brand's products across its
 * categories, with the sub-categories chosen several at a time as a pipe-separated `subcatids`
 * (add, remove, 'All types' for none; nothing appended when empty or '0').
 */
const app = createTestApp('lto-demo-brand-');
afterAll(() => app.close());

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function get(path: string, host: string = HOSTS.us) {
  const response = await app.request('GET', path, { host });
  return { status: response.status, body: await response.text() };
}

interface Value {
  label: string;
  count: number;
  current: boolean;
  /** The link's subcatids, null when it has none. */
  subcatids: string | null;
  path: string;
}

/** The page's listing: its count, tiles, and each refinement group's values. */
async function brandPage(path: string, host?: string) {
  const { status, body } = await get(path, host);
  expect(status, path).toBe(200);
  const groups = Object.fromEntries(
    [...body.matchAll(/<details class="refinements__group[^"]*"(?: open)?>\s*<summary>([^<]+)<\/summary>\s*<ul>(.*?)<\/ul>/gs)].map(([, name, list]) => [
      unescape(name!),
      [...list!.matchAll(/<li><a href="([^"]+)"( aria-current="true")? data-lto-grid-link>([^<]+) <span class="refinements__count">\((\d+)\)<\/span><\/a><\/li>/g)].map(([, href, current, label, count]): Value => {
        const url = new URL(unescape(href!), 'http://shop.test');
        return { label: unescape(label!), count: Number(count), current: current !== undefined, subcatids: url.searchParams.get('subcatids'), path: url.pathname };
      }),
    ]),
  ) as Record<string, Value[]>;
  const total = Number(/data-lto-grid-region data-total="(\d+)"/.exec(body)?.[1]);
  const form = /<form class="listing-tools"[^>]*>(.*?)<\/form>/s.exec(body)?.[1] ?? '';
  return {
    body,
    region: region(body),
    total,
    count: /<p class="results-count" data-lto-grid-count>([^<]+)<\/p>/.exec(body)?.[1] ?? null,
    heading: /<h1>([^<]+)<\/h1>/.exec(body)?.[1] ?? null,
    pids: [...body.matchAll(/<article class="tile" aria-posinset="\d+" aria-setsize="\d+" aria-labelledby="tile-([^"]+)-name">/g)].map(([, pid]) => pid!),
    groups,
    types: groups['Type'] ?? groups['Tipo'] ?? [],
    hidden: [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => `${name}=${unescape(value!)}`),
  };
}

/** The listing's region: what the page's links for this listing are (the header's are the page's own address). */
const region = (body: string) => body.slice(body.indexOf('<lto-product-grid>'), body.indexOf('</lto-product-grid>'));

const products = () => app.db.prepare<[], { pid: string; brand: string; category: string; type_key: string }>('SELECT pid, brand, category, type_key FROM products').all();
const ofBrand = (brand: string) => products().filter((p) => p.brand === brand);

describe('a brand landing page', () => {
  test.each([
    ['us', HOSTS.us, 'Type', 'All types', /^Viewing 20 of (\d+) results$/, /\$\d+\.\d{2}\/mo\./],
    ['es', HOSTS.es, 'Tipo', 'Todos los tipos', /^Mostrando 20 de (\d+) resultados$/, /\$\d+\.\d{2}\/mes/],
    ['ca', HOSTS.ca, 'Type', 'All types', /^Viewing 20 of (\d+) results$/, /C\$\d+\.\d{2}\/mo\./],
  ])("lists the brand's products across its categories on the %s site, with its sub-categories and no brand refinement", async (_, host, type, allTypes, count, price) => {
    const brand = ofBrand('Ashford Home');
    expect(new Set(brand.map((p) => p.category)).size, 'a brand of several categories').toBeGreaterThan(1);
    const page = await brandPage('/brand/ashford-home', host);
    expect(page.heading).toBe('Ashford Home');
    expect(page.total).toBe(brand.length);
    expect(page.count).toMatch(count);
    expect(page.body).toMatch(price);
    expect(page.pids.every((pid) => brand.some((p) => p.pid === pid))).toBe(true);
    expect(Object.keys(page.groups)).not.toContain(host === HOSTS.es ? 'Marca' : 'Brand');
    expect(Object.keys(page.groups)).toContain(type);
    const [generic, ...values] = page.types;
    expect(generic).toEqual({ label: allTypes, count: brand.length, current: true, subcatids: null, path: '/brand/ashford-home' });
    expect(values.length).toBe(new Set(brand.map((p) => p.type_key)).size);
    expect(values.every((v) => !v.current && v.path === '/brand/ashford-home' && v.subcatids !== null && !v.subcatids.includes('|'))).toBe(true);
    expect(page.body).toContain(`<details class="refinements__group refinements__group--several">\n<summary>${type}</summary>`);
  });

  test('choosing sub-categories adds each at the end of subcatids, a chosen one takes itself out, All types clears them', async () => {
    const brand = ofBrand('Ashford Home');
    const first = await brandPage('/brand/ashford-home');
    const sofas = first.types.find((v) => v.label === 'Sofas')!;
    expect(sofas.subcatids).toBe('sofa');

    const one = await brandPage(`/brand/ashford-home?subcatids=${sofas.subcatids}`);
    expect(one.total).toBe(brand.filter((p) => p.type_key === 'sofa').length);
    expect(one.body).toContain('<details class="refinements__group refinements__group--several" open>');
    const sectionals = one.types.find((v) => v.label === 'Sectionals')!;
    expect(sectionals.subcatids).toBe('sofa|sectional');
    expect(one.types.find((v) => v.label === 'Sofas')).toMatchObject({ current: true, subcatids: null });
    expect(one.types[0]).toMatchObject({ label: 'All types', current: false, subcatids: null });
    expect(one.hidden, 'the sort form keeps the list').toEqual(['subcatids=sofa']);

    const two = await brandPage(`/brand/ashford-home?subcatids=${encodeURIComponent(sectionals.subcatids!)}`);
    expect(two.total).toBe(brand.filter((p) => p.type_key === 'sofa' || p.type_key === 'sectional').length);
    expect(two.types.filter((v) => v.current).map((v) => v.label)).toEqual(['Sofas', 'Sectionals']);
    expect(two.types.find((v) => v.label === 'Sofas')!.subcatids).toBe('sectional');
    expect(two.types.find((v) => v.label === 'Sectionals')!.subcatids).toBe('sofa');
    expect(two.types.find((v) => v.label === 'Loveseats')!.subcatids).toBe('sofa|sectional|loveseat');
    expect(two.region).toMatch(/href="\/brand\/ashford-home\?color=[a-z-]+&amp;subcatids=sofa%7Csectional"/);
    expect(/<a class="refinements__clear" href="([^"]+)"/.exec(two.body)?.[1]).toBe('/brand/ashford-home');
    // Above the results, one crumb a type, each taking only that type out.
    const crumbs = [...(/<ul class="refinement-crumbs"[^>]*>(.*?)<\/ul>/s.exec(two.body)?.[1] ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+) <span/g)].map(([, href, text]) => ({
      text: unescape(text!),
      subcatids: new URL(unescape(href!), 'http://shop.test').searchParams.get('subcatids'),
    }));
    expect(crumbs).toEqual([
      { text: 'Type: Sofas', subcatids: 'sectional' },
      { text: 'Type: Sectionals', subcatids: 'sofa' },
    ]);
  });

  test.each(['subcatids=0', 'subcatids=', 'subcatids=%7C%7C', 'subcatids=generic', 'subcatids=nope', 'subcatids=%FF', 'brand=Crestline', 'subcat=sofa'])(
    'reads ?%s as no sub-category chosen: the whole brand, no list kept in any link',
    async (query) => {
      const page = await brandPage(`/brand/ashford-home?${query}`);
      expect(page.total).toBe(ofBrand('Ashford Home').length);
      expect(page.types[0]!.current).toBe(true);
      // Only a sub-category's own link has a list: the one id it adds.
      const lists = [...page.region.matchAll(/subcatids=([^"&]*)/g)].map(([, ids]) => ids);
      expect(lists).toEqual(page.types.slice(1).map((v) => v.subcatids));
      expect(lists.every((ids) => /^[a-z0-9-]+$/.test(ids!))).toBe(true);
      expect(page.hidden).toEqual([]);
    },
  );

  test('keeps the ids it knows of a hand-edited list, in order, once each', async () => {
    const page = await brandPage('/brand/ashford-home?subcatids=nope%7Csectional%7C%7Csofa%7Csectional%7C0');
    expect(page.types.filter((v) => v.current).map((v) => v.label)).toEqual(['Sofas', 'Sectionals']);
    expect(page.types.find((v) => v.label === 'Loveseats')!.subcatids).toBe('sectional|sofa|loveseat');
  });

  test("shows 'Washer & Dryer Sets' as 'Washer & Dryer' in English and Spanish", async () => {
    expect((await brandPage('/brand/frostline')).types.map((v) => v.label)).toContain('Washer & Dryer');
    expect((await brandPage('/brand/frostline', HOSTS.es)).types.map((v) => v.label)).toContain('Lavadora y secadora');
  });

  test('answers format=ajax with the region alone, its links without format', async () => {
    const { status, body } = await get('/brand/ashford-home?subcatids=sofa&format=ajax');
    expect(status).toBe(200);
    expect(body).toMatch(/^<div class="listing" data-lto-grid-region /);
    expect(body).not.toContain('format=ajax');
    expect(body).toContain('<lto-refinements><nav class="refinements"');
  });

  test.each(['/brand/nobody', '/brand/ashford%20home', '/brand/ASHFORD-HOME', '/brand/nobody?format=ajax'])('%s is not found', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body).toContain('<h1>');
  });

  test("the product page's brand leads to the brand's page", async () => {
    const product = ofBrand('Marlow & Finch')[0]!;
    const { body } = await get(`/p/${product.pid}`);
    expect(body).toContain('<a href="/brand/marlow-finch">Marlow &amp; Finch</a>');
    expect((await brandPage('/brand/marlow-finch')).heading).toBe('Marlow &amp; Finch');
  });

  test('a category page keeps its single sub-category and ignores subcatids', async () => {
    const { body } = await get('/c/living-room?subcat=sofa&subcatids=sectional');
    expect(region(body)).toContain(`data-total="${products().filter((p) => p.category === 'living-room' && p.type_key === 'sofa').length}"`);
    expect(region(body)).not.toContain('subcatids');
    expect(region(body)).not.toContain('refinements__group--several');
  });
});
