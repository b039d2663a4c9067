import type { Translate } from '../../src/core/i18n';
import type { MessageKey } from './messages';
import type { LtoLocale } from '../../src/core/config';
import { formatFixed } from '../../src/pricing/digits';
import {
  currencyFromCode,
  effectiveRate,
  formatPrice,
  monthlyPriceText,
  ownItInMonthsText,
  ownItInWeeksText,
  type Cents,
  type PriceFormat,
} from '../../src/pricing';
import { hasWasPrice, tileImageUrl, type TileVariant } from './variant';

/**
 * What a tile shows for one variant (SPEC 2.6, 4.6, 9.1): every display rule in one pure
 * function, so the island and a server rendering the same markup cannot disagree.
 */
export type TileLayout = 'monthly' | 'weekly';
export type LabelStyle = 'new' | 'old';

export interface DisplayOptions {
  t: Translate<MessageKey>;
  locale: LtoLocale;
  layout: TileLayout;
  labelStyle: LabelStyle;
  /** The shopper's zip (the store bus's, else the config block's); '' when unknown. */
  zip: string;
}

export interface TileDisplay {
  name: string;
  brand: string;
  url: string;
  image: { src: string; alt: string; title: string };
  /** 'Out of stock' over the image: oos and not express. */
  outOfStock: string | null;
  /** The sale or promo label over the image. */
  label: string | null;
  /** The variant badge. */
  badge: string | null;
  /** 'Own it in 18 months' / 'Own it in 78 weeks'. */
  term: string | null;
  /** Monthly layout: '$49.99/mo. for 18 months, plus tax'. */
  price: string | null;
  /** The price is styled as a sale price. */
  priceOnSale: boolean;
  /** Weekly layout (and the variant has weekly pricing): the two payment pills. */
  pills: { weekly: string; monthly: string | null; saleLabel: string | null } | null;
  was: string | null;
  today: string | null;
  promotion: string | null;
  rating: { filled: number; stars: string; count: string; starsfile: string } | null;
  delivery: { text: string; express: boolean } | null;
}

const formatRating = (value: number, locale: string): string => formatFixed(value, 1, locale);

export function tileDisplay(variant: TileVariant, options: DisplayOptions): TileDisplay {
  const { t, layout, labelStyle, zip } = options;
  const format: PriceFormat = { locale: options.locale, currency: currencyFromCode(variant.currencycode) };
  const money = (cents: Cents | null): string | null => (cents === null ? null : (formatPrice(cents, format) ?? null));

  // SPEC 4.6: the overlay when oos is true and express is not.
  const outOfStock = variant.oos && !variant.express;

  // New style: the promolabel when on sale. Old style: 'ON SALE', unless a promotion is applied.
  const label =
    labelStyle === 'new'
      ? variant.onsale && variant.promolabel
        ? variant.promolabel
        : null
      : variant.onsale && !variant.promotionapplied
        ? t('tile.onSale')
        : null;
  const priceOnSale = variant.onsale && (labelStyle === 'new' || !variant.promotionapplied);

  const monthlyRate = money(variant.monthlypayment);
  const weekly = layout === 'weekly' ? variant.weekly : null;
  let term: string | null;
  let price: string | null = null;
  let pills: TileDisplay['pills'] = null;
  let was: string | null = null;

  if (weekly) {
    const rate = effectiveRate(weekly.nonAdvoLeaseRateWeekly, weekly.advoLeaseRateWeekly);
    const weeklyRate = money(rate);
    term = ownItInWeeksText({ weeks: weekly.numberOfWeeklyPayments }, format) ?? null;
    pills = weeklyRate
      ? {
          weekly: t('tile.perWeek', { price: weeklyRate }),
          monthly: monthlyRate ? t('tile.perMonth', { price: monthlyRate }) : null,
          // A weekly sale label goes when the variant is out of stock (SPEC 4.6).
          saleLabel: rate !== weekly.nonAdvoLeaseRateWeekly && !outOfStock ? t('tile.weeklySale') : null,
        }
      : null;
    const standard = money(variant.standardprice);
    was = standard ? t('tile.wasWeekly', { price: standard }) : null;
  } else {
    term = ownItInMonthsText({ months: variant.term }, format) ?? null;
    price = monthlyPriceText({ rate: variant.monthlypayment, months: variant.term }, format) ?? null;
    const wasMonthly = hasWasPrice(variant) ? money(variant.wasmonthlyprice) : null;
    was = wasMonthly ? t('tile.was', { price: wasMonthly }) : null;
  }

  const today = money(variant.todayspayment);
  const rating =
    variant.rating > 0
      ? {
          filled: Math.round(variant.rating),
          stars: t('tile.stars', { average: formatRating(variant.rating, options.locale) }),
          count: t(variant.bvreviewcountnum === 1 ? 'tile.ratingOne' : 'tile.ratingMany', {
            count: formatFixed(variant.bvreviewcountnum, 0, options.locale),
          }),
          starsfile: variant.starsfile,
        }
      : null;

  const delivery = outOfStock
    ? null
    : variant.express
      ? { text: zip ? t('tile.expressTo', { zip }) : t('tile.express'), express: true }
      : { text: t('tile.freeDelivery'), express: false };

  return {
    name: variant.name,
    brand: variant.brand,
    url: variant.url,
    image: { src: tileImageUrl(variant), alt: variant.thumb.alt, title: variant.thumb.title },
    outOfStock: outOfStock ? t('tile.outOfStock') : null,
    label,
    badge: variant.badge || null,
    term,
    price,
    priceOnSale,
    pills,
    was,
    today: today ? t('tile.todaysPayment', { price: today }) : null,
    promotion: variant.promotionapplied ? t('tile.promotionApplied') : null,
    rating,
    delivery,
  };
}

/** A swatch's accessible name: the colour, with ' - OUT OF STOCK' when the variant is (SPEC 2.8). */
export function swatchLabel(variant: TileVariant, t: Translate<MessageKey>): string {
  return `${variant.colorname || variant.name}${variant.oos ? t('tile.outOfStockSuffix') : ''}`;
}
