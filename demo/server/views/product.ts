import { leaseTermLabel, type LeaseQuote } from '../../../src/pricing/index.js';
import { brandSlug } from '../data/brand-slug.js';
import type { Product, Variant } from '../data/types.js';
import { termQuote } from '../pricing.js';
import { variantName, variantPid, withVariantPricing } from '../data/variant-pricing.js';
import type { VariantAvailability } from '../data/variant-stock.js';
import { availabilityMessages } from './availability.js';
import { breadcrumb } from './breadcrumb.js';
import { recentlyViewedCarousel, recommendationsCarousel } from './carousel.js';
import { categoryUrl, localized, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, type Html } from './html.js';
import { leaseTermsTag, pricingJson } from './lease-terms.js';
import { storeAvailability, type InventoryStore } from './location.js';
import { pdpExtraLinks, pdpInfoSections } from './pdp-extras.js';
import { tileSaleWords } from './tile-data.js';
import { money, ratingLine } from './price.js';
import { productMedia } from './product-media.js';
import { productNavTag } from './product-nav.js';
import { startLeaseTag } from './start-lease.js';
import { termsNote } from './tooltip.js';
import { sofaSignupTag } from './sofa-signup.js';
import { variantPicker } from './variant-picker.js';

/** The variant shown: the one asked for in ?color=, else the first in stock, else the first. */
export function chosenVariant(product: Product, color: string | undefined): Variant | undefined {
  return (
    product.variants.find((v) => v.color.key === color) ??
    product.variants.find((v) => v.inStock) ??
    product.variants[0]
  );
}

/**
 * The product's former cash price, beside the lease terms. Its former monthly price belongs to
 * the active term: <lto-lease-terms was-monthly> shows it while that term is chosen.
 */
function wasPrices(ctx: ViewContext, product: Product): Html {
  if (product.wasCash === null) return html``;
  return html`<p class="pdp__was"><s>${ctx.text.wasCashPrice}: ${money(ctx, product.wasCash)}</s></p>`;
}

function leaseTerms(ctx: ViewContext, product: Product): Html {
  const t = ctx.text;
  return html`<section class="pdp__terms">
  <h2 id="terms-heading">${t.leaseTermsHeading}</h2>
  <div class="table-scroll" role="region" aria-labelledby="terms-heading" tabindex="0">
  <table class="terms-table">
    <thead><tr><th scope="col">${t.rowTerm}</th><th scope="col">${t.monthlyPayment}</th><th scope="col">${t.todaysPayment}</th><th scope="col">${t.totalCost}</th></tr></thead>
    <tbody>${product.terms.map((term) => {
      const quote = termQuote(product, term);
      const cell = (read: (q: LeaseQuote) => number): string => (quote ? money(ctx, read(quote)) : '—');
      return html`<tr>
        <th scope="row">${leaseTermLabel({ months: term.term }, ctx.site) ?? '—'}</th>
        <td>${cell((q) => q.rate)}</td>
        <td>${cell((q) => q.todaysPayment)}</td>
        <td>${cell((q) => q.tco)}</td>
      </tr>`;
    })}</tbody>
  </table>
  </div>
  ${termsNote(ctx)}
</section>`;
}

/** What the product content shows beside the product: the quantity and its availability (SPEC 3.2). */
export interface ContentOptions {
  quantity: number;
  availability: VariantAvailability | null;
  /** The stores near the shopper's zip with the product's status at each (null without a zip). */
  nearbyStores?: readonly InventoryStore[] | null;
}

export function productView(
  ctx: ViewContext,
  product: Product,
  chosen: Variant | undefined,
  options: ContentOptions,
  /** Products the recommendations carousel shows (none: no carousel). */
  recommended: readonly Product[] = [],
): Html {
  const name = localized(ctx, product.name);
  const category = ctx.categories.find((c) => c.key === product.category);
  return html`${breadcrumb(ctx, [
    ...(category ? [{ label: localized(ctx, category.name), href: categoryUrl(category.key) }] : []),
    { label: name },
  ])}
${productNavTag(ctx, product.pid, category)}
${productContent(ctx, product, chosen, options)}
${pdpInfoSections(ctx)}
${recommendationsCarousel(ctx, recommended)}
${recentlyViewedCarousel(ctx, product.pid)}`;
}

/**
 * The product content region (SPEC 7.5): everything a variant change replaces, media and info.
 * The page and the variant fragment (GET {productVariant}?format=ajax) both render it here.
 */
export function productContent(ctx: ViewContext, product: Product, chosen: Variant | undefined, { quantity, availability, nearbyStores = null }: ContentOptions): Html {
  const name = localized(ctx, product.name);
  // The chosen colour's own name and prices (some colours cost more), as its tile showed them.
  const priced = withVariantPricing(product, chosen);
  const outOfStock = !product.variants.some((v) => v.inStock);
  const shownPid = chosen ? variantPid(product, chosen) : product.pid;
  // The last span is the analytics markup (src/analytics/README.md): the product's dimensions come from its prices.
  return html`<div class="pdp" id="product-content">
  <div class="pdp__media">
    ${productMedia(ctx, product, chosen)}
  </div>
  <div class="pdp__info">
    ${tileSaleWords(ctx, product, chosen).labels.map((label) => html`<p class="badge">${label}</p>`)}
    <h1>${variantName(product, chosen, ctx.site.lang)}</h1>
    <p class="pdp__brand">${ctx.text.brand}: <a href="/brand/${brandSlug(product.brand)}">${product.brand}</a></p>
    ${favoriteIcon(ctx, product, chosen)}
    ${ratingLine(ctx, product)}
    ${outOfStock ? html`<p class="tile__oos">${ctx.text.outOfStock}</p>` : ''}
    ${wasPrices(ctx, priced)}
    ${leaseTermsTag(ctx, priced, shownPid)}
    ${variantPicker(ctx, product, chosen, quantity)}
    ${availabilityMessages(ctx, product.pid, shownPid, quantity, availability)}
    ${startLeaseTag(ctx, product, chosen)}
    ${sofaSignupTag(ctx, product)}
    ${storeAvailability(ctx, product.pid, nearbyStores)}
    ${pdpExtraLinks(ctx, product, chosen)}
    ${leaseTerms(ctx, priced)}
    <span hidden data-lto-product="${product.pid}" data-lto-product-name="${name}" data-lto-pricing="${pricingJson(priced)}"></span>
  </div>
</div>`;
}
