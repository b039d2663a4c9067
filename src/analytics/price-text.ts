import { parseMoney } from '../pricing/cents';
import { warnOnce } from '../core/warn';

/** The amount at the start of a '$X/...' price text: '$49.99/mo. for 18 months', 'C$1,299.00/mo.', '$12.99/wk.'. */
const PRICE_TEXT = /^\s*((?:C\$|CA\$|US\$|\$)\s*[\d,]+(?:\.\d{1,2})?)\s*\//i;

/**
 * SPEC 3.8's impression price: the number a '$X/...' price text starts with, in the currency's
 * units (49.99). A tile without a price text, or with one that does not read that way, counts 0,
 * with one warning: a tag manager must never receive NaN.
 */
export function priceFromText(text: string | null | undefined): number {
  const match = text ? PRICE_TEXT.exec(text) : null;
  const cents = match ? parseMoney(match[1]!) : undefined;
  if (cents === undefined || cents < 0) {
    warnOnce(
      text
        ? "analytics: a tile's price text does not start with '$X/': its impression counts price 0"
        : 'analytics: a tile has no price text (data-lto-item-price): its impression counts price 0',
    );
    return 0;
  }
  return cents / 100;
}
