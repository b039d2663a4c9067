import type { Article } from '../data/articles.js';
import { breadcrumb } from './breadcrumb.js';
import { localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** A content article's page: the page a search's articles tab links to. */
export function articleView(ctx: ViewContext, article: Article): Html {
  const title = localized(ctx, article.title);
  return html`${breadcrumb(ctx, [{ label: title }])}
<article class="content-page">
  <h1>${title}</h1>
  <p class="content-page__summary">${localized(ctx, article.summary)}</p>
  ${article.body[ctx.site.lang].map((p) => html`<p>${p}</p>`)}
</article>`;
}
