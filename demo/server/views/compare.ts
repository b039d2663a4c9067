import type { LeaseQuote } from '../../../src/pricing/index.js';
import type { Category, CompareEntry, Product, Variant } from '../data/types.js';
import { variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { activeQuote } from '../pricing.js';
import { breadcrumb } from './breadcrumb.js';
import { compareItems } from './compare-items.js';
import { categoryUrl, localized, productImage, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { leasingPowerLine } from './leasing-power.js';
import { money } from './price.js';

/** A compared product and the colour the shopper compared (undefined: its default one). */
export interface ComparedItem {
  product: Product;
  variant: Variant | undefined;
}

/** A column of the table: the product priced, pictured and linked for the colour compared. */
interface Column {
  /** The pid the entry was added with, which the remove form sends back. */
  pid: string;
  priced: Product;
  href: string;
  image: string;
}

function column({ product, variant }: ComparedItem): Column {
  const color = variant ? `?color=${encodeURIComponent(variant.color.key)}` : '';
  return {
    pid: variant ? variantPid(product, variant) : product.pid,
    priced: withVariantPricing(product, variant),
    href: productUrl(product.pid) + color,
    image: productImage(product.pid, variant?.color.key),
  };
}

function removeForm(ctx: ViewContext, { pid, priced: product }: Column, category: string): Html {
  return html`<form class="remove-form" method="post" action="/compare/remove-form" data-lto-compare-remove>
  ${csrfField(ctx)}
  <input type="hidden" name="pid" value="${pid}">
  <input type="hidden" name="category" value="${category}">
  <button type="submit" class="button button--secondary">${ctx.text.remove}<span class="visually-hidden"> ${localized(ctx, product.name)}</span></button>
</form>`;
}

type Cell = (column: Column) => Html | string;

/** A cell from the quote of the product's active lease term, or a dash when it has no usable one. */
const fromQuote = (read: (quote: LeaseQuote) => Html | string): Cell => ({ priced }) => {
  const quote = activeQuote(priced);
  return quote ? read(quote) : '—';
};

const personal = (content: Html | ''): Html | '' => (content ? html`<div data-lto-personal>${content}</div>` : '');

function compareTable(ctx: ViewContext, products: readonly Column[], category: string): Html {
  const t = ctx.text;
  const rows: [string, Cell][] = [
    // The images are the table's first row, in view on arrival and the page's largest paint.
    [t.rowImage, (p) => html`<img src="${p.image}" width="200" height="150" fetchpriority="high" alt="${localized(ctx, p.priced.name)}">`],
    [t.rowBrand, (p) => p.priced.brand],
    // Signed in and approved, whether the payment fits the shopper's Leasing Power (issue 23). No
    // island draws this table, so the line is marked personal: the runtime hides it on a sign-out.
    [t.rowMonthly, fromQuote((q) => html`${money(ctx, q.rate)}${personal(leasingPowerLine(ctx, q.rate))}`)],
    [t.rowTerm, fromQuote((q) => t.months(q.payments))],
    [t.rowToday, fromQuote((q) => money(ctx, q.todaysPayment))],
    [t.rowTotal, fromQuote((q) => money(ctx, q.tco))],
    [t.rowCash, (p) => money(ctx, p.priced.cash)],
    [t.rowRemove, (p) => removeForm(ctx, p, category)],
  ];
  return html`<div class="table-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">
<table class="compare-table">
  <caption id="compare-caption">${t.compareCaption}</caption>
  <thead><tr><th scope="row">${t.rowName}</th>${products.map(
    (p) => html`<th scope="col"><a href="${p.href}">${localized(ctx, p.priced.name)}</a></th>`,
  )}</tr></thead>
  <tbody>${rows.map(
    ([label, cell]) => html`<tr><th scope="row">${label}</th>${products.map((p) => html`<td>${cell(p)}</td>`)}</tr>`,
  )}</tbody>
</table>
</div>`;
}

/**
 * SPEC 5.4: the compare page needs at least 2 products; with fewer it says so and links back. The
 * products are in `<lto-compare-list>` with the session's list (`listed`), whose remove forms then
 * go through the compare list everywhere (widgets/compare-list/README.md).
 */
export function compareView(ctx: ViewContext, items: readonly ComparedItem[], category: Category | undefined, listed: readonly CompareEntry[]): Html {
  const t = ctx.text;
  const products = items.map(column);
  const list = (content: Html) => html`<lto-compare-list items="${JSON.stringify(compareItems(ctx, listed))}">${content}</lto-compare-list>`;
  const categoryKey = category?.key ?? '';
  const back = category
    ? html`<a class="button" href="${categoryUrl(category.key)}">${t.backTo(localized(ctx, category.name))}</a>`
    : html`<a class="button" href="/">${t.continueShopping}</a>`;
  const trail = [
    ...(category ? [{ label: localized(ctx, category.name), href: categoryUrl(category.key) }] : []),
    { label: t.compareTitle },
  ];
  if (products.length < 2) {
    return html`${breadcrumb(ctx, trail)}
<h1>${t.compareTitle}</h1>
<p class="notice">${t.needTwo}</p>
${products.length === 1 ? list(html`<ul class="compare-single">${products.map(
      (p) => html`<li><a href="${p.href}">${localized(ctx, p.priced.name)}</a> ${removeForm(ctx, p, categoryKey)}</li>`,
    )}</ul>`) : ''}
<p>${back}</p>`;
  }
  return html`${breadcrumb(ctx, trail)}
<h1>${t.compareTitle}</h1>
${list(compareTable(ctx, products, categoryKey))}
<p>${back}</p>`;
}
