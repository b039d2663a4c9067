import type { AvailabilityAnswer } from '../../../src/contracts/availability.js';
import type { VariantAvailability } from '../data/variant-stock.js';
import type { Lang } from '../site.js';
import { AVAILABILITY_LINES, AVAILABILITY_TEXT } from './availability-text.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** SPEC 3.2's Availability response for a variant, or null (the answer "missing" of SPEC 8). */
export function availabilityAnswer(lang: Lang, availability: VariantAvailability | null) {
  if (!availability) return null;
  const text = AVAILABILITY_TEXT[lang];
  const { levels } = availability;
  return {
    levels,
    inStockMsg: levels.IN_STOCK > 0 ? text.inStock(levels.IN_STOCK) : '',
    preOrderMsg: levels.PREORDER > 0 ? text.preOrder(levels.PREORDER) : '',
    backOrderMsg: levels.BACKORDER > 0 ? text.backOrder(levels.BACKORDER) : '',
    inStockDate: availability.inStockDate,
  } satisfies AvailabilityAnswer;
}

/** '2026-01-12' as the site's language writes a date: 'January 12, 2026', '12 de enero de 2026'. */
function stockDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The lines the page shows for a variant and quantity: one per part of the quantity (in stock,
 * pre-order, back order; the counts when the quantity is split), the expected date when not all
 * of it is in stock, and what is not available. No answer: that availability is not known.
 */
export function availabilityLines(ctx: ViewContext, availability: VariantAvailability | null): string[] {
  const t = AVAILABILITY_LINES[ctx.site.lang];
  const answer = availabilityAnswer(ctx.site.lang, availability);
  if (!answer || !availability) return [t.unknown];
  const { IN_STOCK: inStock, PREORDER: preorder, BACKORDER: backorder, NOT_AVAILABLE: notAvailable } = answer.levels;
  const split = [inStock, preorder, backorder, notAvailable].filter((n) => n > 0).length > 1;
  const lines = [
    ...(inStock > 0 ? [split ? answer.inStockMsg : t.inStock] : []),
    ...(preorder > 0 ? [split ? answer.preOrderMsg : t.preOrder] : []),
    ...(backorder > 0 ? [split ? answer.backOrderMsg : t.backOrder] : []),
  ];
  if (availability.inStockDate && preorder + backorder + notAvailable > 0) lines.push(t.inStockDate(stockDate(availability.inStockDate, ctx.site.locale)));
  if (notAvailable > 0 || inStock + preorder + backorder + notAvailable === 0) lines.push(inStock + preorder + backorder > 0 ? t.restNotAvailable : t.notAvailable);
  return lines;
}

/**
 * `<lto-availability>` with the contract's markup (README "Server markup"): the lines for the
 * shown variant and quantity, written by the page, so it shows them without JavaScript and the
 * island draws the same until the shopper asks about another variant or quantity.
 */
export function availabilityMessages(ctx: ViewContext, productPid: string, variantPid: string, quantity: number, availability: VariantAvailability | null): Html {
  return html`<lto-availability pid="${variantPid}" product="${productPid}" quantity="${String(quantity)}"><div class="lto-availability">${availabilityLines(ctx, availability).map(
    (line) => html`<p class="lto-availability__line">${line}</p>`,
  )}</div></lto-availability>`;
}
