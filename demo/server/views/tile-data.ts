import type { Product, Variant } from '../data/types.js';
import { variantName, variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { activeQuote, activeTerm, weeklyOption } from '../pricing.js';
import { localized, productImage, productUrl, type ViewContext } from './context.js';

/**
 * One variant of a tile, priced for that variant, as the demo knows it (amounts in cents). The
 * template draws the shown one (tile-body.ts) and the `variants` attribute carries them all in
 * SPEC 3.2's field names (`specVariant`), with money as dollar strings ('49.99') as a commerce
 * platform writes it.
 */
export interface TileVariant {
  pid: string;
  name: string;
  brand: string;
  url: string;
  /** The 500x500 tile image, the 32x32 swatch (the image route draws it as a colour chip), the picture at its own size and the product's. */
  image: string;
  swatchImage: string;
  picture: string;
  productPicture: string;
  /** Months of the active term; 0 when the product has none. */
  term: number;
  monthly: number | null;
  today: number | null;
  wasMonthly: number | null;
  wasCash: number | null;
  onSale: boolean;
  /** 'Save 15%' on sale, '' otherwise. */
  promoLabel: string;
  /** The discounted (advo) lease rate is a promotion applied to the price. */
  promotionApplied: boolean;
  inStock: boolean;
  express: boolean;
  /** The average rating in tenths (43 is 4.3); 0 hides the ratings. */
  ratingTenths: number;
  reviewCount: number;
  /** The active term's weekly pricing: the rate charged, the regular rate, the payments. */
  weekly: { rate: number; regular: number; payments: number } | null;
  colorName: string;
  colorHex: string;
  badge: string;
}

/** The swatch image: the variant's picture at 32x32, which the image route draws as a colour chip. */
export const swatchImage = (pid: string, color: string): string => `${productImage(pid, color)}&sw=32&sh=32`;

function promoBadge(ctx: ViewContext, product: Product, variant: Variant): string {
  if (variant.newColor) return ctx.text.newColor;
  // 'Sale' is the sale label's business; the other promotions badge the product.
  return product.promo && product.promo.key !== 'sale' ? localized(ctx, product.promo.label) : '';
}

export function tileVariant(ctx: ViewContext, product: Product, variant: Variant): TileVariant {
  const priced = withVariantPricing(product, variant);
  const quote = activeQuote(priced);
  const term = activeTerm(priced);
  const weekly = term ? weeklyOption(priced, term) : null;
  const regularWeekly = term?.weekly?.nonAdvoLeaseRateWeekly ?? null;
  const onSale = priced.wasMonthly !== null;
  const savePercent = onSale && quote ? Math.round(((priced.wasMonthly! - quote.rate) * 100) / priced.wasMonthly!) : 0;
  return {
    pid: variantPid(product, variant),
    name: variantName(product, variant, ctx.site.lang),
    brand: product.brand,
    url: `${productUrl(product.pid)}?color=${encodeURIComponent(variant.color.key)}`,
    image: `${productImage(product.pid, variant.color.key)}&sw=500&sh=500`,
    swatchImage: swatchImage(product.pid, variant.color.key),
    picture: productImage(product.pid, variant.color.key),
    productPicture: productImage(product.pid),
    term: term?.term ?? 0,
    monthly: quote ? quote.rate : null,
    today: quote ? quote.todaysPayment : null,
    wasMonthly: priced.wasMonthly,
    wasCash: priced.wasCash,
    onSale,
    promoLabel: onSale && savePercent > 0 ? ctx.text.savePercent(savePercent) : '',
    promotionApplied: quote?.onSale ?? false,
    inStock: variant.inStock,
    express: product.express && variant.inStock,
    ratingTenths: product.ratingTenths,
    reviewCount: product.reviewCount,
    weekly: weekly && regularWeekly !== null ? { rate: weekly.rate, regular: regularWeekly, payments: weekly.payments } : null,
    colorName: localized(ctx, variant.color.name),
    colorHex: variant.color.hex,
    badge: promoBadge(ctx, product, variant),
  };
}

/**
 * The sale label and badge of a variant, and its was monthly price when the tile shows one, for the
 * quick view and the product page to say what its tile says (SPEC 3.2 promolabel, wasmonthlyprice):
 * 'Save 13%' rather than the promotion's bare 'Sale'.
 */
export function tileSaleWords(ctx: ViewContext, product: Product, variant: Variant | undefined): { labels: string[]; wasMonthly: number | null } {
  if (!variant) return { labels: product.promo ? [localized(ctx, product.promo.label)] : [], wasMonthly: null };
  const v = tileVariant(ctx, product, variant);
  return {
    labels: [v.onSale ? v.promoLabel : '', v.badge].filter((label) => label !== ''),
    wasMonthly: v.wasCash !== null ? v.wasMonthly : null,
  };
}

const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** A variant in the `variants` attribute's fields (SPEC 3.2, spelled as the SPEC spells them). */
export function specVariant(v: TileVariant, ctx: ViewContext) {
  const weeklySale = v.weekly !== null && v.weekly.rate < v.weekly.regular;
  return {
    pid: v.pid,
    name: v.name,
    brand: v.brand,
    url: v.url,
    thumb: { src: v.picture, alt: '', title: '' },
    term: v.term,
    monthlypayment: v.monthly !== null ? dollars(v.monthly) : '0.00',
    todayspayment: v.today !== null ? dollars(v.today) : '',
    wasprice: v.wasCash !== null ? dollars(v.wasCash) : 'false',
    wasmonthlyprice: v.wasMonthly !== null ? dollars(v.wasMonthly) : '',
    onsale: v.onSale,
    promolabel: v.promoLabel || false,
    promotionapplied: v.promotionApplied,
    oos: v.inStock ? 'false' : 'true',
    express: v.express,
    currencycode: ctx.site.currency,
    variantimg: v.swatchImage,
    defimgpath: v.productPicture,
    bvaveragerating: v.ratingTenths === 0 ? '0' : (v.ratingTenths / 10).toFixed(1),
    bvreviewcountnum: String(v.reviewCount),
    starsfile: '',
    advoweekly: weeklySale ? dollars(v.weekly!.rate) : '',
    nonnadvoweekly: v.weekly ? dollars(v.weekly.regular) : '',
    numberofweeklypayments: v.weekly ? String(v.weekly.payments) : '',
    standardprice: weeklySale ? dollars(v.weekly!.regular) : '',
    colorname: v.colorName,
    colorhex: v.colorHex,
    badge: v.badge,
  };
}
