import type { Product } from '../data/types.js';
import { getStartedPromo } from './account.js';
import { categoryUrl, localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { FIRST_ROW, productTile } from './tile.js';

/** `applyPromo`: whether the shopper is offered the lease application (views/decision.ts). */
export function homeView(ctx: ViewContext, featured: readonly Product[], { applyPromo }: { applyPromo: boolean }): Html {
  const t = ctx.text;
  return html`<div class="hero">
  <h1>${t.homeTitle}</h1>
  <p>${t.homeIntro}</p>
  ${applyPromo ? getStartedPromo(ctx) : ''}
</div>
<section aria-labelledby="categories-heading">
  <h2 id="categories-heading">${t.shopByCategory}</h2>
  <ul class="category-cards">${ctx.categories.map(
    (c) => html`<li><a href="${categoryUrl(c.key)}"><span class="category-cards__name">${localized(ctx, c.name)}</span>
      <span class="category-cards__count">${t.productCount(c.productCount)}</span></a></li>`,
  )}</ul>
</section>
<section aria-labelledby="featured-heading" data-lto-list="${t.featured}">
  <h2 id="featured-heading">${t.featured}</h2>
  <ul class="grid">${featured.map((p, i) => productTile(ctx, p, { compare: false, idx: i, itemCount: featured.length, category: '', eager: i < FIRST_ROW }))}</ul>
</section>`;
}
