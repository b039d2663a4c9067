import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { localized, productUrl, type ViewContext } from '../views/context.js';
import { html, type Html } from '../views/html.js';
import {
  contentPage,
  deliveryInfoFragment,
  listPage,
  sizeChartFragment,
  whatsIncludedFragment,
} from '../views/pdp-extras.js';
import { pdpExtrasText } from '../views/pdp-extras-text.js';
import { renderError, renderPage, viewContext } from './render.js';

/**
 * The product page's content pages (SPEC 2.2, 2.8): with format=ajax (SPEC 7.1) the fragment the
 * generic dialog shows; without it the full page a link navigates to when script is off. Also
 * the wishlist and gift registry pages the product page links to.
 */
export function contentRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products } = data;

  const answer = (c: Context<AppEnv>, ctx: ViewContext, title: string, fragment: Html, back?: { href: string; label: string }) =>
    c.req.query('format') === 'ajax'
      ? c.html(fragment, 200, { 'Cache-Control': 'private, no-cache' })
      : renderPage(c, ctx, { title, pageType: 'other', category: '', body: contentPage(title, fragment, back) });

  app.get('/content/size-chart', (c) => {
    const ctx = viewContext(c, products);
    return answer(c, ctx, pdpExtrasText(ctx.site.lang).sizeChart, sizeChartFragment(ctx));
  });

  app.get('/content/delivery-info', (c) => {
    const ctx = viewContext(c, products);
    return answer(c, ctx, pdpExtrasText(ctx.site.lang).deliveryInfo, deliveryInfoFragment(ctx));
  });

  app.get('/content/whats-included/:pid', (c) => {
    const ctx = viewContext(c, products);
    const t = pdpExtrasText(ctx.site.lang);
    const product = products.getProduct(c.req.param('pid'), ctx.site.currency);
    if (!product) {
      if (c.req.query('format') === 'ajax') return c.html(html`<p>${ctx.text.notFoundTitle}</p>`, 404, { 'Cache-Control': 'private, no-cache' });
      return renderError(c, ctx, 404);
    }
    const back = { href: productUrl(product.pid), label: `${t.backToProduct}: ${localized(ctx, product.name)}` };
    return answer(c, ctx, t.whatsIncluded, whatsIncludedFragment(ctx, product), back);
  });

  for (const [path, page] of [
    ['/wishlist', 'wishlist'],
    ['/gift-registry', 'registry'],
  ] as const) {
    app.get(path, (c) => {
      const ctx = viewContext(c, products);
      const t = pdpExtrasText(ctx.site.lang);
      const pid = c.req.query('pid');
      const product = pid ? products.getProduct(pid, ctx.site.currency) : undefined;
      const [title, body] = page === 'wishlist' ? [t.wishlistTitle, t.wishlistBody] : [t.registryTitle, t.registryBody];
      return renderPage(c, ctx, { title, pageType: 'other', category: '', body: listPage(title, body, product ?? undefined, ctx) });
    });
  }

  return app;
}
