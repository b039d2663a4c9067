import type { Product } from '../data/types.js';
import { formatMoney } from '../money.js';
import { activeTerm, monthlyRate } from '../pricing.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

export const money = (ctx: ViewContext, cents: number): string => formatMoney(cents, ctx.site.currency);

/** '$49.99/mo. for 18 months, plus tax' for the product's active lease term. */
export function monthlyPriceText(ctx: ViewContext, product: Product): string | null {
  const term = activeTerm(product);
  return term ? ctx.text.perMonth(money(ctx, monthlyRate(term)), term.term) : null;
}

export function ratingLine(ctx: ViewContext, product: Product): Html {
  if (product.ratingTenths === 0) return html`<p class="rating rating--none">${ctx.text.noRatings}</p>`;
  const average = (product.ratingTenths / 10).toFixed(1);
  const filled = Math.round(product.ratingTenths / 10);
  const stars = '★'.repeat(filled) + '☆'.repeat(5 - filled);
  return html`<p class="rating"><span class="rating__stars" aria-hidden="true">${stars}</span> ${ctx.text.rating(
    average,
    product.reviewCount,
  )}</p>`;
}
