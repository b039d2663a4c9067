import { formatPrice, monthlyPriceText as monthlyText } from '../../../src/pricing/index.js';
import type { Product } from '../data/types.js';
import { activeQuote } from '../pricing.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** '$1,234.56' or 'C$1,234.56' for the site's currency; a dash for an amount that is not whole cents. */
export const money = (ctx: ViewContext, cents: number): string => formatPrice(cents, ctx.site) ?? '—';

/** '$49.99/mo. for 18 months, plus tax' for the product's active lease term. */
export function monthlyPriceText(ctx: ViewContext, product: Product): string | null {
  const quote = activeQuote(product);
  return (quote && monthlyText({ rate: quote.rate, months: quote.payments }, ctx.site)) ?? null;
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
