import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-listing-');
afterAll(() => app.close());

const unescape = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function get(path: string, host: string = HOSTS.us) {
  const response = await app.request('GET', path, { host });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

interface Tile {
  pid: string;
  posinset: number;
  setsize: number;
  sortoos: string;
  idx: number;
  /** The shown variant's monthly payment and average rating, as the tile's variants attribute has them. */
  monthly: number;
  rating: number;
}

interface Link {
  href: string;
  label: string;
  count: number;
  current: boolean;
}

/** What a listing answer holds: the region's data, its articles and tiles, the refinement groups and the other links. */
function listingOf(body: string) {
  const region = /<div class="listing" data-lto-grid-region(?: data-category="([^"]+)")? data-total="(\d+)" data-shown="(\d+)" data-title="([^"]*)">/.exec(body);
  if (!region) throw new Error('no listing region in the answer');
  const tiles = [...body.matchAll(/<article class="tile" aria-posinset="(\d+)" aria-setsize="(\d+)" aria-labelledby="tile-([^"]+)-name">\s*<span id="tile-\3-name" hidden>[^<]*<\/span>\s*<lto-product-tile ([^>]*)>/g)].map(
    ([, posinset, setsize, pid, attributes]): Tile => {
      // JSON attributes are single-quoted (views/html.ts jsonAttribute), the others double-quoted.
      const attribute = (name: string) => {
        const found = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`).exec(attributes!);
        return unescape(found?.[1] ?? found?.[2] ?? '');
      };
      const variants = JSON.parse(attribute('variants')) as { pid: string; monthlypayment: string; bvaveragerating: string }[];
      const shown = variants.find((v) => v.pid === attribute('selected'))!;
      return {
        pid: pid!,
        posinset: Number(posinset),
        setsize: Number(setsize),
        sortoos: attribute('sortoos'),
        idx: Number(attribute('idx')),
        monthly: Number(shown.monthlypayment),
        rating: Number(shown.bvaveragerating),
      };
    },
  );
  const groups = Object.fromEntries(
    [...body.matchAll(/<details class="refinements__group"(?: open)?>\s*<summary>([^<]+)<\/summary>\s*<ul>(.*?)<\/ul>/gs)].map(([, name, list]) => [
      unescape(name!),
      [...list!.matchAll(/<li><a href="([^"]+)"( aria-current="true")? data-lto-grid-link>([^<]+) <span class="refinements__count">\((\d+)\)<\/span><\/a><\/li>/g)].map(
        ([, href, current, label, count]): Link => ({ href: unescape(href!), label: unescape(label!), count: Number(count), current: current !== undefined }),
      ),
    ]),
  ) as Record<string, Link[]>;
  const options = (name: string) =>
    [...(new RegExp(`<select name="${name}" data-lto-grid-select>(.*?)</select>`, 's').exec(body)?.[1] ?? '').matchAll(/<option value="([^"]+)" data-href="([^"]+)"( selected)?>([^<]+)<\/option>/g)].map(
      ([, value, href, selected, label]) => ({ value: value!, href: unescape(href!), selected: selected !== undefined, label: unescape(label!) }),
    );
  return {
    category: region[1] ?? null,
    total: Number(region[2]),
    shown: Number(region[3]),
    title: unescape(region[4]!),
    count: /<p class="results-count" data-lto-grid-count>([^<]+)<\/p>/.exec(body)?.[1] ?? null,
    tiles,
    pids: tiles.map((t) => t.pid),
    groups,
    sorts: options('srule'),
    sizes: options('sz'),
    infiniteOption: /<option value="INFINITE_SCROLL">([^<]+)<\/option><\/select>/.exec(body)?.[1] ?? null,
    hidden: [...(/<form class="listing-tools"[^>]*>(.*?)<\/form>/s.exec(body)?.[1] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      unescape(value!),
    ]),
    clearAll: /<a class="refinements__clear" href="([^"]+)" data-lto-grid-link>([^<]+)<\/a>/.exec(body)?.slice(1).map(unescape) ?? null,
    more: /<p class="listing-more" data-lto-grid-more-row><a class="lto-button" href="([^"]+)" data-lto-grid-more>([^<]+)<\/a><\/p>/.exec(body)?.slice(1).map(unescape) ?? null,
    pages: [...(/<nav class="pagination"[^>]*>(.*?)<\/nav>/s.exec(body)?.[1] ?? '').matchAll(/<a href="([^"]+)"[^>]*>/g)].map(([tag, href]) => ({ href: unescape(href!), tag: tag! })),
  };
}

const listing = async (path: string, host?: string) => {
  const answer = await get(path, host);
  expect(answer.status, path).toBe(200);
  return listingOf(answer.body);
};

/** Every product of living-room in one view (110 fit in the largest size). */
const whole = (query = '') => listing(`/c/living-room?sz=200${query}`);

const inStockFirst = (tiles: readonly Tile[]) => {
  const keys = tiles.map((t) => t.sortoos).join('');
  expect(keys, 'in stock (1) before out of stock (0)').toMatch(/^1*0*$/);
  expect(keys).toContain('0');
};

const byStock = (tiles: readonly Tile[]) => [tiles.filter((t) => t.sortoos === '1'), tiles.filter((t) => t.sortoos === '0')];

describe('the listing of a category (SPEC 2.6)', () => {
  test.each([
    ['us', HOSTS.us, 'Viewing 20 of 110 results', /\$\d+\.\d{2}\/mo\. for \d+ months/],
    ['es', HOSTS.es, 'Mostrando 20 de 110 resultados', /\$\d+\.\d{2}\/mes por \d+ meses/],
    ['ca', HOSTS.ca, 'Viewing 20 of 110 results', /C\$\d+\.\d{2}\/mo\. for \d+ months/],
  ])('living-room has 110 products on the %s site, 20 in view, numbered in the feed', async (_, host, count, price) => {
    const { body } = await get('/c/living-room', host);
    const page = listingOf(body);
    expect(page.total).toBe(110);
    expect(page.shown).toBe(20);
    expect(page.count).toBe(count);
    expect(page.tiles.map((t) => [t.posinset, t.setsize, t.idx])).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, 110, i]));
    expect(body).toMatch(price);
    expect(body).toMatch(/<lto-product-grid>\s*<div class="listing" data-lto-grid-region /);
    expect(body).toMatch(/<\/lto-product-grid>\s*<lto-compare-bar /);
    expect(body).toContain('<div class="grid" role="feed" aria-busy="false" aria-labelledby="products-heading" data-lto-grid-feed>');
    expect(page.pages.map((p) => p.href)).toEqual(['/c/living-room', '/c/living-room?start=20', '/c/living-room?start=40', '/c/living-room?start=60', '/c/living-room?start=80', '/c/living-room?start=100', '/c/living-room?start=20']);
    expect(page.pages.every((p) => p.tag.includes(' data-lto-grid-link'))).toBe(true);
    expect(page.more).toEqual(['/c/living-room?sz=40', host === HOSTS.es ? 'Cargar más' : 'Load more']);
  });

  test('its title is the document title, page numbers included', async () => {
    const { body } = await get('/c/living-room');
    expect(listingOf(body).title).toBe(unescape(/<title>([^<]+)<\/title>/.exec(body)![1]!));
    expect((await listing('/c/living-room?start=40&format=ajax')).title).toBe('Living Room – Page 3 | Brightway');
    expect((await listing('/c/living-room?start=40&sz=40&format=ajax', HOSTS.es)).title).toBe('Sala – Página 2 | Brightway');
  });

  test("refinement groups start closed but for the one holding the value in force, and a 'Show filters' link at the top leads to them (<lto-refinements>'s opener)", async () => {
    const groups = (body: string) => [...body.matchAll(/<details class="refinements__group"( open)?>\s*<summary>([^<]+)<\/summary>/g)].map(([, open, name]) => `${name}${open ? ' (open)' : ''}`);
    const plain = (await get('/c/living-room')).body;
    expect(groups(plain)).toEqual(['Brand', 'Color', 'Type', 'Rating', 'Monthly Payment']);
    expect(plain).toContain('<a class="listing-bar__filters" href="#refinements-heading" data-lto-refinements-opener>Show filters</a>');
    expect(plain).toMatch(/<lto-refinements><nav class="refinements" aria-labelledby="refinements-heading">[^]*<\/nav><\/lto-refinements>/);
    const brandLink = /<summary>Brand<\/summary>\s*<ul><li><a href="([^"]+)"/.exec(plain)![1]!.replace(/&amp;/g, '&');
    expect(groups((await get(brandLink)).body)).toEqual(['Brand (open)', 'Color', 'Type', 'Rating', 'Monthly Payment']);
    expect(groups((await get('/c/living-room?pmin=40&pmax=80')).body)).toEqual(['Brand', 'Color', 'Type', 'Rating', 'Monthly Payment (open)']);
    expect((await get('/c/living-room', HOSTS.es)).body).toContain('href="#refinements-heading" data-lto-refinements-opener>Mostrar filtros</a>');
  });

  test('a search for the department finds 100+ products too, in English and Spanish', async () => {
    const en = await listing('/showsearch?q=living+room');
    expect(en.total).toBeGreaterThanOrEqual(110);
    expect(en.more?.[0]).toBe('/showsearch?q=living+room&sz=40');
    expect((await listing('/showsearch?q=sala', HOSTS.es)).total).toBeGreaterThanOrEqual(110);
    expect((await listing('/showsearch?q=sofa')).total).toBeGreaterThanOrEqual(60);
  });

  test('tiles carry sortoos 1 when some colour is in stock, 0 when none is', async () => {
    const all = (await whole()).tiles;
    const stock = new Map(
      app.db.prepare<[], { pid: string; in_stock: number }>('SELECT pid, MAX(in_stock) AS in_stock FROM variants GROUP BY pid').all().map((r) => [r.pid, r.in_stock]),
    );
    for (const tile of all) expect(tile.sortoos, tile.pid).toBe(stock.get(tile.pid) === 1 ? '1' : '0');
  });
});

describe('sort orders (srule), in stock always first', () => {
  const column = <T>(sql: string) => new Map(app.db.prepare<[], { pid: string; value: T }>(sql).all().map((r) => [r.pid, r.value]));

  test('featured (the default) is the merchandiser order; the select says so', async () => {
    const page = await whole();
    inStockFirst(page.tiles);
    const position = column<number>('SELECT pid, position AS value FROM products');
    for (const group of byStock(page.tiles)) {
      const positions = group.map((t) => position.get(t.pid)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(page.sorts.map((o) => [o.value, o.label, o.selected])).toEqual([
      ['featured', 'Featured', true],
      ['price-low-high', 'Price: low to high', false],
      ['price-high-low', 'Price: high to low', false],
      ['newest', 'Newest', false],
      ['rating', 'Top rated', false],
    ]);
    expect(page.sorts.map((o) => o.href)).toEqual([
      '/c/living-room?sz=200',
      '/c/living-room?srule=price-low-high&sz=200',
      '/c/living-room?srule=price-high-low&sz=200',
      '/c/living-room?srule=newest&sz=200',
      '/c/living-room?srule=rating&sz=200',
    ]);
  });

  test.each([
    ['price-low-high', (a: Tile, b: Tile) => a.monthly - b.monthly],
    ['price-high-low', (a: Tile, b: Tile) => b.monthly - a.monthly],
    ['rating', (a: Tile, b: Tile) => b.rating - a.rating],
  ])('%s orders by the monthly payment the tile shows, or its rating', async (srule, compare) => {
    const page = await whole(`&srule=${srule}`);
    expect(page.total).toBe(110);
    expect(page.sorts.find((o) => o.selected)?.value).toBe(srule);
    inStockFirst(page.tiles);
    for (const group of byStock(page.tiles)) {
      for (let i = 1; i < group.length; i++) expect(compare(group[i - 1]!, group[i]!), `${group[i - 1]!.pid} before ${group[i]!.pid}`).toBeLessThanOrEqual(0);
    }
    expect(new Set(page.pids)).toEqual(new Set((await whole()).pids));
  });

  test('newest orders by the day each product arrived', async () => {
    const page = await whole('&srule=newest');
    inStockFirst(page.tiles);
    const arrived = column<string>('SELECT pid, arrived_on AS value FROM products');
    for (const group of byStock(page.tiles)) {
      const days = group.map((t) => arrived.get(t.pid)!);
      expect(days).toEqual([...days].sort().reverse());
    }
    expect(new Set(page.pids).size).toBe(110);
  });

  test('the Spanish site names the orders in Spanish', async () => {
    expect((await listing('/c/living-room', HOSTS.es)).sorts.map((o) => o.label)).toEqual([
      'Destacados',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
      'Lo más nuevo',
      'Mejor calificados',
    ]);
  });
});

describe('refinements (brand, color, subcat, rating, pmin/pmax)', () => {
  /** Follows every value link of every group and compares the count shown with the total it gives. */
  async function countsHold(path: string, host?: string) {
    const page = await listing(path, host);
    const groups = Object.entries(page.groups);
    expect(groups.length).toBeGreaterThan(0);
    for (const [group, links] of groups) {
      for (const link of links.filter((l) => !l.current)) {
        expect((await listing(link.href, host)).total, `${group}: ${link.label} (${link.href})`).toBe(link.count);
      }
    }
    return page;
  }

  test('each value shows how many products it would show, on a category and a search', async () => {
    const page = await countsHold('/c/living-room');
    expect(Object.keys(page.groups)).toEqual(['Brand', 'Color', 'Type', 'Rating']);
    expect(page.groups['Brand']!.length).toBeGreaterThanOrEqual(8);
    expect(page.groups['Color']!.length).toBeGreaterThanOrEqual(10);
    expect(page.groups['Type']!.map((l) => l.label)).toEqual([
      'Sofas', 'Sectionals', 'Loveseats', 'Reclining Sofas', 'Sleeper Sofas', 'Recliners', 'Accent Chairs', 'Ottomans', 'Coffee Tables', 'End Tables', 'TV Stands',
    ]);
    expect(page.groups['Rating']!.map((l) => l.label)).toEqual(['4 stars & up', '3 stars & up', '2 stars & up', '1 star & up']);
    const ratings = page.groups['Rating']!.map((l) => l.count);
    expect(new Set(ratings).size, 'each threshold counts differently').toBe(4);
    expect(page.groups['Type']!.reduce((sum, l) => sum + l.count, 0)).toBe(110);
    expect(page.groups['Brand']!.reduce((sum, l) => sum + l.count, 0)).toBe(110);
    await countsHold('/showsearch?q=sofa');
  });

  test('under a refinement the other groups count within it, and the chosen value is marked and removes itself', async () => {
    const first = await listing('/c/living-room');
    const brand = first.groups['Brand']!.find((l) => l.label === 'Marlow & Finch')!;
    expect(brand.href).toBe('/c/living-room?brand=Marlow+%26+Finch');
    const page = await countsHold(`${brand.href}&srule=price-low-high`);
    expect(page.total).toBe(brand.count);
    const chosen = page.groups['Brand']!.filter((l) => l.current);
    expect(chosen.map((l) => [l.label, l.href])).toEqual([['Marlow & Finch', '/c/living-room?srule=price-low-high']]);
    for (const link of page.groups['Color']!) expect(link.href).toMatch(/^\/c\/living-room\?brand=Marlow\+%26\+Finch&color=[a-z-]+&srule=price-low-high$/);
    expect(page.groups['Color']!.reduce((sum, l) => sum + l.count, 0)).toBeGreaterThanOrEqual(page.total);
    expect(page.clearAll).toEqual(['/c/living-room?srule=price-low-high', 'Clear all']);
    expect(page.hidden).toEqual([['brand', 'Marlow & Finch']]);
    expect(page.sorts.map((o) => o.href)).toContain('/c/living-room?brand=Marlow+%26+Finch');
    expect(first.clearAll, 'no Clear all without a refinement').toBeNull();
  });

  test('refinements combine, and the page links, sizes and Load more keep them', async () => {
    const path = '/c/living-room?brand=Crestline&rating=3';
    const page = await listing(path);
    const brandOnly = await listing('/c/living-room?brand=Crestline');
    expect(page.total).toBeLessThan(brandOnly.total);
    expect(page.total).toBe(brandOnly.groups['Rating']!.find((l) => l.label === '3 stars & up')!.count);
    expect(page.groups['Rating']!.find((l) => l.current)?.href).toBe('/c/living-room?brand=Crestline');
    expect(page.sizes.map((o) => o.href)).toEqual(['/c/living-room?brand=Crestline&rating=3', '/c/living-room?brand=Crestline&rating=3&sz=40']);
    expect(page.hidden).toEqual([['brand', 'Crestline'], ['rating', '3']]);
    expect(page.tiles.every((t) => t.rating >= 3)).toBe(true);
  });

  test('pmin and pmax bound the monthly payment the tiles show, in the site currency', async () => {
    for (const host of [HOSTS.us, HOSTS.ca]) {
      const page = await listing('/c/living-room?pmin=40&pmax=80&sz=200', host);
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(110);
      for (const tile of page.tiles) {
        expect(tile.monthly, tile.pid).toBeGreaterThanOrEqual(40);
        expect(tile.monthly, tile.pid).toBeLessThanOrEqual(80);
      }
      expect(page.clearAll?.[0]).toBe('/c/living-room?sz=200');
    }
    const us = await listing('/c/living-room?pmin=40&pmax=80');
    const ca = await listing('/c/living-room?pmin=40&pmax=80', HOSTS.ca);
    expect(ca.total, 'C$ amounts are larger, so another set falls in the same range').not.toBe(us.total);
    expect(await listing('/c/living-room?pmin=80&pmax=40')).toEqual(await listing('/c/living-room?pmin=40&pmax=80'));
  });

  test('a sub-category label is shown as SPEC 2.6 says, and the groups are named on each site', async () => {
    const en = await listing('/c/appliances');
    expect(en.groups['Type']!.map((l) => l.label)).toContain('Washer & Dryer');
    expect(en.groups['Type']!.map((l) => l.label)).not.toContain('Washer & Dryer Sets');
    const es = await listing('/c/appliances', HOSTS.es);
    expect(Object.keys(es.groups)).toEqual(['Marca', 'Color', 'Tipo', 'Calificación']);
    expect(es.groups['Tipo']!.map((l) => l.label)).toContain('Lavadora y secadora');
    expect(es.groups['Calificación']!.map((l) => l.label)[0]).toBe('4 estrellas o más');
    expect(Object.keys((await listing('/c/living-room', HOSTS.ca)).groups)).toEqual(['Brand', 'Colour', 'Type', 'Rating']);
    const { body } = await get('/c/living-room?color=gray', HOSTS.es);
    expect(listingOf(body).clearAll?.[1]).toBe('Borrar todo');
    expect(body).toContain('>Filtrar por</h2>');
    expect(listingOf(body).groups['Color']!.find((l) => l.current)?.label).toBe('Gris');
  });

  test('a refinement that leaves nothing shows why, no feed, and the way back', async () => {
    const { body } = await get('/c/living-room?color=red');
    const page = listingOf(body);
    expect(page.total).toBe(0);
    expect(body).not.toContain('role="feed"');
    expect(page.count).toBeNull();
    expect(body).toContain('No products match all of these refinements.');
    expect(page.groups['Color']!.find((l) => l.current)).toEqual({ href: '/c/living-room', label: 'Red', count: 0, current: true });
    expect(page.clearAll?.[0]).toBe('/c/living-room');
    const search = await get('/showsearch?q=zzzz&format=ajax');
    expect(search.body).toContain('We couldn&#39;t find any products for “zzzz”.');
    expect(search.body).not.toContain('class="refinements"');
  });
});

describe('paging: sz, start and Load more', () => {
  test('sz=40 shows 40, offers 40 as chosen, and pages by 40', async () => {
    const page = await listing('/c/living-room?sz=40');
    expect(page.tiles).toHaveLength(40);
    expect(page.count).toBe('Viewing 40 of 110 results');
    expect(page.sizes.map((o) => [o.value, o.selected])).toEqual([['20', false], ['40', true]]);
    expect(page.pages.map((p) => p.href)).toEqual(['/c/living-room?sz=40', '/c/living-room?sz=40&start=40', '/c/living-room?sz=40&start=80', '/c/living-room?sz=40&start=40']);
    expect(page.more?.[0]).toBe('/c/living-room?sz=60');
    expect(page.pids).toEqual([...(await listing('/c/living-room')).pids, ...(await listing('/c/living-room?start=20')).pids]);
  });

  test("Load more's request (start=shown, sz=20, format=ajax) answers the next articles, numbered from start+1", async () => {
    const next = await listing('/c/living-room?start=20&sz=20&format=ajax');
    expect(next.tiles.map((t) => t.posinset)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    expect(next.tiles.map((t) => t.idx)).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
    expect(next.shown).toBe(40);
    expect(next.count).toBe('Viewing 40 of 110 results');
    expect(next.pids).toEqual((await listing('/c/living-room?sz=40')).pids.slice(20));
    const fewer = await listing('/c/living-room?start=100&format=ajax&srule=rating&brand=Crestline');
    expect(fewer.tiles[0]?.posinset, 'a start past the refined results: their last page').toBe(Math.floor((fewer.total - 1) / 20) * 20 + 1);
    const end = await listing('/c/living-room?start=100&format=ajax');
    expect(end.tiles.map((t) => t.posinset)).toEqual(Array.from({ length: 10 }, (_, i) => 101 + i));
    expect(end.shown).toBe(110);
    expect(end.more, 'no Load more once all are shown').toBeNull();
  });

  test('a size Load more reached is offered in the select, and shows every product up to it', async () => {
    const page = await listing('/c/living-room?sz=60');
    expect(page.tiles).toHaveLength(60);
    expect(page.sizes.map((o) => [o.value, o.selected])).toEqual([['20', false], ['40', false], ['60', true]]);
    const all = await listing('/c/living-room?sz=120');
    expect(all.tiles).toHaveLength(110);
    expect(all.more).toBeNull();
    expect(all.pages, 'pagination hidden when all are shown').toEqual([]);
  });
});

describe('the refinements in force above the results (SPEC 2.6 breadcrumb refinement values)', () => {
  const crumbsOf = (body: string) =>
    [...(/<ul class="refinement-crumbs" aria-label="([^"]+)">(.*?)<\/ul>/s.exec(body)?.[2] ?? '').matchAll(/<a href="([^"]+)" aria-label="([^"]+)" data-lto-grid-link>([^<]+) <span aria-hidden="true">×<\/span><\/a>/g)].map(
      ([, href, label, text]) => ({ href: unescape(href!), label: unescape(label!), text: unescape(text!) }),
    );

  test('one link each, taking that one back and keeping the others; none without a refinement', async () => {
    const body = (await get('/c/living-room?brand=Crestline&rating=3&pmin=40&pmax=120&srule=newest')).body;
    expect(crumbsOf(body)).toEqual([
      { href: '/c/living-room?rating=3&pmin=40&pmax=120&srule=newest', label: 'Remove Brand: Crestline', text: 'Brand: Crestline' },
      { href: '/c/living-room?brand=Crestline&pmin=40&pmax=120&srule=newest', label: 'Remove Rating: 3 stars & up', text: 'Rating: 3 stars & up' },
      { href: '/c/living-room?brand=Crestline&rating=3&srule=newest', label: 'Remove Monthly Payment: $40–$120', text: 'Monthly Payment: $40–$120' },
    ]);
    expect(crumbsOf((await get('/c/living-room')).body)).toEqual([]);
    expect(crumbsOf((await get('/c/living-room?format=ajax&brand=Crestline')).body), 'in the grid answer too').toHaveLength(1);
  });

  test("in each site's words and currency", async () => {
    const es = crumbsOf((await get('/c/living-room?brand=Crestline&pmin=40', HOSTS.es)).body);
    expect(es.map((crumb) => crumb.label)).toEqual(['Quitar Marca: Crestline', 'Quitar Pago mensual: desde $40']);
    const ca = crumbsOf((await get('/c/living-room?pmax=90', HOSTS.ca)).body);
    expect(ca.map((crumb) => crumb.text)).toEqual(['Monthly Payment: up to C$90']);
  });
});

describe('infinite scroll, currentPage and the category remembered', () => {
  test("the items-per-page select offers INFINITE_SCROLL without an address of its own (the widget turns it on in place), on each site", async () => {
    expect((await listing('/c/living-room')).infiniteOption).toBe('All, as you scroll');
    expect((await listing('/c/living-room', HOSTS.es)).infiniteOption).toBe('Todos, al desplazarte');
    const submitted = await listing('/c/living-room?sz=INFINITE_SCROLL');
    expect(submitted.tiles, 'sent without script: the first page, with Load more').toHaveLength(20);
    expect(submitted.more).not.toBeNull();
  });

  test('currentPage (SPEC 7.6) names the page when start is not given; start wins when both are', async () => {
    const third = await listing('/c/living-room?currentPage=3&format=ajax');
    expect(third.tiles[0]?.posinset).toBe(41);
    expect(third.pids).toEqual((await listing('/c/living-room?start=40')).pids);
    expect((await listing('/c/living-room?sz=40&currentPage=2')).tiles[0]?.posinset).toBe(41);
    expect((await listing('/c/living-room?start=20&currentPage=3')).tiles[0]?.posinset).toBe(21);
  });

  test('a category listing names its category for lastVisitedCategory (SPEC 2.1); a search names none', async () => {
    expect((await listing('/c/living-room')).category).toBe('living-room');
    expect((await listing('/c/living-room?format=ajax&brand=Crestline')).category).toBe('living-room');
    expect((await listing('/showsearch?q=sofa')).category).toBeNull();
  });
});

describe('format=ajax', () => {
  test.each(['/c/living-room?format=ajax', '/c/living-room?brand=Crestline&format=ajax', '/showsearch?q=sofa&format=ajax', '/showsearch?format=ajax'])(
    '%s answers the region element alone, private and revalidated',
    async (path) => {
      const { status, headers, body } = await get(path);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(headers.get('cache-control')).toBe('private, no-cache');
      expect(body).toMatch(/^<div class="listing" data-lto-grid-region(?: data-category="[^"]+")? data-total="\d+" data-shown="\d+" data-title="[^"]+">/);
      expect(body.trimEnd()).toMatch(/<\/div>$/);
      expect(body).not.toMatch(/<html|<head|<lto-product-grid|<lto-compare-bar|lto-config|<h1/);
      expect(body, 'the format is never written into a link').not.toContain('format=ajax');
    },
  );

  test('the region is the same one the full page holds', async () => {
    const page = (await get('/c/living-room?color=gray&sz=40')).body;
    const fragment = (await get('/c/living-room?color=gray&sz=40&format=ajax')).body;
    expect(page).toContain(fragment.trim());
  });
});

/** The monthly payment group: the tag's bounds, the form's hidden fields, the thumbs and the boxes, as the widget's README has them. */
function priceRangeOf(body: string) {
  const group = /<lto-price-range lower="(\d+)" upper="(\d+)"><form class="lto-price-range" method="get" action="([^"]+)">(.*?)<\/form><\/lto-price-range>/s.exec(body);
  if (!group) return null;
  const form = group[4]!;
  const attribute = (tag: string, name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  return {
    bounds: [Number(group[1]), Number(group[2])],
    action: group[3],
    hidden: [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, unescape(value!)]),
    thumbs: [...form.matchAll(/<input type="range"[^>]*>/g)].map(([tag]) => ({
      range: [Number(attribute(tag, 'min')), Number(attribute(tag, 'max'))],
      value: Number(attribute(tag, 'value')),
      label: attribute(tag, 'aria-label'),
      text: attribute(tag, 'aria-valuetext'),
      named: /\bname=/.test(tag),
    })),
    boxes: [...form.matchAll(/<label class="lto-field__label" for="([^"]+)">([^<]+)<\/label><input type="text" id="\1" [^>]*name="([^"]+)" value="([^"]*)"/g)].map(([, , label, name, value]) => [
      unescape(label!),
      name,
      value,
    ]),
    apply: /<button type="submit" class="lto-button lto-price-range__apply">([^<]+)<\/button>/.exec(form)?.[1],
  };
}

describe('the monthly payment range (SPEC 2.6, 5.4)', () => {
  test('its bounds are the lowest and highest monthly payment of the products, whatever range is in force', async () => {
    const everything = await whole();
    const monthly = everything.tiles.map((t) => t.monthly);
    const range = priceRangeOf((await get('/c/living-room')).body)!;
    expect(range.bounds).toEqual([Math.floor(Math.min(...monthly)), Math.ceil(Math.max(...monthly))]);
    expect(priceRangeOf((await get('/c/living-room?pmin=40&pmax=80')).body)!.bounds).toEqual(range.bounds);
    const brand = await whole('&brand=Crestline');
    const branded = priceRangeOf((await get('/c/living-room?brand=Crestline&pmin=40&pmax=80')).body)!;
    expect(branded.bounds, 'under the other refinements').toEqual([Math.floor(Math.min(...brand.tiles.map((t) => t.monthly))), Math.ceil(Math.max(...brand.tiles.map((t) => t.monthly)))]);
    expect((await listing(`/c/living-room?pmin=${range.bounds[0]}&pmax=${range.bounds[1]}`)).total, 'the bounds hold every product').toBe(110);
  });

  test('a GET form that keeps the other refinements and the order, never the page or the range, and works without script', async () => {
    const body = (await get('/c/living-room?brand=Crestline&srule=newest&sz=40&start=20&pmin=40&pmax=80')).body;
    const range = priceRangeOf(body)!;
    expect(range.action).toBe('/c/living-room');
    expect(range.hidden).toEqual([['brand', 'Crestline'], ['srule', 'newest'], ['sz', '40']]);
    expect(range.boxes).toEqual([['Min ($)', 'pmin', '40'], ['Max ($)', 'pmax', '80']]);
    expect(range.thumbs.map((t) => t.named), 'the thumbs send nothing').toEqual([false, false]);
    expect(range.apply).toBe('Apply');
    // What the form submits without script is a listing with that range.
    const submitted = new URLSearchParams([...range.hidden, ['pmin', '40'], ['pmax', '80']] as [string, string][]);
    const page = await listing(`${range.action}?${submitted}`);
    expect(page.total).toBe((await listing('/c/living-room?brand=Crestline&pmin=40&pmax=80')).total);
  });

  test('the thumbs stand at the range in force, said as money, within the bounds, the max above the min (a range 1 wide, as SPEC 5.4 corrects equal boxes, as it is)', async () => {
    const [lower, upper] = priceRangeOf((await get('/c/living-room')).body)!.bounds as [number, number];
    const thumbs = async (query: string) => priceRangeOf((await get(`/c/living-room${query}`)).body)!.thumbs.map((t) => [t.value, t.text]);
    expect(await thumbs('')).toEqual([[lower, `$${lower}`], [upper, `$${upper}`]]);
    expect(await thumbs('?pmin=40&pmax=80')).toEqual([[40, '$40'], [80, '$80']]);
    expect(await thumbs('?pmin=50&pmax=50')).toEqual([[50, '$50'], [51, '$51']]);
    expect(await thumbs('?pmax=99999')).toEqual([[lower, `$${lower}`], [upper, `$${upper}`]]);
    const range = priceRangeOf((await get('/c/living-room')).body)!;
    expect(range.thumbs.map((t) => [t.label, t.range])).toEqual([['Minimum monthly payment', [lower, upper]], ['Maximum monthly payment', [lower, upper]]]);
  });

  test.each([
    ['es', HOSTS.es, 'Pago mensual', ['Mín. ($)', 'Máx. ($)'], ['Pago mensual mínimo', 'Pago mensual máximo'], 'Aplicar', '$'],
    ['ca', HOSTS.ca, 'Monthly Payment', ['Min (C$)', 'Max (C$)'], ['Minimum monthly payment', 'Maximum monthly payment'], 'Apply', 'C$'],
  ])('on the %s site it speaks its language and its currency', async (_, host, group, boxes, thumbs, apply, symbol) => {
    const body = (await get('/c/living-room', host)).body;
    expect(body).toContain(`<summary>${group}</summary>`);
    const range = priceRangeOf(body)!;
    expect(range.boxes.map(([label]) => label)).toEqual(boxes);
    expect(range.thumbs.map((t) => t.label)).toEqual(thumbs);
    expect(range.thumbs.map((t) => t.text)).toEqual(range.thumbs.map((t) => `${symbol}${t.value}`));
    expect(range.apply).toBe(apply);
  });

  test('C$ payments are larger: the Canadian bounds are its own', async () => {
    const us = priceRangeOf((await get('/c/living-room')).body)!;
    const ca = priceRangeOf((await get('/c/living-room', HOSTS.ca)).body)!;
    expect(ca.bounds).not.toEqual(us.bounds);
    const everything = await listing('/c/living-room?sz=200', HOSTS.ca);
    expect(ca.bounds[1]).toBe(Math.ceil(Math.max(...everything.tiles.map((t) => t.monthly))));
  });

  test('a range that leaves nothing keeps the group, so the shopper can widen it', async () => {
    const body = (await get('/c/living-room?pmin=0&pmax=1')).body;
    expect(listingOf(body).total).toBe(0);
    expect(priceRangeOf(body)!.boxes.map(([, , value]) => value)).toEqual(['0', '1']);
  });

  test('an empty search has no range to offer', async () => {
    expect(priceRangeOf((await get('/showsearch')).body)).toBeNull();
  });
});

describe('a hand-edited address', () => {
  test.each([
    'srule=cheapest',
    'srule=',
    'srule=featured',
    'sz=7',
    'sz=-20',
    'sz=abc',
    'sz=1000',
    'sz=20.5',
    'start=-5',
    'start=abc',
    'start=1e3',
    'rating=9',
    'rating=0',
    'rating=abc',
    'pmin=-3',
    'pmax=abc',
    'pmin=1e9',
    'pmax=1234567',
    'pmin=abc',
    'pmin=',
    'pmax=-1',
    'pmin=40.5',
    'pmin=%2440',
    'pmin=0x10',
    'brand=Nope',
    'color=%3Cscript%3E',
    'subcat=garden',
    'q=x',
    'start=19',
    'sz=INFINITE_SCROLL',
    'currentPage=abc',
    'currentPage=0',
    'currentPage=-2',
    'currentPage=1',
  ])('%s gives the default listing', async (query) => {
    const [edited, plain] = await Promise.all([listing(`/c/living-room?${query}`), listing('/c/living-room')]);
    expect(edited.pids).toEqual(plain.pids);
    expect(edited.total).toBe(110);
    expect(edited.clearAll).toBeNull();
    expect(edited.hidden).toEqual([]);
  });

  test('a start past the end shows the last page', async () => {
    const page = await listing('/c/living-room?start=99999');
    expect(page.tiles[0]?.posinset).toBe(101);
    expect((await listing('/c/living-room?start=23')).tiles[0]?.posinset).toBe(21);
  });

  test('repeated values take the first; demo switches are kept by every link', async () => {
    const page = await listing('/c/living-room?brand=Crestline&brand=Oak+Hollow&pricing=weekly');
    expect(page.groups['Brand']!.find((l) => l.current)?.label).toBe('Crestline');
    expect(page.sizes[1]?.href).toBe('/c/living-room?pricing=weekly&brand=Crestline&sz=40');
    expect(page.clearAll?.[0]).toBe('/c/living-room?pricing=weekly');
    expect(page.hidden).toEqual([['pricing', 'weekly'], ['brand', 'Crestline']]);
  });
});
