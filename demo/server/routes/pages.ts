import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { currentSession } from '../session.js';
import { variantPid } from '../data/variant-pricing.js';
import { compareView } from '../views/compare.js';
import { localized } from '../views/context.js';
import { html } from '../views/html.js';
import { offersApplication } from '../views/decision.js';
import { homeView } from '../views/home.js';
import { chosenVariant, productView } from '../views/product.js';
import { productContentOptions } from './product-content.js';
import { quickViewFragment } from '../views/quick-view.js';
import { renderError, renderPage, viewContext } from './render.js';

const FEATURED_COUNT = 8;

export function pageRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, compare, sessions, accounts } = data;

  const compareItems = (c: Context<AppEnv>) => {
    const sid = currentSession(c);
    return sid ? compare.list(sid) : [];
  };

  app.get('/', (c) => {
    const ctx = viewContext(c, products);
    const featured = products.featured(ctx.site.currency, FEATURED_COUNT);
    const email = c.get('accountEmail');
    const applyPromo = offersApplication(email ? accounts.find(email) : null);
    return renderPage(c, ctx, { title: ctx.text.homeTitle, pageType: 'storefront', category: '', body: homeView(ctx, featured, { applyPromo }) });
  });

  app.get('/p/:pid', (c) => {
    const ctx = viewContext(c, products);
    const product = products.getProduct(c.req.param('pid'), ctx.site.currency);
    // format=ajax (SPEC 7.1): the quick view fragment, whatever source / productlistid say.
    if (c.req.query('format') === 'ajax') {
      if (!product) return c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, { 'Cache-Control': 'private, no-cache' });
      // Signed in, the fragment says whether its price fits the shopper's Leasing Power: not stored.
      return c.html(quickViewFragment(ctx, product, chosenVariant(product, c.req.query('color'))), 200, { 'Cache-Control': ctx.account.email ? 'no-store' : 'private, no-cache' });
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
    const listed = compareItems(c);
    const items = listed.flatMap((entry) => {
      const product = products.getProduct(entry.productPid, ctx.site.currency);
      return product ? [{ product, variant: product.variants.find((v) => variantPid(product, v) === entry.pid) }] : [];
    });
    return renderPage(c, ctx, {
      title: ctx.text.compareTitle,
      pageType: 'compare',
      category: category?.key ?? '',
      ...(category ? { currentCategory: category.key } : {}),
      body: compareView(ctx, items, category, listed),
    });
  });

  return app;
}
