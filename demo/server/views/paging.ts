import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** SPEC 2.6: listings show 20 products a page. */
export const PAGE_SIZE = 20;

/** Offset of a page that exists: a multiple of the page size, within the results. */
export function normalizeStart(asked: number, total: number): number {
  const lastPageStart = Math.max(0, Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE);
  if (!Number.isFinite(asked) || asked <= 0) return 0;
  return Math.min(Math.floor(asked / PAGE_SIZE) * PAGE_SIZE, lastPageStart);
}

/**
 * Previous / numbered / next links of pages of `size` products; hidden when every result fits on
 * one page (SPEC 2.6). Each link reloads the grid in place once <lto-product-grid> is drawn
 * (data-lto-grid-link), and is a plain link before.
 */
export function pagination(ctx: ViewContext, start: number, total: number, size: number, hrefOf: (start: number) => string): Html {
  const pages = Math.ceil(total / size);
  if (pages <= 1) return html``;
  const current = Math.floor(start / size);
  const t = ctx.text;
  return html`<nav class="pagination" aria-label="${t.pagination}">
  <ul>
    ${current > 0 ? html`<li><a href="${hrefOf((current - 1) * size)}" rel="prev" data-lto-grid-link>${t.previous}</a></li>` : ''}
    ${Array.from({ length: pages }, (_, i) =>
      html`<li><a href="${hrefOf(i * size)}" aria-label="${t.page(i + 1)}"${i === current ? html` aria-current="page"` : ''} data-lto-grid-link>${i + 1}</a></li>`,
    )}
    ${current < pages - 1 ? html`<li><a href="${hrefOf((current + 1) * size)}" rel="next" data-lto-grid-link>${t.next}</a></li>` : ''}
  </ul>
</nav>`;
}
