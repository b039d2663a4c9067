import { warnOnce } from '../core/warn';
import { Promotions, type Promotion } from './record-schemas';
import { recordSeenAndChosen, text } from './seen-and-chosen';

/** A banner or promo slot the server marks (README "Markup"): `data-lto-promo` is its promotion id. */
export const PROMO_SELECTOR = '[data-lto-promo]';

/** '15', '15.5', '$15.00' (an amount or a percentage, as the platform gives it): a number, else 0 with a warning. */
function discountOf(value: string | undefined): number {
  const raw = text(value).replace(/^C?\$|%$/g, '');
  if (/^\d+(?:\.\d+)?$/.test(raw)) return Number(raw);
  if (raw) warnOnce('analytics: data-lto-promo-discount not a number: 0');
  return 0;
}

/** SPEC 3.8's promotion data from the element's attributes, or null (one warning) without its id or name. */
export function promotionOf(element: HTMLElement): Promotion | null {
  const data = element.dataset;
  const promotionId = text(data.ltoPromo);
  const name = text(data.ltoPromoName);
  if (!promotionId || !name) {
    warnOnce('analytics: a promotion needs data-lto-promo and data-lto-promo-name');
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

/** 'view_promotion' for the promotions seen (half in view for a second), 'select_promotion' when a link in one is followed. */
export const startPromotions = (doc: Document): (() => void) => recordSeenAndChosen(doc, PROMO_SELECTOR, promotionOf, Promotions, 'view_promotion', 'select_promotion');
