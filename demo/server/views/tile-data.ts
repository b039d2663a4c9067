import type { VariantInput } from '../../../widgets/product-tile/variant.js';
import type { Product, Variant } from '../data/types.js';
import { variantName, variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { activeQuote, activeTerm, weeklyOption } from '../pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';

/**
 * The `variants` attribute of <lto-product-tile>: each variant in SPEC 3.2's field names, priced
 * for that variant. Money goes out as dollar strings ('49.99'), as a commerce platform writes it.
 */
const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** The swatch image: the variant's picture at 32x32, which the image route draws as a colour chip. */
export const swatchImage = (pid: string, color: string): string => `${productImage(pid, color)}&sw=32&sh=32`;

function promoBadge(ctx: ViewContext, product: Product, variant: Variant): string {
  if (variant.newColor) return ctx.text.newColor;
  // 'Sale' is the sale label's business; the other promotions badge the product.
  return product.promo && product.promo.key !== 'sale' ? localized(ctx, product.promo.label) : '';
}

export function tileVariant(ctx: ViewContext, product: Product, variant: Variant): VariantInput {
  const priced = withVariantPricing(product, variant);
  const quote = activeQuote(priced);
  const term = activeTerm(priced);
  const weekly = term ? weeklyOption(priced, term) : null;
  const regularWeekly = term?.weekly?.nonAdvoLeaseRateWeekly ?? null;
  const weeklySale = weekly !== null && regularWeekly !== null && weekly.rate < regularWeekly;
  const onSale = priced.wasMonthly !== null;
  const savePercent = onSale && quote ? Math.round(((priced.wasMonthly! - quote.rate) * 100) / priced.wasMonthly!) : 0;
  const name = variantName(product, variant, ctx.site.lang);
  return {
    pid: variantPid(product, variant),
    name,
    brand: product.brand,
    url: `${productUrl(product.pid)}?color=${encodeURIComponent(variant.color.key)}`,
    thumb: { src: productImage(product.pid, variant.color.key), alt: '', title: '' },
    term: term?.term ?? 0,
    monthlypayment: quote ? dollars(quote.rate) : '0.00',
    todayspayment: quote ? dollars(quote.todaysPayment) : '',
    wasprice: priced.wasCash !== null ? dollars(priced.wasCash) : 'false',
    wasmonthlyprice: priced.wasMonthly !== null ? dollars(priced.wasMonthly) : '',
    onsale: onSale,
    promolabel: onSale && savePercent > 0 ? ctx.text.savePercent(savePercent) : false,
    // The discounted (advo) lease rate is a promotion applied to the price.
    promotionapplied: quote?.onSale ?? false,
    oos: variant.inStock ? 'false' : 'true',
    express: product.express && variant.inStock,
    currencycode: product.currency,
    variantimg: swatchImage(product.pid, variant.color.key),
    defimgpath: productImage(product.pid),
    bvaveragerating: product.ratingTenths === 0 ? '0' : (product.ratingTenths / 10).toFixed(1),
    bvreviewcountnum: String(product.reviewCount),
    starsfile: '',
    advoweekly: weeklySale ? dollars(weekly.rate) : '',
    nonnadvoweekly: regularWeekly !== null ? dollars(regularWeekly) : '',
    numberofweeklypayments: weekly ? String(weekly.payments) : '',
    standardprice: weeklySale && regularWeekly !== null ? dollars(regularWeekly) : '',
    colorname: localized(ctx, variant.color.name),
    colorhex: variant.color.hex,
    badge: promoBadge(ctx, product, variant),
  };
}
