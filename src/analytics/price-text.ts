import { warnOnce } from '../core/warn';

/** The amount at the start of a '$X/...' price text: '$49.99/mo. for 18 months', 'C$1,299.00/mo.', '$12.99/wk.'. */
const PRICE_TEXT = /^\s*(?:C|CA|US)?\$\s*(\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?)\s*\//i;

/**
 * SPEC 3.8's impression price: the number a '$X/...' price text starts with, in the currency's
 * units (49.99). A tile without a price text, or with one that does not read that way, counts 0,
 * with one warning: a tag manager must never receive NaN. (Read here rather than with
 * src/pricing's parser, which would be one more chunk on a page whose tiles are not drawn.)
 */
export function priceFromText(text: string | null | undefined): number {
  const match = text ? PRICE_TEXT.exec(text) : null;
  if (match) return Number(match[1]!.replace(/,/g, ''));
  warnOnce("analytics: data-lto-item-price not '$X/...': price 0");
  return 0;
}
