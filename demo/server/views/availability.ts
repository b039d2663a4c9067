import { availabilityLines } from '../../../widgets/availability/availability-lines.js';
import { messages, type MessageKey } from '../../../widgets/availability/messages.js';
import type { VariantAvailability } from '../data/variant-stock.js';
import type { Lang } from '../site.js';
import { AVAILABILITY_TEXT } from './availability-text.js';
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
  };
}

/**
 * `<lto-availability>` with the lines already written by the widget's own rules and texts, so the
 * page shows them without JavaScript and nothing moves when the island mounts.
 */
export function availabilityMessages(ctx: ViewContext, productPid: string, variantPid: string, quantity: number, availability: VariantAvailability | null): Html {
  const catalogue = messages[ctx.site.lang];
  const t = (key: MessageKey, vars: Record<string, string | number> = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  const lines = availabilityLines(availabilityAnswer(ctx.site.lang, availability), t, ctx.site.locale);
  return html`<lto-availability pid="${variantPid}" product="${productPid}" quantity="${String(quantity)}">${lines.map(
    (line) => html`<p class="availability-msg">${line}</p>`,
  )}</lto-availability>`;
}
