import { html, type Html } from './html.js';
import { listingText, type ListingText } from './listing-text.js';
import { leasingPowerLine } from './leasing-power.js';
import { money } from './price.js';
import type { ViewContext } from './context.js';
import type { TileVariant } from './tile-data.js';

/**
 * The body of <lto-product-tile> for the variant shown first: the platform's template of the
 * widget's server markup (widgets/product-tile/README.md "Server markup", markup.html), with the
 * display rules of SPEC 2.6, 4.6 and 9.1 written out here, as a platform writes them in its own
 * templates. The widget, once drawn, must show the very same elements and texts.
 */
export type TileLayout = 'monthly' | 'weekly';
export type LabelStyle = 'new' | 'old';

export interface TileBodyOptions {
  variants: readonly TileVariant[];
  selectedPid: string;
  layout: TileLayout;
  labelStyle: LabelStyle;
  /** The first row of the listing: its images are the page's largest paint. */
  eager: boolean;
  /** The tile's index in the list from 0: its links carry `#start={idx+1}` (SPEC 2.6), for the product page's navigation. */
  idx: number;
}

const STARS = 5;

/** '1,234': counts are grouped the way the demo's three locales write them. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function label(v: TileVariant, style: LabelStyle, t: ListingText): string | null {
  if (style === 'new') return v.onSale && v.promoLabel ? v.promoLabel : null;
  return v.onSale && !v.promotionApplied ? t.onSale : null;
}

/** The price lines: the monthly price, or on the weekly layout (a variant with weekly pricing) the two pills. */
function prices(ctx: ViewContext, v: TileVariant, o: TileBodyOptions, outOfStock: boolean, t: ListingText): Html {
  const onSale = v.onSale && (o.labelStyle === 'new' || !v.promotionApplied);
  const monthly = v.monthly ?? 0;
  if (o.layout === 'weekly' && v.weekly) {
    const rate = Math.min(v.weekly.rate, v.weekly.regular);
    const discounted = rate !== v.weekly.regular;
    // SPEC 4.6: the weekly sale label goes under the out-of-stock overlay; the was-price stays.
    const sale = discounted && !outOfStock;
    return html`<p class="lto-product-tile__term">${t.ownItInWeeks(v.weekly.payments)}</p>
  <div class="lto-product-tile__pills"><p class="lto-product-tile__pill lto-product-tile__pill--weekly${sale ? ' lto-product-tile__pill--sale' : ''}">${
    sale ? html`<span class="lto-product-tile__weekly-sale">${t.weeklySale}</span>` : ''
  }${t.perWeek(money(ctx, rate))}</p><p class="lto-product-tile__pill lto-product-tile__pill--monthly">${t.perMonth(money(ctx, monthly))}</p></div>
  ${discounted ? html`<p class="lto-product-tile__was"><s>${t.wasWeekly(money(ctx, v.weekly.regular))}</s></p>` : ''}
  ${leasingPowerLine(ctx, v.monthly)}`;
  }
  const was = v.wasCash !== null && v.wasMonthly !== null ? t.was(money(ctx, v.wasMonthly)) : null;
  return html`${v.term > 0 ? html`<p class="lto-product-tile__term">${t.ownItInMonths(v.term)}</p>` : ''}
  ${v.term > 0 ? html`<p class="lto-product-tile__price${onSale ? ' lto-product-tile__price--sale' : ''}">${t.monthlyPrice(money(ctx, monthly), v.term)}</p>` : ''}
  ${was ? html`<p class="lto-product-tile__was"><s>${was}</s></p>` : ''}
  ${v.term > 0 ? leasingPowerLine(ctx, v.monthly) : ''}`;
}

function rating(v: TileVariant, t: ListingText): Html | '' {
  if (v.ratingTenths <= 0) return '';
  const average = Math.min(v.ratingTenths, 50) / 10;
  const filled = Math.round(average);
  return html`<p class="lto-product-tile__rating"><span class="lto-product-tile__stars" aria-hidden="true">${'★'.repeat(filled) + '☆'.repeat(STARS - filled)}</span> ${t.stars(
    average.toFixed(1),
  )} (${t.ratings(v.reviewCount, grouped(v.reviewCount))})</p>`;
}

/** An APG radio group of colours; a swatch shows its colour as its image (no style attribute under the CSP). */
function swatches(o: TileBodyOptions, shown: TileVariant, t: ListingText): Html | '' {
  if (o.variants.length < 2) return '';
  return html`<div class="lto-product-tile__swatches" role="radiogroup" aria-label="${t.colors}">${o.variants.map((v) => {
    const selected = v.pid === shown.pid;
    return html`<button type="button" role="radio" aria-checked="${selected ? 'true' : 'false'}" tabindex="${selected ? '0' : '-1'}" class="lto-product-tile__swatch${
      v.inStock ? '' : ' lto-product-tile__swatch--oos'
    }" data-pid="${v.pid}"><img class="lto-product-tile__swatch-image" src="${v.swatchImage}" alt="" width="32" height="32" loading="lazy"><span class="lto-visually-hidden">${v.colorName || v.name}${
      v.inStock ? '' : t.outOfStockSuffix
    }</span></button>`;
  })}</div>`;
}

export function tileBody(ctx: ViewContext, o: TileBodyOptions): Html {
  const t = listingText(ctx.site);
  const v = o.variants.find((variant) => variant.pid === o.selectedPid) ?? o.variants[0]!;
  const outOfStock = !v.inStock && !v.express;
  const sale = label(v, o.labelStyle, t);
  const zip = ctx.location.zip;
  const delivery = outOfStock ? null : v.express ? { text: zip ? t.expressTo(zip) : t.express, express: true } : { text: t.freeDelivery, express: false };
  const loading = o.eager ? html`loading="eager" fetchpriority="high"` : html`loading="lazy"`;
  const href = o.idx < 0 ? v.url : `${v.url}#start=${o.idx + 1}`;
  return html`<div class="lto-product-tile${outOfStock ? ' lto-product-tile--oos' : ''}">
  <div class="lto-product-tile__media">
    <a class="lto-product-tile__image-link" href="${href}" tabindex="-1" aria-hidden="true"><img data-lto-keep class="lto-product-tile__image" src="${v.image}" alt="" width="400" height="300" ${loading} decoding="async"></a>
    ${sale ? html`<p class="lto-product-tile__label">${sale}</p>` : ''}
    ${v.badge ? html`<p class="lto-product-tile__badge">${v.badge}</p>` : ''}
    ${outOfStock ? html`<p class="lto-product-tile__overlay">${t.outOfStock}</p>` : ''}
  </div>
  ${swatches(o, v, t)}
  <h3 class="lto-product-tile__name"><a href="${href}">${v.name}</a></h3>
  ${v.brand ? html`<p class="lto-product-tile__brand">${v.brand}</p>` : ''}
  ${prices(ctx, v, o, outOfStock, t)}
  ${v.today !== null ? html`<p class="lto-product-tile__today">${t.todaysPayment(money(ctx, v.today))}</p>` : ''}
  ${v.promotionApplied ? html`<p class="lto-product-tile__promotion">${t.promotionApplied}</p>` : ''}
  ${rating(v, t)}
  ${delivery ? html`<p class="lto-product-tile__delivery${delivery.express ? ' lto-product-tile__delivery--express' : ''}">${delivery.text}</p>` : ''}
</div>`;
}
