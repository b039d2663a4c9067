import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** SPEC 2.6: listings show 20 products a page. */
export const PAGE_SIZE = 20;

/** Offset of a page that exists: a multiple of the page size, within the results. */
export function normalizeStart(raw: string | undefined, total: number): number {
  const asked = Number.parseInt(raw ?? '0', 10);
  const lastPageStart = Math.max(0, Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE);
  if (!Number.isFinite(asked) || asked <= 0) return 0;
  return Math.min(Math.floor(asked / PAGE_SIZE) * PAGE_SIZE, lastPageStart);
}

function pageHref(ctx: ViewContext, start: number): string {
  const params = new URLSearchParams(ctx.url.search);
  if (start === 0) params.delete('start');
  else params.set('start', String(start));
  const query = params.toString();
  return query ? `${ctx.url.pathname}?${query}` : ctx.url.pathname;
}

/** Previous / numbered / next links; hidden when every result fits on one page. */
export function pagination(ctx: ViewContext, start: number, total: number): Html {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return html``;
  const current = Math.floor(start / PAGE_SIZE);
  const t = ctx.text;
  return html`<nav class="pagination" aria-label="${t.pagination}">
  <ul>
    ${current > 0 ? html`<li><a href="${pageHref(ctx, (current - 1) * PAGE_SIZE)}" rel="prev">${t.previous}</a></li>` : ''}
    ${Array.from({ length: pages }, (_, i) =>
      html`<li><a href="${pageHref(ctx, i * PAGE_SIZE)}" aria-label="${t.page(i + 1)}"${
        i === current ? html` aria-current="page"` : ''
      }>${i + 1}</a></li>`,
    )}
    ${current < pages - 1 ? html`<li><a href="${pageHref(ctx, (current + 1) * PAGE_SIZE)}" rel="next">${t.next}</a></li>` : ''}
  </ul>
</nav>`;
}
