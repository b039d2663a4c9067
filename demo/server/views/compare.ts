import type { LeaseQuote } from '../../../src/pricing/index.js';
import type { Category, Product } from '../data/types.js';
import { activeQuote } from '../pricing.js';
import { breadcrumb } from './breadcrumb.js';
import { categoryUrl, localized, productImage, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { leasingPowerLine } from './leasing-power.js';
import { money } from './price.js';

function removeForm(ctx: ViewContext, product: Product, category: string): Html {
  return html`<form class="remove-form" method="post" action="/compare/remove-form">
  ${csrfField(ctx)}
  <input type="hidden" name="pid" value="${product.pid}">
  <input type="hidden" name="category" value="${category}">
  <button type="submit" class="button button--secondary">${ctx.text.remove}<span class="visually-hidden"> ${localized(ctx, product.name)}</span></button>
</form>`;
}

type Cell = (p: Product) => Html | string;

/** A cell from the quote of the product's active lease term, or a dash when it has no usable one. */
const fromQuote = (read: (quote: LeaseQuote) => Html | string): Cell => (p) => {
  const quote = activeQuote(p);
  return quote ? read(quote) : '—';
};

const personal = (content: Html | ''): Html | '' => (content ? html`<div data-lto-personal>${content}</div>` : '');

function compareTable(ctx: ViewContext, products: readonly Product[], category: string): Html {
  const t = ctx.text;
  const rows: [string, Cell][] = [
    // The images are the table's first row, in view on arrival and the page's largest paint.
    [t.rowImage, (p) => html`<img src="${productImage(p.pid)}" width="200" height="150" fetchpriority="high" alt="${localized(ctx, p.name)}">`],
    [t.rowBrand, (p) => p.brand],
    // Signed in and approved, whether the payment fits the shopper's Leasing Power (issue 23). No
    // island draws this table, so the line is marked personal: the runtime hides it on a sign-out.
    [t.rowMonthly, fromQuote((q) => html`${money(ctx, q.rate)}${personal(leasingPowerLine(ctx, q.rate))}`)],
    [t.rowTerm, fromQuote((q) => t.months(q.payments))],
    [t.rowToday, fromQuote((q) => money(ctx, q.todaysPayment))],
    [t.rowTotal, fromQuote((q) => money(ctx, q.tco))],
    [t.rowCash, (p) => money(ctx, p.cash)],
    [t.rowRemove, (p) => removeForm(ctx, p, category)],
  ];
  return html`<div class="table-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">
<table class="compare-table">
  <caption id="compare-caption">${t.compareCaption}</caption>
  <thead><tr><th scope="row">${t.rowName}</th>${products.map(
    (p) => html`<th scope="col"><a href="${productUrl(p.pid)}">${localized(ctx, p.name)}</a></th>`,
  )}</tr></thead>
  <tbody>${rows.map(
    ([label, cell]) => html`<tr><th scope="row">${label}</th>${products.map((p) => html`<td>${cell(p)}</td>`)}</tr>`,
  )}</tbody>
</table>
</div>`;
}

/** SPEC 5.4: the compare page needs at least 2 products; with fewer it says so and links back. */
export function compareView(ctx: ViewContext, products: readonly Product[], category: Category | undefined): Html {
  const t = ctx.text;
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
${products.length === 1 ? html`<ul class="compare-single">${products.map(
      (p) => html`<li><a href="${productUrl(p.pid)}">${localized(ctx, p.name)}</a> ${removeForm(ctx, p, categoryKey)}</li>`,
    )}</ul>` : ''}
<p>${back}</p>`;
  }
  return html`${breadcrumb(ctx, trail)}
<h1>${t.compareTitle}</h1>
${compareTable(ctx, products, categoryKey)}
<p>${back}</p>`;
}
