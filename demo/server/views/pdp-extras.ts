import { shareTargets } from '../../../widgets/share-links/share-urls.js';
import type { Product } from '../data/types.js';
import { localized, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { pdpExtrasText } from './pdp-extras-text.js';

export const SIZE_CHART_URL = '/content/size-chart';
export const DELIVERY_INFO_URL = '/content/delivery-info';
export const whatsIncludedUrl = (pid: string): string => `/content/whats-included/${encodeURIComponent(pid)}`;
export const wishlistUrl = (pid: string): string => `/wishlist?pid=${encodeURIComponent(pid)}`;
export const giftRegistryUrl = (pid: string): string => `/gift-registry?pid=${encodeURIComponent(pid)}`;

/**
 * The share links without our script: the same four links the widget draws, from the same
 * function, always shown. Network names as the widget writes them.
 */
function shareFallback(ctx: ViewContext, url: string, name: string): Html {
  const label = { facebook: 'Facebook', x: 'X', pinterest: 'Pinterest', email: ctx.site.lang === 'es' ? 'Correo electrónico' : 'E-mail' };
  return html`<ul class="pdp__share-list">${shareTargets(url, name).map(
    (target) =>
      html`<li><a href="${target.href}"${target.newTab ? html` target="_blank" rel="noopener noreferrer"` : ''}>${label[target.network]}</a></li>`,
  )}</ul>`;
}

/**
 * Beside the product (SPEC 2.8): the size chart, delivery info and 'what's included' dialogs
 * (SPEC 2.2 generic dialog), the share links and the wishlist and gift registry links. The list
 * links are plain links: nothing about them changes in the browser.
 */
export function pdpExtraLinks(ctx: ViewContext, product: Product): Html {
  const t = pdpExtrasText(ctx.site.lang);
  const name = localized(ctx, product.name);
  const absolute = new URL(productUrl(product.pid), ctx.url.origin).href;
  return html`<div class="pdp__extras">
  <ul class="pdp__dialog-links">
    <li><lto-dialog-link><a href="${SIZE_CHART_URL}">${t.sizeChart}</a></lto-dialog-link></li>
    <li><lto-dialog-link><a href="${DELIVERY_INFO_URL}">${t.deliveryInfo}</a></lto-dialog-link></li>
    <li><lto-dialog-link><a href="${whatsIncludedUrl(product.pid)}">${t.whatsIncluded}</a></lto-dialog-link></li>
  </ul>
  <lto-share-links url="${absolute}" name="${name}">${shareFallback(ctx, absolute, name)}</lto-share-links>
  <ul class="pdp__list-links" aria-label="${t.lists}">
    <li><a href="${wishlistUrl(product.pid)}">${t.addToWishlist}</a></li>
    <li><a href="${giftRegistryUrl(product.pid)}">${t.addToRegistry}</a></li>
  </ul>
</div>`;
}

const section = ([title, body]: readonly [string, string] | string[]): Html => html`<details><summary>${title}</summary><p>${body}</p></details>`;

/** Info drawers and the FAQ accordion under the product (SPEC 2.8, 9.5). */
export function pdpInfoSections(ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<section class="pdp__more" aria-labelledby="more-heading">
  <h2 id="more-heading">${t.moreInfo}</h2>
  <lto-accordion class="pdp__drawers">${t.drawers.map(section)}</lto-accordion>
</section>
<section class="pdp__faq" aria-labelledby="faq-heading">
  <h2 id="faq-heading">${t.faqHeading}</h2>
  <lto-accordion class="pdp__faq-list" single>${t.faq.map(section)}</lto-accordion>
</section>`;
}

/** The size chart as the dialog shows it (format=ajax) and the page embeds it. */
export function sizeChartFragment(ctx: ViewContext): Html {
  const t = pdpExtrasText(ctx.site.lang);
  return html`<div class="content-fragment size-chart">
  <p>${t.sizeChartIntro}</p>
  <table class="size-chart__table">
    <thead><tr>${t.sizeChartHead.map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>
    <tbody>${t.sizeChartRows.map(([piece, ...sizes]) => html`<tr><th scope="row">${piece}</th>${sizes.map((size) => html`<td>${size}</td>`)}</tr>`)}</tbody>
  </table>
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
