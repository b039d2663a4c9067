import type { Product, Variant } from '../data/types.js';
import { localized, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { pdpExtrasText } from './pdp-extras-text.js';
import { shareLinksTag } from './share-links.js';
import { colorUrl } from './variant-picker.js';

export const SIZE_CHART_URL = '/content/size-chart';
export const DELIVERY_INFO_URL = '/content/delivery-info';
export const whatsIncludedUrl = (pid: string): string => `/content/whats-included/${encodeURIComponent(pid)}`;
export const wishlistUrl = (pid: string): string => `/wishlist?pid=${encodeURIComponent(pid)}`;
export const giftRegistryUrl = (pid: string): string => `/gift-registry?pid=${encodeURIComponent(pid)}`;

/** <lto-dialog-link> with its server markup (widgets/dialog-link/README.md): the link to the content's own page. */
const dialogLink = (href: string, text: string): Html => html`<lto-dialog-link><a href="${href}" aria-haspopup="dialog">${text}</a></lto-dialog-link>`;

/**
 * Beside the product (SPEC 2.8): the size chart, delivery info and 'what's included' dialogs
 * (SPEC 2.2 generic dialog), the share links and the wishlist and gift registry links. The list
 * links are plain links: nothing about them changes in the browser.
 */
export function pdpExtraLinks(ctx: ViewContext, product: Product, chosen: Variant | undefined): Html {
  const t = pdpExtrasText(ctx.site.lang);
  const name = localized(ctx, product.name);
  // The page as the shopper sees it: in the colour shown, which /p/{pid} alone may not open in.
  const shown = chosen && product.variants.length > 1 ? colorUrl(product, chosen) : productUrl(product.pid);
  const absolute = new URL(shown, ctx.url.origin).href;
  return html`<div class="pdp__extras">
  <ul class="pdp__dialog-links">
    <li>${dialogLink(SIZE_CHART_URL, t.sizeChart)}</li>
    <li>${dialogLink(DELIVERY_INFO_URL, t.deliveryInfo)}</li>
    <li>${dialogLink(whatsIncludedUrl(product.pid), t.whatsIncluded)}</li>
  </ul>
  ${shareLinksTag(t, absolute, name, product.pid)}
  <ul class="pdp__list-links" aria-label="${t.lists}">
    <li><a href="${wishlistUrl(product.pid)}">${t.addToWishlist}</a></li>
    <li><a href="${giftRegistryUrl(product.pid)}">${t.addToRegistry}</a></li>
  </ul>
</div>`;
}

/**
 * One <lto-accordion> section as its server markup (widgets/accordion/README.md): a <details>
 * that opens without script; `group` makes the accordion's sections one exclusive group (single).
 */
const section =
  (group?: string) =>
  ([title, body]: readonly [string, string] | string[]): Html =>
    html`<details class="lto-accordion__section"${group ? html` name="${group}"` : ''}><summary class="lto-accordion__button"><h3 class="lto-accordion__heading">${title}</h3></summary><div class="lto-accordion__panel"><p>${body}</p></div></details>`;

/** Info drawers and the FAQ accordion under the product (SPEC 2.8, 9.5). */
export function pdpInfoSections(ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<section class="pdp__more" aria-labelledby="more-heading">
  <h2 id="more-heading">${t.moreInfo}</h2>
  <lto-accordion class="pdp__drawers">${t.drawers.map(section())}</lto-accordion>
</section>
<section class="pdp__faq" aria-labelledby="faq-heading">
  <h2 id="faq-heading">${t.faqHeading}</h2>
  <lto-accordion class="pdp__faq-list" single>${t.faq.map(section('faq'))}</lto-accordion>
</section>`;
}

/** The size chart as the dialog shows it (format=ajax) and the page embeds it. */
export function sizeChartFragment(ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<div class="content-fragment size-chart">
  <p>${t.sizeChartIntro}</p>
  <div class="table-scroll" role="region" aria-label="${t.sizeChart}" tabindex="0">
  <table class="size-chart__table">
    <thead><tr>${t.sizeChartHead.map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>
    <tbody>${t.sizeChartRows.map(([piece, ...sizes]) => html`<tr><th scope="row">${piece}</th>${sizes.map((size) => html`<td>${size}</td>`)}</tr>`)}</tbody>
  </table>
  </div>
</div>`;
}

export function deliveryInfoFragment(ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<div class="content-fragment delivery-info">${t.deliveryParagraphs.map((p) => html`<p>${p}</p>`)}</div>`;
}

export function whatsIncludedFragment(ctx: ViewContext, product: Product): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<div class="content-fragment whats-included">
  <p>${t.whatsIncludedIntro(localized(ctx, product.name))}</p>
  <ul>${t.whatsIncludedItems.map((item) => html`<li>${item}</li>`)}</ul>
</div>`;
}

/** A content page without script: its title, the fragment, and (for a product's) a way back. */
export function contentPage(title: string, fragment: Html, back?: { href: string; label: string }): Html {
  return html`<article class="content-page">
  <h1>${title}</h1>
  ${fragment}
  ${back ? html`<p><a href="${back.href}">${back.label}</a></p>` : ''}
</article>`;
}

/** The wishlist and gift registry pages: minimal, the demo keeps no lists. */
export function listPage(title: string, body: string, product: Product | undefined, ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return contentPage(title, html`<p>${body}</p>`, product ? { href: productUrl(product.pid), label: `${t.backToProduct}: ${localized(ctx, product.name)}` } : undefined);
}
