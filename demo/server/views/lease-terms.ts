import {
  activeTerm,
  leaseQuote,
  leaseTermLabel,
  monthlyPriceText,
  ownItInMonthsText,
  sortTerms,
  weeklyQuote,
  type LeaseQuote,
} from '../../../src/pricing/index.js';
import type { LeaseTerm, Product } from '../data/types.js';
import type { Lang } from '../site.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { leasingPowerLine } from './leasing-power.js';
import { money } from './price.js';

function dollars(cents: number): number;
function dollars(cents: number | null): number | null;
function dollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

/** A term as SPEC 3.2 spells a lease term entry, with its weekly option in the real-time pricing names. */
export function termEntry(term: LeaseTerm) {
  return {
    Term: term.term,
    LeaseRate: dollars(term.leaseRate),
    AdvoLeaseRate: dollars(term.advoLeaseRate),
    FirstPaymentAmount: dollars(term.firstPayment),
    Active: term.active,
    numberOfWeeklyPayments: term.weekly?.numberOfWeeklyPayments ?? null,
    advoLeaseRateWeekly: dollars(term.weekly?.advoLeaseRateWeekly ?? null),
    nonAdvoLeaseRateWeekly: dollars(term.weekly?.nonAdvoLeaseRateWeekly ?? null),
  };
}

/** The demo's own words for the lease terms block (the platform's texts). */
const TEXT: Record<Lang, { heading: string; schedule: string; monthly: string; weekly: string; todaysPayment: string; tco: string; leaseService: string; cashPrice: string; regular: (price: string) => string }> = {
  en: {
    heading: 'Choose your lease term',
    schedule: 'Payment schedule',
    monthly: 'Monthly',
    weekly: 'Weekly',
    todaysPayment: "Today's payment",
    tco: 'Total cost of ownership',
    leaseService: 'Cost of lease service',
    cashPrice: 'Cash price',
    regular: (price) => `Regular price ${price}/mo.`,
  },
  es: {
    heading: 'Elige el plazo de tu arrendamiento',
    schedule: 'Frecuencia de pago',
    monthly: 'Mensual',
    weekly: 'Semanal',
    todaysPayment: 'Pago de hoy',
    tco: 'Costo total de propiedad',
    leaseService: 'Costo del servicio de arrendamiento',
    cashPrice: 'Precio al contado',
    regular: (price) => `Precio regular ${price}/mes`,
  },
};

/** The product's was monthly price is its active term's former price (seed/pricing.ts): shown for that term only, when higher. */
function wasShown(product: Product, quote: LeaseQuote): number | null {
  return product.wasMonthly !== null && product.wasMonthly > quote.rate ? product.wasMonthly : null;
}

/** A row of tabs as the contract writes it: the chosen one selected and the one Tab stop. */
function tabs(label: string, className: string, panel: string, items: { id: string; label: string; selected: boolean }[]): Html {
  return html`<div class="${className}" role="tablist" aria-label="${label}">${items.map(
    (item) =>
      html`<button type="button" role="tab" id="${item.id}" class="lto-lease-terms__tab" aria-selected="${String(item.selected)}" aria-controls="${panel}" tabindex="${item.selected ? '0' : '-1'}" data-state="${item.selected ? 'active' : 'inactive'}">${item.label}</button>`,
  )}</div>`;
}

/**
 * The body of <lto-lease-terms> for the active term on the monthly schedule (README "Server
 * markup"): the term tabs shortest first, the schedule tabs when the term has weekly pricing, and
 * the figures of SPEC 9.1 (src/pricing, as every price of the demo).
 */
function leaseTermsBody(ctx: ViewContext, product: Product, terms: readonly LeaseTerm[], active: LeaseTerm, quote: LeaseQuote): Html {
  const t = TEXT[ctx.site.lang];
  const id = `terms-${product.pid}`;
  const panel = `${id}-panel`;
  const weekly = weeklyQuote(active.weekly, product.cash) !== undefined;
  const was = wasShown(product, quote);
  const termTabs = terms.map((term) => ({ id: `${id}-${term.term}`, label: leaseTermLabel({ months: term.term }, ctx.site) ?? '', selected: term === active }));
  const labelledBy = [`${id}-${active.term}`, ...(weekly ? [`${id}-monthly`] : [])].join(' ');
  return html`<div class="lto-lease-terms">
  <h2 class="lto-lease-terms__heading">${t.heading}</h2>
  ${tabs(t.heading, 'lto-lease-terms__terms', panel, termTabs)}
  ${weekly
    ? tabs(t.schedule, 'lto-lease-terms__schedule', panel, [
        { id: `${id}-monthly`, label: t.monthly, selected: true },
        { id: `${id}-weekly`, label: t.weekly, selected: false },
      ])
    : ''}
  <div class="lto-lease-terms__panel" id="${panel}" role="tabpanel" tabindex="0" aria-labelledby="${labelledBy}" data-state="active">
    <p class="lto-lease-terms__price${quote.onSale ? ' is-sale' : ''}">${monthlyPriceText({ rate: quote.rate, months: quote.payments }, ctx.site) ?? ''}</p>
    ${leasingPowerLine(ctx, quote.rate)}
    ${quote.onSale ? html`<p class="lto-lease-terms__regular"><s>${t.regular(money(ctx, active.leaseRate))}</s></p>` : ''}
    ${was !== null ? html`<p class="lto-lease-terms__was"><s>${ctx.text.was(money(ctx, was))}</s></p>` : ''}
    <p class="lto-lease-terms__own">${ownItInMonthsText({ months: quote.payments }, ctx.site) ?? ''}</p>
    <dl class="lto-lease-terms__facts">
      <div><dt>${t.todaysPayment}</dt><dd>${money(ctx, quote.todaysPayment)}</dd></div>
      <div><dt>${t.tco}</dt><dd>${money(ctx, quote.tco)}</dd></div>
      <div><dt>${t.leaseService}</dt><dd>${money(ctx, quote.leaseService)}</dd></div>
      <div><dt>${t.cashPrice}</dt><dd>${money(ctx, product.cash)}</dd></div>
    </dl>
  </div>
</div>`;
}

/**
 * <lto-lease-terms> for a product priced for the chosen colour: the pricing attribute from the
 * database, and inside it the contract's markup for the active term. The real-time pricing route
 * prices from the same rows, so the island's request for it changes nothing on the page. Data the
 * widget would refuse (not exactly one active term, or one that cannot price a lease) renders no
 * tag at all: the page then has no lease price rather than a wrong one.
 */
/** The product's prices as SPEC 3.2 gives them, `{cashPrice, terms}`: <lto-lease-terms pricing> and the analytics markup's data-lto-pricing. */
export const pricingJson = (product: Product): string => JSON.stringify({ cashPrice: dollars(product.cash), terms: product.terms.map(termEntry) });

export function leaseTermsTag(ctx: ViewContext, product: Product, variantPid: string): Html {
  const active = product.terms.filter((term) => term.active).length === 1 ? activeTerm(product.terms) : undefined;
  const quote = active && leaseQuote(active, product.cash);
  if (!active || !quote) return html``;
  // The tabs offered: the terms that price a lease, shortest first (the widget leaves out the others).
  const terms = sortTerms(product.terms.filter((term) => leaseQuote(term, product.cash) !== undefined));
  const was = product.wasMonthly !== null ? html` was-monthly="${String(dollars(product.wasMonthly))}"` : '';
  return html`<lto-lease-terms pid="${product.pid}" variant="${variantPid}" pricing="${pricingJson(product)}"${was}>${leaseTermsBody(ctx, product, terms, active, quote)}</lto-lease-terms>`;
}
