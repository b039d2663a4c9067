import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import { MAX_QUERY_LENGTH } from '../data/search.js';
import { searchWords, type ListingScope } from '../data/listing-query.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';
import type { Crumb } from '../views/breadcrumb.js';
import { localized, type ViewContext } from '../views/context.js';
import { html, type Html } from '../views/html.js';
import { documentTitle } from '../views/layout.js';
import { readListingState } from '../views/listing-address.js';
import { listingRegion } from '../views/listing-region.js';
import { listingView } from '../views/listing.js';
import { normalizeStart } from '../views/paging.js';
import { gridViewOf, resultTabsOf } from './listing-choices.js';
import { renderError, renderPage, viewContext } from './render.js';

interface ListingPage {
  scope: ListingScope;
  /** The search as typed; '' on a category page. */
  q: string;
  heading: string;
  trail: readonly Crumb[];
  category: string;
  empty: Html;
}

/**
 * The category, brand and search listings (SPEC 2.6, 7.6): one page of products under the address's
 * refinements, order and size. With format=ajax the answer is the listing's region alone, which
 * <lto-product-grid> swaps in or takes new tiles from.
 */
export function listingRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, listing, compare, articles, search } = data;

  /** '– Page 2' in the title so each page of a listing has its own name. */
  const pagedTitle = (ctx: ViewContext, title: string, start: number, size: number): string =>
    start === 0 ? title : `${title} – ${ctx.text.page(Math.floor(start / size) + 1)}`;

  function answer(c: Context<AppEnv>, ctx: ViewContext, page: ListingPage) {
    const asked = readListingState(ctx.url, page.q, listing.refinementValues(), { brandPage: 'brand' in page.scope });
    const query = { scope: page.scope, refinements: asked.refinements, sort: asked.sort, currency: ctx.site.currency };
    const total = listing.count(query);
    const state = { ...asked, start: normalizeStart(asked.start, total) };
    const title = pagedTitle(ctx, page.heading, state.start, state.size);
    const sid = currentSession(c);
    const region = {
      state,
      total,
      products: total > 0 ? listing.page(query, state.start, state.size) : [],
      facets: listing.facets(query),
      priceBounds: listing.priceBounds(query),
      documentTitle: documentTitle(ctx, title),
      category: page.category,
      compareItems: sid ? compare.list(sid) : [],
      empty: page.empty,
      view: gridViewOf(c),
      tabs: resultTabsOf(c, articles, page.scope),
    };
    if (c.req.query('format') === 'ajax') return c.html(listingRegion(ctx, region), 200, { 'Cache-Control': 'private, no-cache' });
    return renderPage(c, ctx, {
      title,
      pageType: 'search',
      category: page.category,
      ...(page.category ? { currentCategory: page.category } : {}),
      ...(page.q ? { searchQuery: page.q } : {}),
      body: listingView(ctx, { ...region, heading: page.heading, trail: page.trail }),
    });
  }

  app.get('/c/:category', (c) => {
    const ctx = viewContext(c, products);
    const category = ctx.categories.find((k) => k.key === c.req.param('category'));
    if (!category) return renderError(c, ctx, 404);
    const name = localized(ctx, category.name);
    return answer(c, ctx, { scope: { category: category.key }, q: '', heading: name, trail: [{ label: name }], category: category.key, empty: html`` });
  });

  // A brand's landing page (SPEC 2.6): its products across the categories, sub-categories chosen
  // several at a time (subcatids).
  app.get('/brand/:brand', (c) => {
    const ctx = viewContext(c, products);
    const brand = listing.brandNamed(c.req.param('brand'));
    if (!brand) return renderError(c, ctx, 404);
    return answer(c, ctx, { scope: { brand }, q: '', heading: brand, trail: [{ label: brand }], category: '', empty: html`` });
  });

  app.get('/showsearch', (c) => {
    const ctx = viewContext(c, products);
    const t = ctx.text;
    const q = (c.req.query('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    // The hosted search stand-in's query suggestions are the searches shoppers made (the first page only: paging is not a search).
    if (q && !c.req.query('start') && c.req.query('format') !== 'ajax') data.hostedSearch.recordSearch(ctx.site.key, q);
    return answer(c, ctx, {
      scope: { words: searchWords(q), match: search.matchOf(q) },
      q,
      heading: q ? t.searchHeading(q) : t.searchTitle,
      trail: [{ label: t.searchTitle }],
      category: '',
      empty: q
        ? html`<p class="notice" role="status">${t.noResults(q)}</p><p>${t.searchTips}</p>`
        : html`<p class="notice">${t.emptySearch}</p>`,
    });
  });

  return app;
}
