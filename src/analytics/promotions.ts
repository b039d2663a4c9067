import { warnOnce } from '../core/warn';
import { push } from './data-layer';
import type { Promotion } from './record-schemas';
import { watchViews } from './view-watch';

/** A banner or promo slot the server marks (README "Markup"): `data-lto-promo` is its promotion id. */
export const PROMO_SELECTOR = '[data-lto-promo]';

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** '15', '15.5', '$15.00' (an amount or a percentage, as the platform gives it): a number, else 0 with a warning. */
function discountOf(value: string | undefined): number {
  const raw = text(value).replace(/^(?:C\$|\$)/, '').replace(/%$/, '');
  if (!raw) return 0;
  const amount = /^\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(amount)) return amount;
  warnOnce('analytics: a promotion\'s data-lto-promo-discount is not a number: it counts 0');
  return 0;
}

/** SPEC 3.8's promotion data from the element's attributes, or null (one warning) without its id or name. */
export function promotionOf(element: HTMLElement): Promotion | null {
  const data = element.dataset;
  const promotionId = text(data.ltoPromo);
  const name = text(data.ltoPromoName);
  if (!promotionId || !name) {
    warnOnce('analytics: a promotion without data-lto-promo (its id) or data-lto-promo-name is not counted');
    return null;
  }
  return {
    promotion_id: promotionId,
    promo_name: name,
    creative_name: text(data.ltoPromoCreative),
    slot_position: text(data.ltoPromoSlot),
    item_id: text(data.ltoPromoItem),
    coupon: text(data.ltoPromoCoupon),
    discount: discountOf(data.ltoPromoDiscount),
  };
}

/** 'view_promotion' for the promotions seen (half in view for a second), 'select_promotion' on a click in one. */
export function startPromotions(doc: Document): () => void {
  const stopWatching = watchViews(doc, PROMO_SELECTOR, (elements) => {
    const items = elements.map(promotionOf).filter((item): item is Promotion => item !== null);
    if (items.length) push({ event: 'view_promotion', ecommerce: { items } }, doc);
  });
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(PROMO_SELECTOR) : null;
    const item = element && promotionOf(element);
    if (item) push({ event: 'select_promotion', ecommerce: { items: [item] } }, doc);
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    stopWatching();
    doc.removeEventListener('click', onClick, true);
  };
}
