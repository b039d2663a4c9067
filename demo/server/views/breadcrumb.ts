import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home first; the last crumb is the current page and is not a link. */
export function breadcrumb(ctx: ViewContext, trail: readonly Crumb[]): Html {
  const crumbs: Crumb[] = [{ label: ctx.text.home, href: '/' }, ...trail];
  return html`<nav class="breadcrumb" aria-label="${ctx.text.breadcrumb}">
  <ol>${crumbs.map((c, i) =>
    i === crumbs.length - 1 || c.href === undefined
      ? html`<li><span aria-current="page">${c.label}</span></li>`
      : html`<li><a href="${c.href}">${c.label}</a></li>`,
  )}</ol>
</nav>`;
}
