import { Hono } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { localized } from '../views/context.js';
import { articleView } from '../views/article.js';
import { renderError, renderPage, viewContext } from './render.js';

/** The content articles' pages (/articles/{slug}), which a search's articles tab lists (SPEC 2.6). */
export function articleRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/articles/:slug', (c) => {
    const ctx = viewContext(c, data.products);
    const article = data.articles.get(c.req.param('slug'));
    if (!article) return renderError(c, ctx, 404);
    return renderPage(c, ctx, { title: localized(ctx, article.title), pageType: 'other', category: '', body: articleView(ctx, article) });
  });

  return app;
}
