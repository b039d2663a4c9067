import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { storyDelay } from '../../.storybook/story-delay';
import { getConfig, language } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { formatCents } from '../../src/pricing/money';
import { messages } from '../../widgets/product-grid/messages';
import { StoryNote } from './ListingPage';
import { PRODUCTS, type StoryProduct } from './products';
import './product-grid.css';

/**
 * The product grid stories' listing, as a platform renders it (widgets/product-grid/README.md,
 * "Server markup"), and the MSW handlers that answer its addresses with format=ajax as the demo
 * does. The listing's addresses are the story's own page with `listing=living-room` and the
 * listing's parameters: a reload of Storybook's frame after pushState still shows the story, and
 * the handlers know a listing request from Storybook's own.
 */
const LISTING_PARAMS = ['listing', 'q', 'brand', 'srule', 'sz', 'start', 'tab', 'view', 'format'];
export const PAGE_SIZE = 20;

const COLOURS = ['Gray', 'Navy', 'Sand', 'Rust', 'Olive', 'Ivory'];

/** 44 results: each product of the stories' catalogue in its colours. */
export const LISTING: readonly StoryProduct[] = COLOURS.flatMap((colour, c) =>
  PRODUCTS.map((product) => ({ ...product, pid: `${product.pid}-${c + 1}`, name: `${product.name}, ${colour}`, monthlyCents: product.monthlyCents + c * 100 })),
).slice(0, 44);

const TEXT = {
  en: {
    sortBy: 'Sort by',
    sorts: { featured: 'Featured', 'price-low-high': 'Price: low to high', 'price-high-low': 'Price: high to low' },
    perPage: 'Items per page',
    infinite: 'All, as you scroll',
    apply: 'Apply',
    refineBy: 'Refine by',
    brand: 'Brand',
    clearAll: 'Clear all',
    products: 'Products',
    loadMore: 'Load more',
    pages: 'Pages',
    page: (n: number) => `Page ${n}`,
    next: 'Next',
    perMonth: '/mo',
    none: 'No products match these refinements.',
    title: 'Living Room – Lease-to-own store',
    results: 'Results',
    productsTab: (n: number) => `Products (${n})`,
    articlesTab: (n: number) => `Articles (${n})`,
    articles: 'Articles',
    layout: 'Layout',
    views: { grid: 'Grid', wide: 'Wide' },
  },
  es: {
    sortBy: 'Ordenar por',
    sorts: { featured: 'Destacados', 'price-low-high': 'Precio: de menor a mayor', 'price-high-low': 'Precio: de mayor a menor' },
    perPage: 'Artículos por página',
    infinite: 'Todos, al desplazarte',
    apply: 'Aplicar',
    refineBy: 'Filtrar por',
    brand: 'Marca',
    clearAll: 'Borrar todo',
    products: 'Productos',
    loadMore: 'Cargar más',
    pages: 'Páginas',
    page: (n: number) => `Página ${n}`,
    next: 'Siguiente',
    perMonth: '/mes',
    none: 'Ningún producto coincide con estos filtros.',
    title: 'Sala – Tienda de arrendamiento con opción a compra',
    results: 'Resultados',
    productsTab: (n: number) => `Productos (${n})`,
    articlesTab: (n: number) => `Artículos (${n})`,
    articles: 'Artículos',
    layout: 'Vista',
    views: { grid: 'Cuadrícula', wide: 'Lista' },
  },
} as const;

type Sort = keyof (typeof TEXT)['en']['sorts'];
const SORTS = Object.keys(TEXT.en.sorts) as Sort[];

/** The address of the listing with `params`, on the story's own page. */
export function listingHref(params: Record<string, string | number | undefined>): string {
  const url = new URL(location.href);
  for (const name of LISTING_PARAMS) url.searchParams.delete(name);
  url.searchParams.set('listing', 'living-room');
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, String(value));
  return `${url.pathname}${url.search}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function article(product: StoryProduct, position: number, total: number): string {
  const config = getConfig();
  const t = TEXT[language(config)];
  const id = `tile-${product.pid}-name`;
  return `<article class="sb-tile" aria-posinset="${position}" aria-setsize="${total}" aria-labelledby="${id}">
  <img class="sb-tile__img" src="${product.img}" alt="" width="120" height="120">
  <h3 class="sb-tile__name" id="${id}"><a href="#${product.pid}">${escape(product.name)}</a></h3>
  <p class="sb-tile__brand">${escape(product.brand)}</p>
  <p class="sb-tile__price">${formatCents(product.monthlyCents, config)}${t.perMonth}</p>
  <lto-compare-toggle pid="${product.pid}" uuid="${product.uuid}" name="${escape(product.name)}" img="${product.img}" category="${product.category}"></lto-compare-toggle>
</article>`;
}

/** Whole pages, at most 200: what the platform takes as `sz`. */
const sizeOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= PAGE_SIZE && n <= 200 && n % PAGE_SIZE === 0 ? n : PAGE_SIZE;
};

/** The articles the stories' search for 'sofa' finds besides its products (SPEC 2.6's content tab). */
const ARTICLES = [
  { slug: 'caring-for-a-fabric-sofa', en: 'Caring for a fabric sofa', es: 'Cómo cuidar un sofá de tela' },
  { slug: 'measuring-for-a-sofa', en: 'Measuring your room for a sofa', es: 'Cómo medir tu sala para un sofá' },
  { slug: 'how-lease-to-own-works', en: 'How lease-to-own works', es: 'Cómo funciona el arrendamiento con opción a compra' },
];

/** The layout the platform draws: the address's (?view=), else the one the shopper chose in this visit (the grid's cookie), else the grid. */
function viewOf(params: URLSearchParams): 'grid' | 'wide' {
  const chosen = params.get('view') ?? /(?:^|; )ltoGridView=([^;]*)/.exec(document.cookie)?.[1];
  return chosen === 'wide' ? 'wide' : 'grid';
}

/** The grid / wide toggle: a link to the listing in each layout, the one shown current. */
function viewToggle(kept: Record<string, string | number | undefined>, view: 'grid' | 'wide', t: (typeof TEXT)['en' | 'es']): string {
  const link = (name: 'grid' | 'wide') =>
    `<a href="${escape(listingHref({ ...kept, view: name }))}"${name === view ? ' aria-current="true"' : ''} data-lto-grid-view="${name}">${t.views[name]}</a>`;
  return `<div class="sb-grid__views" role="group" aria-label="${t.layout}">${link('grid')}${link('wide')}</div>`;
}

/**
 * A search's products and articles tabs around its products (README "Server markup"): each tab a
 * link to the listing with that tab shown, the other panel hidden.
 */
function resultTabs(kept: Record<string, string | number | undefined>, total: number, onArticles: boolean, products: string, t: (typeof TEXT)['en' | 'es'], lang: 'en' | 'es'): string {
  return `<nav class="sb-grid__tabs" aria-label="${t.results}" data-lto-grid-tabs>
  <a id="sb-tab-products" href="${escape(listingHref(kept))}"${onArticles ? '' : ' aria-current="page"'} data-lto-grid-tab="sb-panel-products">${t.productsTab(total)}</a>
  <a id="sb-tab-content" href="${escape(listingHref({ ...kept, tab: 'content' }))}"${onArticles ? ' aria-current="page"' : ''} data-lto-grid-tab="sb-panel-content">${t.articlesTab(ARTICLES.length)}</a>
</nav>
<div class="sb-grid" id="sb-panel-products"${onArticles ? ' hidden' : ''}>${products}</div>
<div class="sb-grid__articles" id="sb-panel-content"${onArticles ? '' : ' hidden'}>
  <h2 class="lto-visually-hidden">${t.articles}</h2>
  <ul>${ARTICLES.map((a) => `<li><h3><a href="#${a.slug}">${escape(a[lang])}</a></h3></li>`).join('')}</ul>
</div>`;
}

/** The listing's region for `params` (q, start, sz, brand, srule, tab, view), in the page's language and currency. */
export function listingRegion(params: URLSearchParams): string {
  const config = getConfig();
  const t = TEXT[language(config)];
  const count = translator(messages, config);
  const brands = [...new Set(LISTING.map((product) => product.brand))];
  // A brand the listing does not carry (the 'No results' story) leaves nothing, as on the platform.
  const brand = params.get('brand') || undefined;
  const srule: Sort = SORTS.find((name) => name === params.get('srule')) ?? 'featured';
  const size = sizeOf(params.get('sz'));
  const results = LISTING.filter((product) => !brand || product.brand === brand);
  const total = results.length;
  const asked = Number(params.get('start'));
  const start = Number.isInteger(asked) && asked > 0 && asked < total ? Math.floor(asked / PAGE_SIZE) * PAGE_SIZE : 0;
  const ordered = srule === 'featured' ? results : [...results].sort((a, b) => (srule === 'price-low-high' ? 1 : -1) * (a.monthlyCents - b.monthlyCents));
  const page = ordered.slice(start, start + size);
  const shown = start + page.length;
  // The stories' search: 'sofa', which finds articles too.
  const search = params.get('q') === 'sofa';
  const kept = { q: search ? 'sofa' : undefined, brand, srule: srule === 'featured' ? undefined : srule };
  const view = viewOf(params);

  const sortOptions = SORTS.map(
    (name) => `<option value="${name}" data-href="${escape(listingHref({ ...kept, srule: name === 'featured' ? undefined : name }))}"${name === srule ? ' selected' : ''}>${t.sorts[name]}</option>`,
  ).join('');
  const sizeOptions = [20, 40]
    .map((n) => `<option value="${n}" data-href="${escape(listingHref({ ...kept, sz: n === PAGE_SIZE ? undefined : n }))}"${n === size ? ' selected' : ''}>${n}</option>`)
    .join('')
    .concat(`<option value="INFINITE_SCROLL">${t.infinite}</option>`);
  const brandLinks = brands
    .map((name) => {
      const chosen = name === brand;
      const href = listingHref({ ...kept, brand: chosen ? undefined : name });
      const n = LISTING.filter((product) => product.brand === name).length;
      return `<li><a href="${escape(href)}"${chosen ? ' aria-current="true"' : ''} data-lto-grid-link>${escape(name)} <span class="sb-grid__count">(${n})</span></a></li>`;
    })
    .join('');
  const refinements = `<nav class="sb-grid__refinements" aria-labelledby="sb-refinements-heading">
  <h2 id="sb-refinements-heading" class="sb-grid__heading">${t.refineBy}</h2>
  <details open><summary>${t.brand}</summary><ul>${brandLinks}</ul></details>
  ${brand ? `<a href="${escape(listingHref({ q: kept.q, srule: kept.srule }))}" data-lto-grid-link>${t.clearAll}</a>` : ''}
</nav>`;
  const region = (products: string) => {
    const tabs = search ? resultTabs({ ...kept, start: start || undefined }, total, params.get('tab') === 'content', products, t, language(config)) : '';
    return `<div class="listing${search ? '' : ' sb-grid'}" data-lto-grid-region data-total="${total}" data-shown="${shown}" data-title="${escape(t.title)}">${tabs || products}</div>`;
  };
  if (total === 0) return region(`${refinements}<p role="status">${t.none}</p>`);

  const pages = Math.ceil(total / PAGE_SIZE);
  const current = Math.floor(start / PAGE_SIZE);
  const pageLinks = Array.from({ length: pages }, (_, n) => {
    const href = listingHref({ ...kept, start: n ? n * PAGE_SIZE : undefined });
    return `<li><a href="${escape(href)}" aria-label="${t.page(n + 1)}"${n === current ? ' aria-current="page"' : ''} data-lto-grid-link>${n + 1}</a></li>`;
  }).join('');
  const next = current < pages - 1 ? `<li><a href="${escape(listingHref({ ...kept, start: (current + 1) * PAGE_SIZE }))}" rel="next" data-lto-grid-link>${t.next}</a></li>` : '';
  return region(`
<div class="sb-grid__bar">
  <p class="sb-grid__results" data-lto-grid-count>${count('productGrid.count', { n: shown, total })}</p>
  ${viewToggle({ ...kept, start: start || undefined }, view, t)}
  <form class="sb-grid__tools" method="get" action="${escape(listingHref({}))}">
    ${search ? '<input type="hidden" name="q" value="sofa">' : ''}
    ${brand ? `<input type="hidden" name="brand" value="${escape(brand)}">` : ''}
    <label>${t.sortBy} <select name="srule" data-lto-grid-select>${sortOptions}</select></label>
    <label>${t.perPage} <select name="sz" data-lto-grid-select>${sizeOptions}</select></label>
    <button type="submit" class="lto-button">${t.apply}</button>
  </form>
</div>
${refinements}
<h2 id="sb-products-heading" class="lto-visually-hidden">${t.products}</h2>
<div class="sb-listing__grid" role="feed" aria-busy="false" aria-labelledby="sb-products-heading" data-lto-grid-feed${view === 'wide' ? ' data-lto-grid-wide' : ''}>
${page.map((product, i) => article(product, start + i + 1, total)).join('\n')}
</div>
${shown < total ? `<p class="sb-grid__more" data-lto-grid-more-row><a class="lto-button" href="${escape(listingHref({ ...kept, sz: Math.min(shown + PAGE_SIZE, 200) }))}" data-lto-grid-more>${t.loadMore}</a></p>` : ''}
${pages > 1 ? `<nav class="pagination sb-grid__pages" aria-label="${t.pages}"><ul>${pageLinks}${next}</ul></nav>` : ''}`);
}

/** A request for the story's listing with format=ajax: its parameters; null for any other request. */
function listingRequest(request: Request): URLSearchParams | null {
  const params = new URL(request.url).searchParams;
  return params.get('listing') === 'living-room' && params.get('format') === 'ajax' ? params : null;
}

const html = (body: string, status = 200) => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' } });

/** The platform answers every listing address with its region. Other requests go on untouched. */
export const gridOk = http.get('*', ({ request }) => {
  const params = listingRequest(request);
  return params ? html(listingRegion(params)) : undefined;
});

/** 'Load more' (a request with start) takes `ms` ('infinite': for ever); reloads answer at once. */
export function gridMoreSlow(ms: number | 'infinite') {
  return http.get('*', async ({ request }) => {
    const params = listingRequest(request);
    if (!params) return undefined;
    if (params.has('start')) await storyDelay(ms);
    return html(listingRegion(params));
  });
}

/** The platform fails (HTTP 500) on every listing address: the tiles stay, with an alert and a Retry. */
export const gridFails = http.get('*', ({ request }) => (listingRequest(request) ? html('<p>Internal Server Error</p>', 500) : undefined));

/** The args of the product grid stories: what the server rendered. */
export interface ProductGridArgs {
  /** Results on the first page the server drew (`sz`): 20, or 40 after a 'load more' and a reload. */
  size: number;
  /** The brand refinement in force ('' for none). */
  brand: string;
  /** A search for 'sofa', which found articles too: the products and articles tabs. */
  search: boolean;
  /** The tab the address asks for (a search only). */
  tab: 'products' | 'content';
  /** The tiles' layout the address asks for. */
  view: 'grid' | 'wide';
}

/** A listing page: `<lto-product-grid>` around the server's region, the compare bar after it. */
export function ProductGridPage({ size, brand, search, tab, view, note }: ProductGridArgs & { note?: string | undefined }) {
  const asked = {
    q: search ? 'sofa' : undefined,
    brand: brand || undefined,
    sz: size === PAGE_SIZE ? undefined : size,
    tab: search && tab === 'content' ? tab : undefined,
    view: view === 'wide' ? view : undefined,
  };
  const params = new URLSearchParams(Object.entries({ ...asked, sz: size }).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  // The page's address is the listing's, as on the platform (Back to it loads it again).
  useState(() => history.replaceState(null, '', listingHref(asked)));
  const markup = `<lto-product-grid>${listingRegion(params)}</lto-product-grid><lto-compare-bar category="living-room" items="[]"></lto-compare-bar>`;
  return (
    <main className="sb-listing">
      <StoryNote note={note} />
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </main>
  );
}
