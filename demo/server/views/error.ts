import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

export function errorView(ctx: ViewContext, status: 404 | 500): Html {
  const t = ctx.text;
  const [title, body] = status === 404 ? [t.notFoundTitle, t.notFoundBody] : [t.errorTitle, t.errorBody];
  return html`<h1>${title}</h1>
<p>${body}</p>
<p><a class="button" href="/">${t.continueShopping}</a></p>`;
}

export const errorTitle = (ctx: ViewContext, status: 404 | 500): string =>
  status === 404 ? ctx.text.notFoundTitle : ctx.text.errorTitle;
