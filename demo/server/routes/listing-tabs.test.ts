/**
 * A search's products and articles tabs and the grid / wide toggle (SPEC 2.6), as the server draws
 * them for <lto-product-grid> (its README "Server markup"): links that work without script, the
 * articles' own pages, and hand-edited values that give the default listing.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-listing-tabs-');
afterAll(() => app.close());

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

async function get(path: string, { host = HOSTS.us, cookie }: { host?: string; cookie?: string } = {}) {
  const response = await app.request('GET', path, { host, ...(cookie ? { cookie } : {}) });
  return { status: response.status, body: await response.text(), setCookies: response.headers.getSetCookie() };
}

interface Tab {
  id: string;
  href: string;
  label: string;
  current: boolean;
  panel: string;
}

/** What an answer holds of the tabs, their panels, the articles listed and the layout. */
function resultsOf(body: string) {
  const nav = /<nav class="listing-tabs" aria-label="([^"]+)" data-lto-grid-tabs>(.*?)<\/nav>/s.exec(body);
  const tabs = [...(nav?.[2] ?? '').matchAll(/<a id="([^"]+)" href="([^"]+)"( aria-current="page")? data-lto-grid-tab="([^"]+)">([^<]+)<\/a>/g)].map(
    ([, id, href, current, panel, label]): Tab => ({ id: id!, href: unescape(href!), label: label!, current: current !== undefined, panel: panel! }),
  );
  const panel = (id: string) => new RegExp(`<div class="[^"]+" id="${id}"( hidden)?>`).exec(body);
  const toggle = /<div class="grid-view-toggle" role="group" aria-label="([^"]+)">(.*?)<\/div>/s.exec(body);
  return {
    tabsLabel: nav?.[1] ?? null,
    tabs,
    /** Each panel named by a tab: shown (true) or hidden (false); null when it is not there. */
    shown: Object.fromEntries(tabs.map((tab) => [tab.panel, panel(tab.panel) ? panel(tab.panel)![1] === undefined : null])),
    articles: [...body.matchAll(/<h3 class="article-card__title"><a href="([^"]+)">([^<]+)<\/a><\/h3>/g)].map(([, href, title]) => ({ href: href!, title: unescape(title!) })),
    layoutLabel: toggle?.[1] ?? null,
    layouts: [...(toggle?.[2] ?? '').matchAll(/<a href="([^"]+)"( aria-current="true")? data-lto-grid-view="([a-z]+)">([^<]+)<\/a>/g)].map(([, href, current, view, label]) => ({
      href: unescape(href!),
      current: current !== undefined,
      view: view!,
      label: label!,
    })),
    wide: /data-lto-grid-feed data-lto-grid-wide>/.test(body),
    total: Number(/data-lto-grid-region data-total="(\d+)"/.exec(body)?.[1]),
    pids: [...body.matchAll(/<article class="tile"[^>]*aria-labelledby="tile-([^"]+)-name">/g)].map(([, pid]) => pid!),
  };
}

const results = async (path: string, options?: { host?: string; cookie?: string }) => {
  const answer = await get(path, options);
  expect(answer.status, path).toBe(200);
  return resultsOf(answer.body);
};

describe("a search's products and articles tabs", () => {
  test("'sofa': the products tab shown and its panel, the articles tab a link to ?tab=content with its panel hidden", async () => {
    const page = await results('/showsearch?q=sofa');
    expect(page.tabsLabel).toBe('Results');
    expect(page.tabs).toEqual([
      { id: 'listing-tab-products', href: '/showsearch?q=sofa', label: `Products (${page.total})`, current: true, panel: 'listing-panel-products' },
      { id: 'listing-tab-content', href: '/showsearch?q=sofa&tab=content', label: 'Articles (2)', current: false, panel: 'listing-panel-content' },
    ]);
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.shown).toEqual({ 'listing-panel-products': true, 'listing-panel-content': false });
    expect(page.articles).toEqual([
      { href: '/articles/caring-for-a-fabric-sofa', title: 'Caring for a fabric sofa' },
      { href: '/articles/measuring-for-a-sofa', title: 'Measuring your room for a sofa or sectional' },
    ]);
  });

  test('tab=content shows the articles and hides the products panel, which holds the count, sort, refinements and tiles', async () => {
    const { body } = await get('/showsearch?q=sofa&tab=content');
    const page = resultsOf(body);
    expect(page.tabs.map((tab) => [tab.label.replace(/\d+/, 'n'), tab.current])).toEqual([
      ['Products (n)', false],
      ['Articles (n)', true],
    ]);
    expect(page.shown).toEqual({ 'listing-panel-products': false, 'listing-panel-content': true });
    const products = /<div class="listing" id="listing-panel-products" hidden>(.*?)<div class="listing-articles"/s.exec(body)?.[1] ?? '';
    for (const part of ['data-lto-grid-count', 'name="srule"', 'class="refinements"', 'class="listing-bar__filters"', 'grid-view-toggle', 'data-lto-grid-feed']) {
      expect(products, part).toContain(part);
    }
    expect(page.pids, 'the same products, in their hidden panel').toEqual((await results('/showsearch?q=sofa')).pids);
  });

  test('the tabs keep the refinements, order and page in force; the products panel\u2019s links ask for no tab', async () => {
    const path = '/showsearch?q=sofa&srule=rating&start=20&tab=content';
    const { body } = await get(path);
    const page = resultsOf(body);
    expect(page.tabs.map((tab) => tab.href)).toEqual(['/showsearch?q=sofa&srule=rating&start=20', '/showsearch?q=sofa&srule=rating&start=20&tab=content']);
    expect(body.match(/data-lto-grid-link/g)?.length).toBeGreaterThan(5);
    expect(body, 'no refinement, page or sort link carries the tab').not.toMatch(/href="[^"]*tab=content[^"]*" data-lto-grid-link|data-href="[^"]*tab=content/);
  });

  test('format=ajax answers the region alone, tabs and both panels in it, as the full page holds it', async () => {
    for (const query of ['q=sofa', 'q=sofa&tab=content']) {
      const fragment = (await get(`/showsearch?${query}&format=ajax`)).body;
      expect(fragment).toMatch(/^<div class="listing" data-lto-grid-region [^>]*>\s*<nav class="listing-tabs"/);
      expect(fragment).not.toMatch(/<html|<lto-product-grid|<h1/);
      expect(fragment, 'the format is never written into a link').not.toContain('format=ajax');
      expect((await get(`/showsearch?${query}`)).body).toContain(fragment.trim());
    }
  });

  test('a search that found no product still lists its articles; a category or a search without articles has no tabs', async () => {
    const lease = await results('/showsearch?q=lease');
    expect(lease.total).toBe(0);
    expect(lease.tabs.map((tab) => tab.label)).toEqual(['Products (0)', 'Articles (2)']);
    expect(lease.articles.map((a) => a.href)).toEqual(['/articles/how-lease-to-own-works', '/articles/early-purchase-options']);
    for (const path of ['/c/living-room', '/c/living-room?tab=content', '/showsearch?q=recliner', '/showsearch?q=recliner&tab=content', '/showsearch', '/showsearch?tab=content']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body, path).not.toContain('data-lto-grid-tabs');
      expect(body, path).not.toContain('listing-panel-content');
    }
  });

  test.each(['tab=', 'tab=articles', 'tab=CONTENT', 'tab=%3Cscript%3E', 'tab=products', 'tab=content&tab=products'])('%s gives the products tab', async (query) => {
    const edited = await results(`/showsearch?q=sofa&${query}`);
    if (query.startsWith('tab=content')) {
      expect(edited.tabs[1]!.current, 'the first value is taken').toBe(true);
      return;
    }
    expect(edited.tabs.map((tab) => tab.current)).toEqual([true, false]);
    expect(edited.shown).toEqual({ 'listing-panel-products': true, 'listing-panel-content': false });
    expect(edited.pids).toEqual((await results('/showsearch?q=sofa')).pids);
  });

  test.each([
    ['es', HOSTS.es, '/showsearch?q=sof%C3%A1', ['Productos', 'Artículos'], 'Resultados', 'Cómo cuidar un sofá de tela'],
    ['ca', HOSTS.ca, '/showsearch?q=sofa', ['Products', 'Articles'], 'Results', 'Caring for a fabric sofa'],
  ])('the %s site words the tabs and lists its articles, its links on its own host', async (_, host, path, labels, name, first) => {
    const page = await results(path, { host });
    expect(page.tabsLabel).toBe(name);
    expect(page.tabs.map((tab) => tab.label.replace(/ \(\d+\)$/, ''))).toEqual(labels);
    expect(page.tabs[1]!.label).toBe(`${labels[1]} (2)`);
    expect(page.tabs.every((tab) => tab.href.startsWith('/showsearch?q=sof'))).toBe(true);
    expect(page.tabs[1]!.href).toMatch(/&tab=content$/);
    expect(page.articles[0]!.title).toBe(first);
    const article = await get(page.articles[0]!.href, { host });
    expect(article.status).toBe(200);
    expect(article.body).toContain(`<h1>${first.replace(/'/g, '&#39;')}</h1>`);
  });
});

describe("an article's page", () => {
  test('has its title, summary and paragraphs in the site language; an unknown one is a 404 page', async () => {
    const en = await get('/articles/how-lease-to-own-works');
    expect(en.status).toBe(200);
    expect(en.body).toContain('<title>How lease-to-own works | Brightway</title>');
    expect(en.body).toMatch(/<article class="content-page">\s*<h1>How lease-to-own works<\/h1>/);
    expect(en.body.match(/<p>[^<]+<\/p>/g)?.length).toBeGreaterThanOrEqual(3);
    const es = await get('/articles/how-lease-to-own-works', { host: HOSTS.es });
    expect(es.body).toContain('<h1>Cómo funciona el arrendamiento con opción a compra</h1>');
    for (const path of ['/articles/nope', '/articles/%3Cscript%3E', '/articles/']) expect((await get(path)).status, path).toBe(404);
  });
});

describe('the grid / wide toggle', () => {
  test('a link per layout on the listing as it is shown, the grid current by default', async () => {
    const page = await results('/c/living-room?brand=Crestline&start=20&sz=20');
    expect(page.layoutLabel).toBe('Layout');
    expect(page.layouts).toEqual([
      { href: '/c/living-room?brand=Crestline&view=grid', current: true, view: 'grid', label: 'Grid' },
      { href: '/c/living-room?brand=Crestline&view=wide', current: false, view: 'wide', label: 'Wide' },
    ]);
    expect(page.wide).toBe(false);
    const paged = await results('/c/living-room?start=20');
    expect(paged.layouts.map((l) => l.href)).toEqual(['/c/living-room?start=20&view=grid', '/c/living-room?start=20&view=wide']);
  });

  test('view=wide draws the wide layout and keeps it for the visit in a session cookie, which the next listing reads', async () => {
    const { body, setCookies } = await get('/c/living-room?view=wide');
    const page = resultsOf(body);
    expect(page.wide).toBe(true);
    expect(page.layouts.map((l) => [l.view, l.current])).toEqual([
      ['grid', false],
      ['wide', true],
    ]);
    const cookie = setCookies.find((line) => line.startsWith('ltoGridView='));
    expect(cookie).toMatch(/^ltoGridView=wide; Path=\/; SameSite=Lax$/i);
    expect(page.pids).toEqual((await results('/c/living-room')).pids);

    const next = await results('/showsearch?q=sofa', { cookie: 'ltoGridView=wide' });
    expect(next.wide).toBe(true);
    expect((await results('/showsearch?q=sofa&format=ajax', { cookie: 'ltoGridView=wide' })).wide, 'a reload of the grid too').toBe(true);
    expect((await results('/c/living-room?view=grid', { cookie: 'ltoGridView=wide' })).wide, 'the address asks for the grid').toBe(false);
  });

  test('a format=ajax answer draws the layout asked for but keeps no choice', async () => {
    const { body, setCookies } = await get('/c/living-room?view=wide&format=ajax');
    expect(resultsOf(body).wide).toBe(true);
    expect(setCookies.filter((line) => line.startsWith('ltoGridView='))).toEqual([]);
  });

  test.each(['view=', 'view=list', 'view=WIDE', 'view=%3Cscript%3E', 'view=1'])('%s gives the default listing in the grid, and keeps no choice', async (query) => {
    const { status, body, setCookies } = await get(`/c/living-room?${query}`);
    expect(status).toBe(200);
    const page = resultsOf(body);
    expect(page.wide).toBe(false);
    expect(page.layouts.find((l) => l.current)?.view).toBe('grid');
    expect(page.pids).toEqual((await results('/c/living-room')).pids);
    expect(setCookies.filter((line) => line.startsWith('ltoGridView='))).toEqual([]);
  });

  test('a cookie that names no layout is the grid', async () => {
    expect((await results('/c/living-room', { cookie: 'ltoGridView=%3Cb%3E' })).wide).toBe(false);
  });

  test.each([
    ['es', HOSTS.es, 'Vista', ['Cuadrícula', 'Lista']],
    ['ca', HOSTS.ca, 'Layout', ['Grid', 'Wide']],
  ])('the %s site words the toggle', async (_, host, label, names) => {
    const page = await results('/c/living-room?view=wide', { host });
    expect(page.layoutLabel).toBe(label);
    expect(page.layouts.map((l) => l.label)).toEqual(names);
    expect(page.layouts.map((l) => l.href)).toEqual(['/c/living-room?view=grid', '/c/living-room?view=wide']);
    expect(page.wide).toBe(true);
  });
});
