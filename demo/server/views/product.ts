import { leaseTermLabel, weeklyPriceText, type LeaseQuote } from '../../../src/pricing/index.js';
import type { Product, Variant } from '../data/types.js';
import { activeQuote, activeTerm, termQuote, weeklyOption } from '../pricing.js';
import { variantName, withVariantPricing } from '../data/variant-pricing.js';
import { breadcrumb } from './breadcrumb.js';
import { recentlyViewedCarousel, recommendationsCarousel } from './carousel.js';
import { categoryUrl, localized, productImage, productUrl, type ViewContext } from './context.js';
import { favoriteIcon } from './favorite.js';
import { html, type Html } from './html.js';
import { storeAvailability } from './location.js';
import { money, monthlyPriceText, ratingLine } from './price.js';
import { productMedia } from './product-media.js';

/** The variant shown: the one asked for in ?color=, else the first in stock, else the first. */
export function chosenVariant(product: Product, color: string | undefined): Variant | undefined {
  return (
    product.variants.find((v) => v.color.key === color) ??
    product.variants.find((v) => v.inStock) ??
    product.variants[0]
  );
}

function pricing(ctx: ViewContext, product: Product): Html {
  const t = ctx.text;
  const term = activeTerm(product);
  const quote = activeQuote(product);
  // No usable active term: no lease price at all rather than a wrong or NaN one.
  if (!term || !quote) return html``;
  const weekly = weeklyOption(product, term);
  const weeklyText = weekly && weeklyPriceText({ rate: weekly.rate, weeks: weekly.payments }, ctx.site);
  return html`<section class="pdp__pricing" aria-labelledby="pricing-heading">
  <h2 id="pricing-heading" class="visually-hidden">${t.pricingHeading}</h2>
  <p class="pdp__price">${monthlyPriceText(ctx, product)}</p>
  ${product.wasMonthly !== null ? html`<p class="pdp__was"><s>${t.was(money(ctx, product.wasMonthly))}</s></p>` : ''}
  ${weeklyText ? html`<p class="pdp__weekly">${t.weeklyOption}: ${weeklyText}</p>` : ''}
  <dl class="facts">
    <div><dt>${t.todaysPayment}</dt><dd>${money(ctx, quote.todaysPayment)}</dd></div>
    <div><dt>${t.totalCost}</dt><dd>${money(ctx, quote.tco)}</dd></div>
    <div><dt>${t.costOfLeaseService}</dt><dd>${money(ctx, quote.leaseService)}</dd></div>
    <div><dt>${t.cashPrice}</dt><dd>${money(ctx, product.cash)}</dd></div>
    ${product.wasCash !== null ? html`<div><dt>${t.wasCashPrice}</dt><dd><s>${money(ctx, product.wasCash)}</s></dd></div>` : ''}
  </dl>
</section>`;
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
      return html`<tr${term.active ? html` class="is-active"` : ''}>
        <th scope="row">${leaseTermLabel({ months: term.term }, ctx.site) ?? '—'}${term.active ? html` <span class="tag">${t.selectedTerm}</span>` : ''}</th>
        <td>${cell((q) => q.rate)}</td>
        <td>${cell((q) => q.todaysPayment)}</td>
        <td>${cell((q) => q.tco)}</td>
      </tr>`;
    })}</tbody>
  </table>
  </div>
</section>`;
}

function colors(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const t = ctx.text;
  return html`<section class="pdp__colors" aria-labelledby="colors-heading">
  <h2 id="colors-heading">${t.colorsHeading}</h2>
  <ul class="swatches">${product.variants.map((v) => {
    const label = `${localized(ctx, v.color.name)}${v.inStock ? '' : t.outOfStockSuffix}`;
    return html`<li><a class="swatch${v.inStock ? '' : ' swatch--oos'}" href="${productUrl(product.pid)}?color=${v.color.key}"${
      v === chosen ? html` aria-current="true"` : ''
    }><img src="${productImage(product.pid, v.color.key)}" width="80" height="60" alt=""><span>${label}</span></a></li>`;
  })}</ul>
</section>`;
}

export function productView(
  ctx: ViewContext,
  product: Product,
  color: string | undefined,
  /** Products the recommendations carousel shows (none: no carousel). */
  recommended: readonly Product[] = [],
): Html {
  const name = localized(ctx, product.name);
  const category = ctx.categories.find((c) => c.key === product.category);
  const chosen = chosenVariant(product, color);
  // The chosen colour's own name and prices (some colours cost more), as its tile showed them.
  const priced = withVariantPricing(product, chosen);
  const outOfStock = !product.variants.some((v) => v.inStock);
  return html`${breadcrumb(ctx, [
    ...(category ? [{ label: localized(ctx, category.name), href: categoryUrl(category.key) }] : []),
    { label: name },
  ])}
<div class="pdp">
  <div class="pdp__media">
    ${productMedia(ctx, product, chosen)}
  </div>
  <div class="pdp__info">
    ${product.promo ? html`<p class="badge">${localized(ctx, product.promo.label)}</p>` : ''}
    <h1>${variantName(product, chosen, ctx.site.lang)}</h1>
    <p class="pdp__brand">${ctx.text.brand}: ${product.brand}</p>
    ${favoriteIcon(ctx, product, chosen)}
    ${ratingLine(ctx, product)}
    ${outOfStock ? html`<p class="tile__oos">${ctx.text.outOfStock}</p>` : ''}
    ${pricing(ctx, priced)}
    ${colors(ctx, product, chosen)}
    ${storeAvailability(ctx, product.pid)}
    ${leaseTerms(ctx, priced)}
  </div>
</div>
${recommendationsCarousel(ctx, recommended)}
${recentlyViewedCarousel(ctx, product.pid)}`;
}
