import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';
import { compareView } from '../views/compare.js';
import { localized } from '../views/context.js';
import { html } from '../views/html.js';
import { offersApplication } from '../views/decision.js';
import { homeView } from '../views/home.js';
import { listingView } from '../views/listing.js';
import { normalizeStart, PAGE_SIZE } from '../views/paging.js';
import { chosenVariant, productView } from '../views/product.js';
import { productContentOptions } from './product-content.js';
import { quickViewFragment } from '../views/quick-view.js';
import { renderError, renderPage, viewContext } from './render.js';

const FEATURED_COUNT = 8;
const MAX_QUERY_LENGTH = 200;

export function pageRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, compare, sessions, accounts } = data;

  const compareItems = (c: Context<AppEnv>) => {
    const sid = currentSession(c);
    return sid ? compare.list(sid) : [];
  };

  /** '– Page 2' in the title so each page of a listing has its own name. */
  const pagedTitle = (title: string, start: number, page: (n: number) => string): string =>
    start === 0 ? title : `${title} – ${page(start / PAGE_SIZE + 1)}`;

  app.get('/', (c) => {
    const ctx = viewContext(c, products);
    const featured = products.featured(ctx.site.currency, FEATURED_COUNT);
    const email = c.get('accountEmail');
    const applyPromo = offersApplication(email ? accounts.find(email) : null);
    return renderPage(c, ctx, { title: ctx.text.homeTitle, pageType: 'storefront', category: '', body: homeView(ctx, featured, { applyPromo }) });
  });

  app.get('/c/:category', (c) => {
    const ctx = viewContext(c, products);
    const category = ctx.categories.find((k) => k.key === c.req.param('category'));
    if (!category) return renderError(c, ctx, 404);
    const start = normalizeStart(c.req.query('start'), category.productCount);
    const page = products.categoryPage(category.key, ctx.site.currency, start, PAGE_SIZE);
    const name = localized(ctx, category.name);
    const body = listingView(ctx, {
      heading: name,
      trail: [{ label: name }],
      page,
      start,
      barCategory: category.key,
      compareItems: compareItems(c),
      empty: html``,
    });
    return renderPage(c, ctx, {
      title: pagedTitle(name, start, ctx.text.page),
      pageType: 'search',
      category: category.key,
      currentCategory: category.key,
      body,
    });
  });

  app.get('/showsearch', (c) => {
    const ctx = viewContext(c, products);
    const t = ctx.text;
    const q = (c.req.query('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const start = normalizeStart(c.req.query('start'), products.searchCount(q));
    const page = products.searchPage(q, ctx.site.currency, start, PAGE_SIZE);
    const body = listingView(ctx, {
      heading: q ? t.searchHeading(q) : t.searchTitle,
      trail: [{ label: t.searchTitle }],
      page,
      start,
      barCategory: '',
      compareItems: compareItems(c),
      empty: q
        ? html`<p class="notice" role="status">${t.noResults(q)}</p><p>${t.searchTips}</p>`
        : html`<p class="notice">${t.emptySearch}</p>`,
    });
    return renderPage(c, ctx, {
      title: pagedTitle(q ? t.searchHeading(q) : t.searchTitle, start, t.page),
      pageType: 'search',
      category: '',
      searchQuery: q,
      body,
    });
  });

  app.get('/p/:pid', (c) => {
    const ctx = viewContext(c, products);
    const product = products.getProduct(c.req.param('pid'), ctx.site.currency);
    // format=ajax (SPEC 7.1): the quick view fragment, whatever source / productlistid say.
    if (c.req.query('format') === 'ajax') {
      if (!product) return c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, { 'Cache-Control': 'private, no-cache' });
      return c.html(quickViewFragment(ctx, product), 200, { 'Cache-Control': 'private, no-cache' });
    }
    if (!product) return renderError(c, ctx, 404);
    return renderPage(c, ctx, {
      title: localized(ctx, product.name),
      pageType: 'product',
      category: product.category,
      currentCategory: product.category,
      body: productView(
        ctx,
        product,
        chosenVariant(product, c.req.query('color')),
        productContentOptions(data, product, c),
        data.recommendations.forProduct(product.pid, ctx.site.currency),
      ),
    });
  });

  app.get('/compareShow', (c) => {
    const ctx = viewContext(c, products);
    const category = ctx.categories.find((k) => k.key === c.req.query('category'));
    const items = compareItems(c).flatMap((i) => products.getProduct(i.pid, ctx.site.currency) ?? []);
    return renderPage(c, ctx, {
      title: ctx.text.compareTitle,
      pageType: 'compare',
      category: category?.key ?? '',
      ...(category ? { currentCategory: category.key } : {}),
      body: compareView(ctx, items, category),
    });
  });

  return app;
}
